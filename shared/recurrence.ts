/**
 * When a recurring invoice issues: pure calendar arithmetic on YYYY-MM-DD dates, shared by the
 * generator (server) and the dialog's preview of the next dates (client). Occurrence n is counted
 * from the start date, never from the previous occurrence, so a monthly profile on the 31st issues
 * on the last day of shorter months and is back on the 31st after them.
 */

export const FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export interface Recurrence {
  frequency: Frequency;
  /** Every `interval` weeks, months, quarters or years (≥ 1). */
  interval: number;
  startDate: string;
  /** The last day an occurrence may fall on, or null. */
  endDate: string | null;
  /** How many invoices in all, or null. At most one of endDate and occurrences is set. */
  occurrences: number | null;
}

/** Months per unit of a month-based frequency. */
const MONTHS: Record<Exclude<Frequency, 'weekly'>, number> = { monthly: 1, quarterly: 3, yearly: 12 };

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` plus `months` calendar months, the day kept or, where the month is shorter, its last day. */
export function addMonthsClamped(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The issue date of occurrence `n` (0 = the start date), before any end is applied. */
export function occurrenceDate(
  r: Pick<Recurrence, 'frequency' | 'interval' | 'startDate'>,
  n: number,
): string {
  if (r.frequency === 'weekly') return addDays(r.startDate, 7 * r.interval * n);
  return addMonthsClamped(r.startDate, MONTHS[r.frequency] * r.interval * n);
}

/**
 * Whether an occurrence on `date` is within the profile's end, when `issued` invoices were made
 * before it ("after N invoices" counts invoices made, not periods since the start date).
 */
export function withinEnd(
  r: Pick<Recurrence, 'endDate' | 'occurrences'>,
  issued: number,
  date: string,
): boolean {
  if (r.occurrences !== null && issued >= r.occurrences) return false;
  if (r.endDate !== null && date > r.endDate) return false;
  return true;
}

export interface Occurrence {
  /** 0-based index from the start date: the key the generator issues each occurrence under once. */
  n: number;
  date: string;
}

/** The first occurrence on or after `date` (its index may be past the end: check withinEnd). */
export function firstOnOrAfter(r: Recurrence, date: string): Occurrence {
  if (date <= r.startDate) return { n: 0, date: r.startDate };
  // An estimate from the elapsed days, then a step back or forward: months have uneven lengths.
  const elapsedDays = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${r.startDate}T00:00:00Z`)) / 86_400_000;
  const periodDays = r.frequency === 'weekly' ? 7 * r.interval : 30.436875 * MONTHS[r.frequency] * r.interval;
  let n = Math.max(0, Math.floor(elapsedDays / periodDays) - 1);
  while (occurrenceDate(r, n) < date) n++;
  while (n > 0 && occurrenceDate(r, n - 1) >= date) n--;
  return { n, date: occurrenceDate(r, n) };
}

/** Up to `limit` occurrences from index `fromN` on, `issued` invoices made before them, stopping at the end. */
export function occurrencesFrom(r: Recurrence, fromN: number, limit: number, issued = 0): Occurrence[] {
  const out: Occurrence[] = [];
  for (let n = fromN; out.length < limit; n++) {
    const date = occurrenceDate(r, n);
    if (!withinEnd(r, issued + out.length, date)) break;
    out.push({ n, date });
  }
  return out;
}

const ORDINAL_SUFFIX = (day: number) => {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
};
const ordinal = (day: number) => `${day}${ORDINAL_SUFFIX(day)}`;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The schedule in words: "Weekly on Monday", "Every 2 weeks", "Monthly on the 31st", "Every 3 months on the 15th", "Yearly on March 3". */
export function frequencyLabel(r: Pick<Recurrence, 'frequency' | 'interval' | 'startDate'>): string {
  const [, m, d] = parts(r.startDate);
  const every = (unit: string) => (r.interval === 1 ? null : `Every ${r.interval} ${unit}`);
  switch (r.frequency) {
    case 'weekly': {
      const weekday = WEEKDAYS[new Date(`${r.startDate}T00:00:00Z`).getUTCDay()];
      return r.interval === 1 ? `Weekly on ${weekday}` : `Every ${r.interval} weeks on ${weekday}`;
    }
    case 'monthly':
      return `${every('months') ?? 'Monthly'} on the ${ordinal(d)}`;
    case 'quarterly':
      return `${every('quarters') ?? 'Quarterly'} on the ${ordinal(d)}`;
    case 'yearly':
      return `${every('years') ?? 'Yearly'} on ${MONTH_NAMES[m - 1]} ${d}`;
  }
}

/** Back-fill reaches at most this many periods before today (issue #22 item 5). */
export const MAX_BACKFILL_PERIODS = 12;

/**
 * The earliest start date back-fill accepts on `today`: MAX_BACKFILL_PERIODS periods of the
 * profile's frequency and interval before it, so at most that many invoices are made for the past.
 */
export function earliestBackfillStart(r: Pick<Recurrence, 'frequency' | 'interval'>, today: string): string {
  return occurrenceDate({ ...r, startDate: today }, -MAX_BACKFILL_PERIODS);
}

function dayAfter(date: string): string {
  return addDays(date, 1);
}

/**
 * The index of the next occurrence to issue when a profile is created, edited or resumed on `today`:
 * never one on or before the last issued date, never one that fell in a pause (resuming does not
 * back-fill) and, unless `backfill` asks for the periods since the start date, none before today.
 */
export function nextIndex(
  r: Recurrence,
  opts: { today: string; lastIssueDate: string | null; backfill: boolean },
): number {
  let from: string;
  if (opts.lastIssueDate !== null) {
    const afterLast = dayAfter(opts.lastIssueDate);
    from = afterLast > opts.today ? afterLast : opts.today;
  } else {
    from = opts.backfill ? r.startDate : opts.today;
  }
  return firstOnOrAfter(r, from).n;
}

/** The next `limit` issue dates from index `fromN`, `issued` invoices made so far. */
export function upcomingDates(r: Recurrence, fromN: number, issued: number, limit = 5): string[] {
  return occurrencesFrom(r, fromN, limit, issued).map((o) => o.date);
}
