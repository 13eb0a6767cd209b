/**
 * The kept figures (drizzle/0012, docs/decisions/028): a user's invoices counted per currency, stored
 * status and — for sent invoices — due date, and the money received per currency and month, kept by
 * database triggers in the transactions that change invoices and payments. Reading them is a few rows
 * per user whatever the number of invoices. `today` (the owner's date) splits sent invoices into
 * not yet due and overdue by the same rule as `effectiveStatus` (status.ts).
 */
import { and, eq, gt, gte, lt, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { InvoiceStatusCounts } from '../../../shared/invoices';
import { toCents } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { resultRows } from '../../db/rows';
import { createdFigures, invoiceFigures, invoices, revenueFigures } from '../../db/schema';
import { effectiveStatus } from './status';

export interface FigureRow {
  currency: string;
  /** The effective status on `today`: draft, sent (not yet due), overdue, paid or void. */
  status: string;
  count: number;
  /** Totals and balances due in cents. */
  total: number;
  balanceDue: number;
}

/** A kept figure row as read, before `today` names its status. */
interface RawFigureRow {
  currency: string;
  status: string;
  dueDate: string;
  count: number;
  total: string;
  balanceDue: string;
}

/**
 * The user's kept invoice figures: grouped by currency, stored status and whether the due date has
 * passed, so a handful of rows whatever the number of due dates; within a group every due date lies on
 * the same side of today, so any one of them decides.
 */
function invoiceFiguresQuery(tx: Tx, userId: string, today: string) {
  const f = invoiceFigures;
  return tx
    .select({
      currency: f.currency,
      status: f.status,
      dueDate: sql<string>`min(${f.dueDate})::text`.as('dueDate'),
      count: sql<number>`sum(${f.invoiceCount})::int`.as('count'),
      total: sql<string>`sum(${f.total})::text`.as('total'),
      balanceDue: sql<string>`sum(${f.balanceDue})::text`.as('balanceDue'),
    })
    .from(f)
    .where(eq(f.userId, userId))
    .groupBy(f.currency, f.status, sql`${f.dueDate} < ${today}::date`);
}

const figureRows = (rows: RawFigureRow[], today: string): FigureRow[] =>
  rows.map((r) => ({
    currency: r.currency,
    status: effectiveStatus(r.status, r.dueDate, today),
    count: r.count,
    total: toCents(r.total),
    balanceDue: toCents(r.balanceDue),
  }));

/** The user's kept invoice figures, each row's status as it reads on `today`. */
export async function invoiceFiguresOn(tx: Tx, userId: string, today: string): Promise<FigureRow[]> {
  return figureRows(await invoiceFiguresQuery(tx, userId, today), today);
}

/** Counts per status over all of the user's invoices (the Invoices page's tabs without a search). */
export async function keptStatusCounts(tx: Tx, userId: string, today: string): Promise<InvoiceStatusCounts> {
  const counts: InvoiceStatusCounts = { draft: 0, notYetDue: 0, overdue: 0, paid: 0, void: 0 };
  for (const row of await invoiceFiguresOn(tx, userId, today)) {
    const key = row.status === 'sent' ? 'notYetDue' : (row.status as keyof InvoiceStatusCounts);
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

interface Months {
  month: string;
  previousMonth: string;
}

/** Money received per currency (on invoices that are not void), all time and in two months. */
function revenueQuery(tx: Tx, userId: string, months: Months) {
  const r = revenueFigures;
  const sumWhere = (where: SQL) => sql<string>`coalesce(sum(${r.amount}) filter (where ${where}), 0)::text`;
  return tx
    .select({
      currency: r.currency,
      total: sql<string>`sum(${r.amount})::text`.as('total'),
      month: sumWhere(sql`${r.month} = ${months.month}::date`).as('month'),
      previousMonth: sumWhere(sql`${r.month} = ${months.previousMonth}::date`).as('previousMonth'),
    })
    .from(r)
    .where(eq(r.userId, userId))
    .groupBy(r.currency);
}

const revenueRows = (rows: { currency: string; total: string; month: string; previousMonth: string }[]) =>
  rows.map(
    (row): Revenue => ({
      currency: row.currency,
      total: toCents(row.total),
      month: toCents(row.month),
      previousMonth: toCents(row.previousMonth),
    }),
  );

/**
 * Invoices created since `since`, void ones left out, per currency: the kept count of every later UTC
 * day, and the invoices of `since`'s own UTC day from `since` on (an index range of at most a day).
 */
function createdSinceQuery(tx: Tx, userId: string, since: Date) {
  const day = since.toISOString().slice(0, 10);
  const nextDay = new Date(`${day}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  const c = createdFigures;
  const i = invoices;
  return tx
    .select({ currency: c.currency, count: sql<number>`sum(${c.invoiceCount})::int`.as('count') })
    .from(c)
    .where(and(eq(c.userId, userId), gt(c.day, day)))
    .groupBy(c.currency)
    .unionAll(
      tx
        .select({ currency: i.currency, count: sql<number>`count(*)::int`.as('count') })
        .from(i)
        .where(
          and(eq(i.userId, userId), gte(i.createdAt, since), lt(i.createdAt, nextDay), ne(i.status, 'void')),
        )
        .groupBy(i.currency),
    );
}

function createdCounts(rows: { currency: string; count: number }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.currency, (counts.get(row.currency) ?? 0) + row.count);
  return counts;
}

export interface DashboardFigures {
  invoices: FigureRow[];
  revenue: Revenue[];
  /** Invoices created since the start of the month, per currency. */
  created: Map<string, number>;
}

/**
 * The three kinds of kept figures the dashboard shows, read in ONE statement (each as a JSON array
 * of its rows): a request costs the database one round trip for them, not three.
 */
export async function dashboardFiguresOf(
  tx: Tx,
  userId: string,
  at: Months & { today: string; since: Date },
): Promise<DashboardFigures> {
  const rowsOf = (query: SQLWrapper) => sql`(select coalesce(json_agg(t), '[]'::json) from (${query}) t)`;
  const result = await tx.execute(
    sql`select ${rowsOf(invoiceFiguresQuery(tx, userId, at.today))} as invoices,
               ${rowsOf(revenueQuery(tx, userId, at))} as revenue,
               ${rowsOf(createdSinceQuery(tx, userId, at.since))} as created`,
  );
  const [row] = resultRows<{
    invoices: RawFigureRow[];
    revenue: Parameters<typeof revenueRows>[0];
    created: { currency: string; count: number }[];
  }>(result);
  return {
    invoices: figureRows(row.invoices, at.today),
    revenue: revenueRows(row.revenue),
    created: createdCounts(row.created),
  };
}
