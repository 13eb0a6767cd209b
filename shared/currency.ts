import { interfaceLocale } from './interface-locale';

/** SPEC §9 currency options and symbols. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'SEK', 'NOK', 'DKK'] as const;
export type Currency = (typeof CURRENCIES)[number];

const SYMBOLS: Record<string, string> = {
  EUR: '€',
  GBP: '£',
  CAD: 'C$',
  AUD: 'A$',
  JPY: '¥',
  CHF: 'CHF ',
  SEK: 'kr ',
  NOK: 'kr ',
  DKK: 'kr ',
  USD: '$',
};

/** The symbol for a currency; USD and anything unknown show "$" (SPEC §9). */
export function currencySymbol(currency: string | null | undefined): string {
  return SYMBOLS[currency ?? ''] ?? '$';
}

const number = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const localeFormats = new Map<string, Intl.NumberFormat>();
function localeFormat(locale: string, currency: string, digits = 2): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let found = localeFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    localeFormats.set(key, found);
  }
  return found;
}

export { setInterfaceLocale } from './interface-locale';

/**
 * The one money formatter: "€1,234.50", "-$12.00", "kr 99.00". Takes a decimal string or a number.
 * With a locale, the number and the symbol's place follow that locale ("1.234,50 €" in de-DE), the
 * symbol staying SPEC's.
 */
export function formatMoney(
  amount: string | number,
  currency: string | null | undefined,
  locale?: string,
  options: { wholeUnits?: boolean } = {},
): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  locale ??= interfaceLocale();
  // `wholeUnits`: a round amount without its cents ("10 000 €"), as a share capital is written.
  const digits = options.wholeUnits && Number.isInteger(value) ? 0 : 2;
  if (locale) {
    const code = currency && /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
    const symbol = currencySymbol(code).trim();
    return localeFormat(locale, code, digits)
      .formatToParts(value)
      .map((part) => (part.type === 'currency' ? symbol : part.value.replaceAll('\u202f', '\u00a0')))
      .join('');
  }
  const sign = value < 0 ? '-' : '';
  const written = digits === 0 ? Math.abs(value).toLocaleString('en-US') : number.format(Math.abs(value));
  return `${sign}${currencySymbol(currency)}${written}`;
}

export function formatCents(cents: number, currency: string | null | undefined, locale?: string): string {
  return formatMoney(cents / 100, currency, locale);
}
