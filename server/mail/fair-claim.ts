/**
 * Which due messages a tick tries, fairly across accounts (issue #22 item 4, docs/decisions/022):
 * places are handed out round-robin by account, and an account over its sending limit has all its
 * due messages put back at once, so its backlog never takes a place from another account's mail.
 */
import { and, eq, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { emailOutbox } from '../db/schema';
import { LIMIT_EXEMPT_KINDS } from './limits';

/** Not claimed, or its claim ran out (the sender is presumed dead): the lease is the claim token. */
export const leaseFree = (clock: Date): SQL =>
  sql`coalesce(${emailOutbox.lockedUntil}, '-infinity') < ${clock.toISOString()}`;

/** Messages that may be claimed at `now`: waiting (or abandoned mid-send) and due. */
export const dueAt = (now: Date, clock: Date): SQL =>
  and(
    lte(emailOutbox.nextAttemptAt, now),
    inArray(emailOutbox.status, ['pending', 'sending']),
    leaseFree(clock),
  )!;

/**
 * Up to `limit` due message ids in turns: every account's oldest first, then every account's
 * second, and so on. Only a plan: each message is still claimed on its own (SKIP LOCKED).
 */
export async function fairDueIds(db: Db, now: Date, clock: Date, limit: number): Promise<number[]> {
  const turns = db
    .select({
      id: emailOutbox.id,
      turn: sql<number>`row_number() over (partition by ${emailOutbox.userId} order by ${emailOutbox.id})`.as(
        'turn',
      ),
    })
    .from(emailOutbox)
    .where(dueAt(now, clock))
    .as('turns');
  const rows = await db
    .select({ id: turns.id })
    .from(turns)
    .where(lte(turns.turn, limit))
    .orderBy(turns.turn, turns.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The account's other due messages that count towards its limits, locked for the caller's
 * transaction (those another worker holds are left to it): deferred together with the one claimed.
 */
export const dueOfAccount = (tx: Tx, userId: string, now: Date, clock: Date) =>
  tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.userId, userId),
        dueAt(now, clock),
        notInArray(emailOutbox.kind, LIMIT_EXEMPT_KINDS),
      ),
    )
    .for('update', { skipLocked: true });
