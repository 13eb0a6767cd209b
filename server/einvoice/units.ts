import { knownUnit, UNITS } from '../../shared/units';

/**
 * A line's free-text unit ("hours", "Std.", "pcs") as a UN/ECE Recommendation 20/21 code (BT-130),
 * which EN 16931 requires on every line. An unknown or missing unit is C62 ("one"): the quantity is a
 * plain count and the printed unit stays in the line's name. The units the form offers (shared/units.ts)
 * come first, with their codes.
 */
const UNIT_CODES: [RegExp, string][] = [
  ...UNITS.map((u): [RegExp, string] => [u.pattern, u.code]),
  [/^(min|mins|minutes?|minuten?)$/, 'MIN'],
  [/^(wk|wks|weeks?|wochen?)$/, 'WEE'],
  [/^(yr|yrs|years?|jahre?|jahr|ans?|ann[io])$/, 'ANN'],
  [/^(kg|kilos?|kilograms?|kilogramm)$/, 'KGM'],
  [/^(g|grams?|gramm)$/, 'GRM'],
  [/^(km|kilometers?|kilometres?|kilometer)$/, 'KMT'],
  [/^(m|meters?|metres?|meter)$/, 'MTR'],
  [/^(l|liters?|litres?|liter)$/, 'LTR'],
  [/^(m2|m²|sqm|square meters?)$/, 'MTK'],
  [/^(words?|w[öo]rter)$/, 'D68'],
  [/^(pages?|seiten?)$/, 'ZP'],
];

export const DEFAULT_UNIT_CODE = 'C62';

export function unitCode(unit: string | null | undefined): string {
  const text = unit?.trim().toLowerCase();
  if (!text) return DEFAULT_UNIT_CODE;
  const known = knownUnit(text);
  if (known) return known.code;
  return UNIT_CODES.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_UNIT_CODE;
}
