import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { counters } from '../db/schema';

/**
 * The counter kind that numbers a user's invoices: invoices take numbers from it, and Settings checks
 * a new "Invoice number start" against it.
 */
export const INVOICE_COUNTER = 'invoice';

/**
 * Takes the next value of a per-user sequence (client codes, invoice numbers) atomically: the row
 * is created at `start` or incremented under its row lock, so concurrent callers never get the same
 * value, and a value taken in a transaction that rolls back is not used up.
 *
 * The value is never below `start`: raising the start (Settings → Invoice number start) moves the
 * next number up, while the row keeps meaning "one past the highest value taken".
 */
export async function takeNext(tx: Tx, userId: string, kind: string, start: number): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ userId, kind, nextValue: start + 1 })
    .onConflictDoUpdate({
      target: [counters.userId, counters.kind],
      set: { nextValue: sql`greatest(${counters.nextValue}, ${start}::integer) + 1` },
    })
    .returning({ next: counters.nextValue });
  return row.next - 1;
}

/** The value takeNext would hand out now, without taking it. */
export async function peekNext(tx: Tx, userId: string, kind: string, start: number): Promise<number> {
  return Math.max((await firstUnused(tx, userId, kind)) ?? start, start);
}

/**
 * One past the highest value taken so far (undefined when none was taken), with the row locked
 * until the transaction ends, so no value can be taken while the caller acts on the answer.
 */
export async function lockFirstUnused(tx: Tx, userId: string, kind: string): Promise<number | undefined> {
  return firstUnused(tx, userId, kind, true);
}

async function firstUnused(tx: Tx, userId: string, kind: string, lock = false): Promise<number | undefined> {
  const query = tx
    .select({ next: counters.nextValue })
    .from(counters)
    .where(and(eq(counters.userId, userId), eq(counters.kind, kind)));
  const [row] = await (lock ? query.for('update') : query);
  return row?.next;
}
