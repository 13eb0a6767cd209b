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

/** The one money formatter: "€1,234.50", "-$12.00", "kr 99.00". Takes a decimal string, a number or cents. */
export function formatMoney(amount: string | number, currency: string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const sign = value < 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)}${number.format(Math.abs(value))}`;
}

export function formatCents(cents: number, currency: string | null | undefined): string {
  return formatMoney(cents / 100, currency);
}
