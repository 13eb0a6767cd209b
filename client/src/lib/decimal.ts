import { interfaceLocale } from '@shared/interface-locale';

/**
 * Decimal numbers typed in the browser's language (issue #22 item 15): "2,5" in German is 2.5,
 * never 25. The separators come from Intl for the locale; the field shows values with them too.
 */

const separatorsCache = new Map<string, { decimal: string; group: string }>();

/** The locale's decimal and grouping marks, e.g. de → "," and "."; de-CH → "." and "’". */
export function separatorsOf(locale?: string): { decimal: string; group: string } {
  const key = locale ?? '';
  const known = separatorsCache.get(key);
  if (known) return known;
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const found = {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
  separatorsCache.set(key, found);
  return found;
}

const SPACES = /[\s\u00a0\u202f]/g;
const DIGIT = /[0-9]/;

/**
 * The number typed, as a plain "-1234.50" string (digits kept as typed), or null when it is none.
 * The locale's decimal mark is the decimal; its grouping mark (and the other of "." and ",", and an
 * apostrophe) groups digits only when three digits follow; otherwise, with no decimal mark typed,
 * it is read as the decimal ("2.5" in German is 2.5 too).
 */
export function normalizeDecimal(text: string, locale?: string): string | null {
  const { decimal, group } = separatorsOf(locale);
  const s = text.replace(SPACES, '');
  const marks = new Set([group, decimal === ',' ? '.' : ',', "'", '’'].filter((c) => c !== decimal));
  let out = '';
  let hasDecimal = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (DIGIT.test(c) || (i === 0 && (c === '-' || c === '+'))) {
      out += c === '+' ? '' : c;
    } else if (c === decimal) {
      if (hasDecimal) return null;
      hasDecimal = true;
      out += '.';
    } else if (marks.has(c)) {
      const groupOfThree = /^\d{3}(?!\d)/.test(s.slice(i + 1)) && /\d$/.test(out) && !hasDecimal;
      if (groupOfThree) continue;
      if ((c === '.' || c === ',') && !hasDecimal && !s.slice(i + 1).includes(decimal)) {
        hasDecimal = true;
        out += '.';
      } else return null;
    } else return null;
  }
  return /^-?(\d+\.?\d*|\.\d+)$/.test(out) ? out : null;
}

/** The number typed in `locale`'s way; NaN when the text is no number (or empty). */
export function parseDecimal(text: string, locale?: string): number {
  const normalized = normalizeDecimal(text, locale);
  return normalized === null ? Number.NaN : Number(normalized);
}

/** A value ("1234.50", 2.5) as the field shows it in `locale`: "1234,50", "2,5". No grouping while editing. */
export function formatDecimalInput(value: number | string | null | undefined, locale?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const plain = String(value);
  if (!/^-?\d*\.?\d*$/.test(plain)) return plain;
  return plain.replace('.', separatorsOf(locale).decimal);
}

/** The interface's locale (the user's language), as the fields read and show numbers. */
export const fieldLocale = (): string | undefined =>
  interfaceLocale() ?? (typeof navigator === 'undefined' ? undefined : navigator.language);
