import { currencySymbol } from '@shared/currency';
import { interfaceLocale } from '@shared/interface-locale';

/**
 * Month names and axis amounts in the interface's locale. The formatters are made when first used
 * in a locale (the language changes at run time), then kept.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formats.get(key) as T | undefined;
  if (!found) {
    found = make();
    formats.set(key, found);
  }
  return found;
}

/** "2026-03" → "Mar 2026" (or "March 2026" with long); German "März 2026". */
export function formatMonth(month: string, long = false): string {
  const locale = interfaceLocale();
  const format = cached(
    `month|${long ? 'long' : 'short'}|${locale ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locale, { month: long ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * Axis ticks: "€1.2K"; German "1,2 Tsd. €". The currency keeps the app's symbol (SPEC §9), as
 * formatMoney writes it.
 */
export function compactMoney(value: number, currency: string): string {
  const locale = interfaceLocale();
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
  const format = cached(
    `compact|${code}|${locale ?? ''}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
  ) as Intl.NumberFormat;
  const symbol = currencySymbol(code).trim();
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? symbol : part.value.replaceAll('\u202f', '\u00a0')))
    .join('');
}
