import { currencySymbol } from '@shared/currency';

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat(undefined, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** "2026-03" → "Mar 2026" (or "March 2026" with long). */
export function formatMonth(month: string, long = false): string {
  return (long ? longMonthFormat : monthFormat).format(new Date(`${month}-01T00:00:00Z`));
}

/** Axis ticks: "€1.2K". */
export function compactMoney(value: number, currency: string): string {
  return `${currencySymbol(currency)}${compact.format(value)}`;
}
