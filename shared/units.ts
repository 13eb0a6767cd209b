/**
 * The common units of a line (issue 5/6): the invoice form offers them from a list and stores their
 * code ("hour"); the document prints them in its language ("2 Std.", "3 Tage", "1 forfait"), and the
 * e-invoice names their UN/ECE Recommendation 20 code (server/einvoice/units.ts reads this list). A
 * unit typed freely is printed as typed. Units stored before the list ("hours", "hrs", "days", "pcs",
 * "Std.") are recognised as the unit they name.
 */
import type { MessageKey, Translator } from './i18n/catalog';

export interface Unit {
  /** What the form stores. */
  id: 'hour' | 'day' | 'piece' | 'flat' | 'month';
  /** The app's (English) name in the form's list. */
  name: string;
  /** UN/ECE Recommendation 20 (BT-130). */
  code: string;
  message: MessageKey;
  /** The words that name it, in our six languages and their abbreviations. */
  pattern: RegExp;
}

export const UNITS: readonly Unit[] = [
  {
    id: 'hour',
    name: 'Hours',
    code: 'HUR',
    message: 'document.unit.hour',
    pattern: /^(h|hrs?|hours?|std\.?|stunden?|heures?|ore?|horas?|uur)$/,
  },
  {
    id: 'day',
    name: 'Days',
    code: 'DAY',
    message: 'document.unit.day',
    pattern: /^(d|days?|tage?|tag|jours?|giorni|giorno|d[ií]as?|dagen|dag|pt|personentage?|man-?days?)$/,
  },
  {
    id: 'piece',
    name: 'Pieces',
    code: 'H87',
    message: 'document.unit.piece',
    pattern:
      /^(pcs?|pieces?|items?|units?|stk\.?|st[üu]ck|pi[eè]ces?|pz|pezz[io]|unidad(es)?|stuks?|ea|each)$/,
  },
  {
    id: 'flat',
    name: 'Flat rate',
    code: 'LS',
    message: 'document.unit.flat',
    pattern:
      /^(flat|flat rate|pauschal|pauschale|lump sum|forfait|forfaitair|a corpo|tanto alzado|a tanto alzado)$/,
  },
  {
    id: 'month',
    name: 'Months',
    code: 'MON',
    message: 'document.unit.month',
    pattern: /^(mo|mos|mon|months?|monate?|monat|mois|mesi|mese|mes(es)?|maanden?|maand)$/,
  },
];

/** The unit a stored text names ("hours", "hour", "Std." → hour), or null for a free-text unit. */
export function knownUnit(unit: string | null | undefined): Unit | null {
  const text = unit?.trim().toLowerCase();
  if (!text) return null;
  return UNITS.find((u) => u.id === text || u.pattern.test(text)) ?? null;
}

/** A unit as a document prints it after `quantity`: a known unit in the document's language, any other as typed. */
export function unitText(unit: string | null | undefined, quantity: number, t: Translator['t']): string {
  const known = knownUnit(unit);
  if (known) return t(known.message, { count: quantity });
  return unit?.trim() ?? '';
}
