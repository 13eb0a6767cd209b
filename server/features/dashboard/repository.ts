import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices } from '../../db/schema';

export interface Period {
  /** The user's today, YYYY-MM-DD. */
  today: string;
  /** First day of this month and of the previous month, YYYY-MM-DD, in the user's zone. */
  monthStart: string;
  previousMonthStart: string;
  timeZone: string;
  /** The instant this month began in the user's zone (compared directly with creation timestamps). */
  monthStartsAt: Date;
}

/**
 * Invoices created since this month began in the user's zone, void ones left out, per currency: a range
 * of the (user, created_at) index covering this month's invoices only.
 */
export async function createdSince(tx: Tx, userId: string, since: Date): Promise<Map<string, number>> {
  const rows = await tx
    .select({ currency: invoices.currency, count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), gte(invoices.createdAt, since), ne(invoices.status, 'void')))
    .groupBy(invoices.currency);
  return new Map(rows.map((r) => [r.currency, r.count]));
}
