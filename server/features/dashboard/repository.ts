import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices, settings, users } from '../../db/schema';
import { dateParam, hasStatusSql } from '../invoices/status';
import { DEFAULT_SETTINGS } from '../settings/repository';

export interface CurrencyTotalsRow {
  currency: string;
  totalRevenue: string;
  pendingCount: number;
  pendingAmount: string;
  overdueCount: number;
  overdueAmount: string;
  monthlyRevenue: string;
  previousMonthRevenue: string;
  createdThisMonth: number;
}

export interface Period {
  /** The user's today, YYYY-MM-DD. */
  today: string;
  /** First day of this month and of the previous month, YYYY-MM-DD, in the user's zone. */
  monthStart: string;
  previousMonthStart: string;
  timeZone: string;
  /** The instants those months begin at in the user's zone (compared directly with the timestamps). */
  monthStartsAt: Date;
  previousMonthStartsAt: Date;
}

/**
 * Per-currency figures of one user's invoices in a single aggregate query (GROUP BY currency):
 * revenue by paidAt, pending/overdue by status and due date, all dates taken in the user's zone.
 */
export async function currencyTotals(tx: Tx, userId: string, p: Period): Promise<CurrencyTotalsRow[]> {
  const i = invoices;
  const overdue = hasStatusSql('overdue', dateParam(p.today));
  const pending = hasStatusSql('sent', dateParam(p.today));
  const monthStart = p.monthStartsAt.toISOString();
  const previousMonthStart = p.previousMonthStartsAt.toISOString();
  const paid = sql`${i.status} = 'paid'`;
  const money = (where: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${i.total}) filter (where ${where}), 0)::text`;
  const count = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`;
  return tx
    .select({
      currency: i.currency,
      totalRevenue: money(paid),
      pendingCount: count(pending),
      pendingAmount: money(pending),
      overdueCount: count(overdue),
      overdueAmount: money(overdue),
      monthlyRevenue: money(sql`${paid} and ${i.paidAt} >= ${monthStart}::timestamptz`),
      previousMonthRevenue: money(
        sql`${paid} and ${i.paidAt} >= ${previousMonthStart}::timestamptz and ${i.paidAt} < ${monthStart}::timestamptz`,
      ),
      createdThisMonth: count(sql`${i.createdAt} >= ${monthStart}::timestamptz`),
    })
    .from(i)
    .where(sql`${i.userId} = ${userId}`)
    .groupBy(i.currency);
}

/** The user's time zone and company currency in one read (the currency defaults as in Settings). */
export async function zoneAndCurrency(
  tx: Tx,
  userId: string,
): Promise<{ timeZone: string; currency: string }> {
  const [row] = await tx
    .select({ timeZone: users.timeZone, currency: settings.currency })
    .from(users)
    .leftJoin(settings, eq(settings.userId, users.id))
    .where(eq(users.id, userId));
  return { timeZone: row?.timeZone ?? 'UTC', currency: row?.currency ?? DEFAULT_SETTINGS.currency };
}
