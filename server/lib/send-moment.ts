/**
 * Local wall-clock moments in an account's time zone. Planned emails (reminders, digests, recurring
 * invoices) go out at SEND_HOUR; the invoice lifecycle asks for other hours of a calendar date (a
 * payment's moment, the start of today). It lives in lib because reminders, invoices, notifications
 * and recurring all need it and none of them owns it.
 */
import { TZDate } from '@date-fns/tz';
import { type SQL, sql } from 'drizzle-orm';
import { accountLocalTimeSql } from './account-today';

/** Every planned send goes out at this local hour in the user's time zone (PRODUCT: 09:00). */
export const SEND_HOUR = 9;

/** SEND_HOUR on a calendar date in an IANA time zone, as an instant (DST-safe: wall-clock time is kept). */
export function sendMoment(date: string, timeZone: string, hour = SEND_HOUR): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, hour, 0, 0, timeZone).getTime());
}

/**
 * Whether SEND_HOUR of `date` (an SQL date) has come at `now` on the account's wall clock, per row
 * (`users` joined): what `sendMoment(date, zone) <= now` says, for a statement over many accounts.
 */
export const sendHourPassedSql = (date: SQL, now: Date): SQL<boolean> =>
  sql<boolean>`(${date} + make_interval(hours => ${SEND_HOUR}) <= ${accountLocalTimeSql(now)})`;
