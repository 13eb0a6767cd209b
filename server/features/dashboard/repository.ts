import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices, payments } from '../../db/schema';
import { awaitingPaymentSql, balanceDueSql, dateParam, hasStatusSql } from '../invoices/status';

export interface CurrencyTotalsRow {
  currency: string;
  totalRevenue: string;
  pendingCount: number;
  pendingAmount: string;
  overdueCount: number;
  overdueAmount: string;
  draftCount: number;
  draftAmount: string;
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
  /** The instant this month began in the user's zone (compared directly with creation timestamps). */
  monthStartsAt: Date;
}

/**
 * Per-currency figures of one user's invoices in a single aggregate query (GROUP BY currency).
 * Revenue is money received: the invoices' payments, by the calendar date they were paid on
 * (already the user's date, so compared with the month's first day as it is). Pending (sent and
 * unpaid, overdue included) and overdue amounts are balances due; drafts are counted apart, at their
 * totals, and never as pending. Void invoices count nowhere.
 */
export async function currencyTotals(tx: Tx, userId: string, p: Period): Promise<CurrencyTotalsRow[]> {
  const i = invoices;
  const monthStart = dateParam(p.monthStart);
  // Each invoice's payments as one row (all time, this month, last month), so the join keeps one
  // row per invoice and every figure comes out of the same pass.
  const received = tx
    .select({
      invoiceId: payments.invoiceId,
      all: sql<string>`sum(${payments.amount})`.as('received_all'),
      thisMonth: sql<string>`sum(${payments.amount}) filter (where ${payments.paidOn} >= ${monthStart})`.as(
        'received_this_month',
      ),
      previousMonth:
        sql<string>`sum(${payments.amount}) filter (where ${payments.paidOn} >= ${dateParam(p.previousMonthStart)} and ${payments.paidOn} < ${monthStart})`.as(
          'received_previous_month',
        ),
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .groupBy(payments.invoiceId)
    .as('received');
  const overdue = hasStatusSql('overdue', dateParam(p.today));
  const pending = awaitingPaymentSql;
  const draft = sql`${i.status} = 'draft'`;
  const money = (value: unknown, where = sql`true`) =>
    sql<string>`coalesce(sum(${value}) filter (where ${where}), 0)::text`;
  const count = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`;
  return tx
    .select({
      currency: i.currency,
      totalRevenue: money(received.all),
      pendingCount: count(pending),
      pendingAmount: money(balanceDueSql, pending),
      overdueCount: count(overdue),
      overdueAmount: money(balanceDueSql, overdue),
      draftCount: count(draft),
      draftAmount: money(i.total, draft),
      monthlyRevenue: money(received.thisMonth),
      previousMonthRevenue: money(received.previousMonth),
      createdThisMonth: count(sql`${i.createdAt} >= ${p.monthStartsAt.toISOString()}::timestamptz`),
    })
    .from(i)
    .leftJoin(received, eq(received.invoiceId, i.id))
    .where(and(eq(i.userId, userId), sql`${i.status} <> 'void'`))
    .groupBy(i.currency);
}
