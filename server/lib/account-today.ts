/**
 * "Today in the account's zone", the one definition in TypeScript and in SQL side by side
 * (account-today.test.ts proves they agree around midnight in zones far apart). Due dates, payment
 * dates, "this month" and the send hour are the account's (users.time_zone), never the server's. An
 * operation that has the AccountContext uses its `today`; one that has only the user's id reads the
 * clock here; a statement over many accounts (the worker) joins `users` and uses the SQL.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { todayIn } from '../../shared/dates';
import type { Tx } from '../db/client';
import { users } from '../db/schema';

/** An account's zone and its calendar date (YYYY-MM-DD) at a given instant. */
export interface AccountClock {
  timeZone: string;
  today: string;
}

/** The account's IANA time zone (UTC for an unknown user). */
export async function readAccountZone(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}

/**
 * The account's zone and today at `now`. `known` is what the request already read with its session
 * (its AccountContext or Account): then nothing is read again.
 */
export async function readAccountClock(
  tx: Tx,
  userId: string,
  now: Date,
  known?: { timeZone: string },
): Promise<AccountClock> {
  const timeZone = known?.timeZone ?? (await readAccountZone(tx, userId));
  return { timeZone, today: todayIn(timeZone, now) };
}

/** The account's today (YYYY-MM-DD) at `now`. */
export async function readAccountToday(
  tx: Tx,
  userId: string,
  now: Date,
  known?: { timeZone: string },
): Promise<string> {
  return (await readAccountClock(tx, userId, now, known)).today;
}

/** The account's wall-clock date and time at `now`, per row, in SQL: needs `users` joined. */
export const accountLocalTimeSql = (now: Date): SQL =>
  sql`((${now.toISOString()}::timestamptz) at time zone ${users.timeZone})`;

/** The account's calendar date at `now`, per row, in SQL (an SQL date): needs `users` joined. */
export const accountTodaySql = (now: Date): SQL => sql`(${accountLocalTimeSql(now)})::date`;
