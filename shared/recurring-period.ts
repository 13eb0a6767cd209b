/**
 * The service date or period each invoice of a recurring profile carries, and the placeholders its
 * line descriptions and notes fill from it (issue 3/6): pure calendar arithmetic on YYYY-MM-DD dates,
 * like shared/recurrence.ts, so the dialog can preview what the generator will write.
 */
import { MONTH_NAMES, occurrenceDate, type Recurrence } from './recurrence';
import type { ServicePeriodMode } from './recurring-invoices';

export interface ServiceDates {
  serviceDate: string | null;
  servicePeriodStart: string | null;
  servicePeriodEnd: string | null;
}

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Occurrence `n`'s service: its issue date; the period before it (from the previous occurrence's
 * date to the day before this one's — monthly on 1 December: 1–30 November); or the period it
 * starts (to the day before the next occurrence). Periods follow the profile's calendar, so
 * consecutive invoices' periods meet without a gap or an overlap, whatever the months' lengths.
 */
export function occurrenceService(
  mode: ServicePeriodMode,
  r: Pick<Recurrence, 'frequency' | 'interval' | 'startDate'>,
  n: number,
): ServiceDates {
  const date = occurrenceDate(r, n);
  if (mode === 'issue_date') return { serviceDate: date, servicePeriodStart: null, servicePeriodEnd: null };
  const [start, end] =
    mode === 'previous_period'
      ? [occurrenceDate(r, n - 1), dayBefore(date)]
      : [date, dayBefore(occurrenceDate(r, n + 1))];
  return { serviceDate: null, servicePeriodStart: start, servicePeriodEnd: end };
}

const SHORT_MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A period in words (English for now; 5/6 translates): a whole calendar month "November 2026", a
 * whole quarter "Q4 2026", a whole year "2026", one day "1 Dec 2026", otherwise a range written
 * once where its ends share it — "1–7 Dec 2026", "25 Nov – 1 Dec 2026", "29 Dec 2026 – 4 Jan 2027".
 */
export function periodLabel(start: string, end: string): string {
  const [y1, m1, d1] = parts(start);
  const [y2, m2, d2] = parts(end);
  const day = (y: number, m: number, d: number) => `${d} ${SHORT_MONTHS[m - 1]} ${y}`;
  if (start === end) return day(y1, m1, d1);
  const wholeMonths = y1 === y2 && d1 === 1 && d2 === lastDayOf(y2, m2);
  if (wholeMonths && m1 === m2) return `${MONTH_NAMES[m1 - 1]} ${y1}`;
  if (wholeMonths && m1 % 3 === 1 && m2 === m1 + 2) return `Q${(m1 + 2) / 3} ${y1}`;
  if (wholeMonths && m1 === 1 && m2 === 12) return String(y1);
  if (y1 === y2 && m1 === m2) return `${d1}–${d2} ${SHORT_MONTHS[m1 - 1]} ${y1}`;
  if (y1 === y2) return `${d1} ${SHORT_MONTHS[m1 - 1]} – ${day(y2, m2, d2)}`;
  return `${day(y1, m1, d1)} – ${day(y2, m2, d2)}`;
}

/**
 * A profile's text with its placeholders filled for one invoice: {month} is the name of the month the
 * service starts in ("November"; "Hosting {month} {year}" reads "Hosting November 2026"), {year} that year, {period} the service period in words
 * (periodLabel; the service date itself when the invoice carries a date).
 */
export function fillPlaceholders(text: string, service: ServiceDates): string {
  if (!text.includes('{')) return text;
  const start = service.serviceDate ?? service.servicePeriodStart ?? '';
  const end = service.serviceDate ?? service.servicePeriodEnd ?? start;
  if (!start) return text;
  const [year, month] = parts(start);
  return text
    .replaceAll('{period}', periodLabel(start, end))
    .replaceAll('{month}', MONTH_NAMES[month - 1])
    .replaceAll('{year}', String(year));
}
