import { isCalendarDate } from '@shared/dates';
import {
  FREQUENCIES,
  type Frequency,
  nextIndex,
  occurrencesFrom,
  type Recurrence,
  upcomingDates,
} from '@shared/recurrence';

export interface SchedulePreview {
  /** The schedule the form describes, put in words by scheduleInWords ("Every 2 weeks on Monday"). */
  schedule: Recurrence;
  /** With backfill: the past periods since the start date, created at the next run. */
  past: { count: number; first: string; last: string } | null;
  /** The next (at most 5) issue dates from today on, fewer near the end. */
  upcoming: string[];
}

/**
 * The schedule the form describes, as the server will run it (shared/recurrence.ts): from today in the
 * account's time zone, after the last invoice already made, and with backfill from the start date.
 * Null while the form does not describe a schedule yet (no start date, interval not a whole number).
 */
export function schedulePreview(
  values: {
    frequency?: string;
    interval?: number;
    startDate?: string;
    endDate?: string | null;
    occurrences?: number | null;
    backfill?: boolean;
  },
  opts: { today: string; lastIssueDate: string | null; issued: number },
): SchedulePreview | null {
  const { frequency, interval, startDate } = values;
  if (!FREQUENCIES.includes(frequency as Frequency)) return null;
  if (!Number.isInteger(interval) || !interval || interval < 1 || interval > 120) return null;
  if (!startDate || !isCalendarDate(startDate)) return null;
  const endDate = values.endDate && isCalendarDate(values.endDate) ? values.endDate : null;
  const occurrences = Number.isInteger(values.occurrences) ? (values.occurrences as number) : null;
  const r: Recurrence = { frequency: frequency as Frequency, interval, startDate, endDate, occurrences };

  const fromToday = nextIndex(r, { today: opts.today, lastIssueDate: opts.lastIssueDate, backfill: false });
  const from = nextIndex(r, { ...opts, backfill: Boolean(values.backfill) });
  const pastDates = occurrencesFrom(r, from, fromToday - from, opts.issued).map((o) => o.date);
  return {
    schedule: r,
    past: pastDates.length
      ? { count: pastDates.length, first: pastDates[0], last: pastDates[pastDates.length - 1] }
      : null,
    upcoming: upcomingDates(r, fromToday, opts.issued + pastDates.length, 5),
  };
}
