/** A profile row as the pure recurrence functions (shared/recurrence.ts) see it. */
import {
  type Frequency,
  nextIndex,
  occurrenceDate,
  type Recurrence,
  upcomingDates,
  withinEnd,
} from '../../../shared/recurrence';
import type { ProfileStatus } from '../../../shared/recurring-invoices';
import type { ProfileRow } from './repository';

export function recurrenceOf(
  row: Pick<ProfileRow, 'frequency' | 'interval' | 'startDate' | 'endDate' | 'occurrences'>,
): Recurrence {
  return {
    frequency: row.frequency as Frequency,
    interval: row.interval,
    startDate: row.startDate,
    endDate: row.endDate,
    occurrences: row.occurrences,
  };
}

/** Where the schedule continues: the next index and its date, or a null date once the profile has ended. */
export function cursorAt(
  r: Recurrence,
  n: number,
  issued: number,
): { nextN: number; nextIssueDate: string | null } {
  const date = occurrenceDate(r, n);
  return { nextN: n, nextIssueDate: withinEnd(r, issued, date) ? date : null };
}

/** The cursor after a create, edit or resume on `today` (see nextIndex). */
export function restartCursor(
  r: Recurrence,
  row: { issuedCount: number; lastIssueDate: string | null },
  today: string,
  backfill: boolean,
) {
  return cursorAt(r, nextIndex(r, { today, lastIssueDate: row.lastIssueDate, backfill }), row.issuedCount);
}

export function statusOf(row: Pick<ProfileRow, 'paused' | 'nextIssueDate'>): ProfileStatus {
  if (row.nextIssueDate === null) return 'ended';
  return row.paused ? 'paused' : 'active';
}

export function upcomingOf(row: ProfileRow): string[] {
  if (statusOf(row) !== 'active') return [];
  return upcomingDates(recurrenceOf(row), row.nextN, row.issuedCount);
}
