/**
 * A line's free-text unit ("hours", "Std.", "pcs") as a UN/ECE Recommendation 20/21 code (BT-130),
 * which EN 16931 requires on every line. An unknown or missing unit is C62 ("one"): the quantity is a
 * plain count and the printed unit stays in the line's name.
 */
const UNIT_CODES: [RegExp, string][] = [
  [/^(h|hrs?|hours?|std\.?|stunden?|heures?|ore?|horas?|uur)$/, 'HUR'],
  [/^(min|mins|minutes?|minuten?)$/, 'MIN'],
  [/^(d|days?|tage?|tag|jours?|giorni|giorno|d[ií]as?|dagen|dag|pt|personentage?|man-?days?)$/, 'DAY'],
  [/^(wk|wks|weeks?|wochen?)$/, 'WEE'],
  [/^(mo|mos|mon|months?|monate?|monat|mois|mesi|mese|mes(es)?|maanden?)$/, 'MON'],
  [/^(yr|yrs|years?|jahre?|jahr|ans?|ann[io])$/, 'ANN'],
  [/^(pcs?|pieces?|items?|units?|stk\.?|st[üu]ck|pi[eè]ces?|pz|ea|each)$/, 'H87'],
  [/^(kg|kilos?|kilograms?|kilogramm)$/, 'KGM'],
  [/^(g|grams?|gramm)$/, 'GRM'],
  [/^(km|kilometers?|kilometres?|kilometer)$/, 'KMT'],
  [/^(m|meters?|metres?|meter)$/, 'MTR'],
  [/^(l|liters?|litres?|liter)$/, 'LTR'],
  [/^(m2|m²|sqm|square meters?)$/, 'MTK'],
  [/^(words?|w[öo]rter)$/, 'D68'],
  [/^(pages?|seiten?)$/, 'ZP'],
  [/^(flat|pauschal|pauschale|lump sum|forfait)$/, 'LS'],
];

export const DEFAULT_UNIT_CODE = 'C62';

export function unitCode(unit: string | null | undefined): string {
  const text = unit?.trim().toLowerCase();
  if (!text) return DEFAULT_UNIT_CODE;
  return UNIT_CODES.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_UNIT_CODE;
}
