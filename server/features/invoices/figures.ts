/**
 * The kept figures (drizzle/0012, docs/decisions/028): a user's invoices counted per currency, stored
 * status and — for sent invoices — due date, and the money received per currency and month, kept by
 * database triggers in the transactions that change invoices and payments. Reading them is a few rows
 * per user whatever the number of invoices. `today` (the owner's date) splits sent invoices into
 * pending and overdue by the same rule as `effectiveStatus` (status.ts).
 */
import { and, eq, gt, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { InvoiceStatusCounts } from '../../../shared/invoices';
import { toCents } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { createdFigures, invoiceFigures, invoices, revenueFigures } from '../../db/schema';
import { effectiveStatus } from './status';

export interface FigureRow {
  currency: string;
  /** The effective status on `today`: draft, sent (pending, not yet due), overdue, paid or void. */
  status: string;
  count: number;
  /** Totals and balances due in cents. */
  total: number;
  balanceDue: number;
}

/**
 * The user's kept invoice figures, each row's status as it reads on `today`: grouped by currency,
 * stored status and whether the due date has passed, so a handful of rows whatever the number of due
 * dates; within a group every due date lies on the same side of today, so any one of them decides.
 */
export async function invoiceFiguresOn(tx: Tx, userId: string, today: string): Promise<FigureRow[]> {
  const f = invoiceFigures;
  const rows = await tx
    .select({
      currency: f.currency,
      status: f.status,
      dueDate: sql<string>`min(${f.dueDate})::text`,
      count: sql<number>`sum(${f.invoiceCount})::int`,
      total: sql<string>`sum(${f.total})::text`,
      balanceDue: sql<string>`sum(${f.balanceDue})::text`,
    })
    .from(f)
    .where(eq(f.userId, userId))
    .groupBy(f.currency, f.status, sql`${f.dueDate} < ${today}::date`);
  return rows.map((r) => ({
    currency: r.currency,
    status: effectiveStatus(r.status, r.dueDate, today),
    count: r.count,
    total: toCents(r.total),
    balanceDue: toCents(r.balanceDue),
  }));
}

/** Counts per status over all of the user's invoices (the Invoices page's tabs without a search). */
export async function keptStatusCounts(tx: Tx, userId: string, today: string): Promise<InvoiceStatusCounts> {
  const counts: InvoiceStatusCounts = { draft: 0, pending: 0, overdue: 0, paid: 0, void: 0 };
  for (const row of await invoiceFiguresOn(tx, userId, today)) {
    const key = row.status === 'sent' ? 'pending' : (row.status as keyof InvoiceStatusCounts);
    if (key in counts) counts[key] += row.count;
  }
  return counts;
}

export interface Revenue {
  currency: string;
  /** Money received in cents: all time, in the month starting `month`, in the one starting `previousMonth`. */
  total: number;
  month: number;
  previousMonth: number;
}

/** Money received per currency (on invoices that are not void), all time and in two months. */
export async function revenueOf(
  tx: Tx,
  userId: string,
  months: { month: string; previousMonth: string },
): Promise<Revenue[]> {
  const r = revenueFigures;
  const sumWhere = (where: SQL) => sql<string>`coalesce(sum(${r.amount}) filter (where ${where}), 0)::text`;
  const rows = await tx
    .select({
      currency: r.currency,
      total: sql<string>`sum(${r.amount})::text`,
      month: sumWhere(sql`${r.month} = ${months.month}::date`),
      previousMonth: sumWhere(sql`${r.month} = ${months.previousMonth}::date`),
    })
    .from(r)
    .where(eq(r.userId, userId))
    .groupBy(r.currency);
  return rows.map((row) => ({
    currency: row.currency,
    total: toCents(row.total),
    month: toCents(row.month),
    previousMonth: toCents(row.previousMonth),
  }));
}

/**
 * Invoices created since `since`, void ones left out, per currency: the kept count of every later UTC
 * day, and the invoices of `since`'s own UTC day from `since` on (an index range of at most a day).
 */
export async function createdSince(tx: Tx, userId: string, since: Date): Promise<Map<string, number>> {
  const day = since.toISOString().slice(0, 10);
  const nextDay = new Date(`${day}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  const c = createdFigures;
  const i = invoices;
  const rows = await tx
    .select({ currency: c.currency, count: sql<number>`sum(${c.invoiceCount})::int` })
    .from(c)
    .where(and(eq(c.userId, userId), gt(c.day, day)))
    .groupBy(c.currency)
    .unionAll(
      tx
        .select({ currency: i.currency, count: sql<number>`count(*)::int` })
        .from(i)
        .where(
          and(eq(i.userId, userId), gte(i.createdAt, since), lt(i.createdAt, nextDay), ne(i.status, 'void')),
        )
        .groupBy(i.currency),
    );
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.currency, (counts.get(row.currency) ?? 0) + row.count);
  return counts;
}
