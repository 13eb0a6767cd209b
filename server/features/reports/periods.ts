import { addDays } from '../../../shared/dates';
import { daysBetween } from '../../../shared/invoice-status';

export interface Window {
  start: string;
  end: string;
}

/** A month (YYYY-MM) moved by n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function firstDay(month: string): string {
  return `${month}-01`;
}

export function lastDay(month: string): string {
  return addDays(firstDay(addMonths(month, 1)), -1);
}

/**
 * What the change lines compare (PRODUCT §1): without dates, this month so far against the whole
 * previous calendar month; with a start date, the chosen range against the equally long range just
 * before it. With only an end date there is no bounded period, so nothing to compare.
 */
export function comparisonWindows(
  today: string,
  startDate?: string,
  endDate?: string,
): { basis: 'month' | 'period'; current: Window; previous: Window } | null {
  if (!startDate && !endDate) {
    const month = today.slice(0, 7);
    const previous = addMonths(month, -1);
    return {
      basis: 'month',
      current: { start: firstDay(month), end: today },
      previous: { start: firstDay(previous), end: lastDay(previous) },
    };
  }
  if (!startDate) return null;
  const end = endDate ?? (today > startDate ? today : startDate);
  const length = daysBetween(startDate, end) + 1;
  return {
    basis: 'period',
    current: { start: startDate, end },
    previous: { start: addDays(startDate, -length), end: addDays(startDate, -1) },
  };
}

/** Longest revenue-by-month series the report returns: the most recent 10 years of a range. */
export const MAX_MONTHS = 120;

/**
 * The months of the revenue chart: those of the chosen range, else the 12 months up to the end
 * date (or today).
 */
export function monthSeries(today: string, startDate?: string, endDate?: string): string[] {
  const last = (endDate ?? (startDate && startDate > today ? startDate : today)).slice(0, 7);
  let first = startDate ? startDate.slice(0, 7) : addMonths(last, -11);
  if (monthsBetween(first, last) >= MAX_MONTHS) first = addMonths(last, -(MAX_MONTHS - 1));
  const months: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) months.push(m);
  return months;
}

function monthsBetween(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number);
  const [yb, mb] = b.split('-').map(Number);
  return (yb - ya) * 12 + (mb - ma);
}
