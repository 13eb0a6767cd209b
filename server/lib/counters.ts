import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { counters } from '../db/schema';

/**
 * Takes the next value of a per-user sequence (client codes, invoice numbers) atomically: the row
 * is created at `start` or incremented under its row lock, so concurrent callers never get the same
 * value, and a value taken in a transaction that rolls back is not used up.
 */
export async function takeNext(tx: Tx, userId: string, kind: string, start: number): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ userId, kind, nextValue: start + 1 })
    .onConflictDoUpdate({
      target: [counters.userId, counters.kind],
      set: { nextValue: sql`${counters.nextValue} + 1` },
    })
    .returning({ next: counters.nextValue });
  return row.next - 1;
}

/** The value takeNext would hand out now, without taking it. */
export async function peekNext(tx: Tx, userId: string, kind: string, start: number): Promise<number> {
  const [row] = await tx
    .select({ next: counters.nextValue })
    .from(counters)
    .where(and(eq(counters.userId, userId), eq(counters.kind, kind)));
  return row?.next ?? start;
}
