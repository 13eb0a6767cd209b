import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clients, invoices, payments, settings, users } from '../../db/schema';
import { balanceDueSql } from '../invoices/status';
import { DEFAULT_SETTINGS } from '../settings/repository';
import type { Window } from './periods';
import { between, isOverdue, isPaid, isPending, issuedInRange, type Scope, scoped } from './scope';

const sumWhere = (value: SQL | typeof invoices.total, cond: SQL) =>
  sql<string>`coalesce(sum(${value}) filter (where ${cond}), 0)::text`;
/**
 * One row: the user's time zone, company currency (the Settings default when none were saved), client
 * count and whether any invoice (drafts too) exists.
 */
export async function findUserContext(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      timeZone: users.timeZone,
      currency: sql<string>`coalesce((select ${settings.currency} from ${settings} where ${settings.userId} = ${userId}), ${DEFAULT_SETTINGS.currency})`,
      totalClients:
        sql<number>`(select count(*) from ${clients} where ${clients.userId} = ${userId})`.mapWith(Number),
      hasInvoices: sql<boolean>`exists (select 1 from ${invoices} where ${invoices.userId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Each invoice's payments as one row: the money received within the report's dates and within each
 * comparison window (payments count on the date they were paid on, the user's own date).
 */
function receivedPerInvoice(tx: Tx, scope: Scope, windows: { current: Window; previous: Window } | null) {
  const received = (w: Partial<Window> | undefined, name: string) =>
    (w
      ? sql<string | null>`sum(${payments.amount}) filter (where ${between(payments.paidOn, w.start, w.end)})`
      : sql<null>`null::numeric`
    ).as(name);
  return tx
    .select({
      invoiceId: payments.invoiceId,
      inRange: received({ start: scope.startDate, end: scope.endDate }, 'received_in_range'),
      current: received(windows?.current, 'received_current'),
      previous: received(windows?.previous, 'received_previous'),
    })
    .from(payments)
    .where(eq(payments.userId, scope.userId))
    .groupBy(payments.invoiceId)
    .as('received');
}

/**
 * Per currency: the summary counts and amounts of the filtered set, plus the figures of the two
 * comparison windows, all in one pass over the user's invoices (each joined to its payments).
 * Revenue is money received: the payments of those invoices, by the date they were paid on. A last
 * row with `currency` null (the empty grouping set) carries what cannot be split by currency: the
 * distinct active clients.
 */
export async function summaryByCurrency(
  tx: Tx,
  scope: Scope,
  windows: { current: Window; previous: Window } | null,
) {
  const issuedIn = (w?: Window) => (w ? between(invoices.issueDate, w.start, w.end) : sql`false`);
  const flag = (cond: SQL, name: string) => sql<boolean>`${cond}`.as(name);
  const amount = (value: SQL.Aliased, name: string) => sql<string | null>`${value}`.as(name);
  const received = receivedPerInvoice(tx, scope, windows);
  // Each row's conditions are worked out once; OFFSET 0 keeps the planner from copying them into
  // every aggregate's FILTER below.
  const f = tx
    .select({
      currency: invoices.currency,
      total: invoices.total,
      clientId: invoices.clientId,
      inRange: flag(issuedInRange(scope), 'in_range'),
      paid: flag(isPaid, 'is_paid'),
      pending: flag(isPending, 'is_pending'),
      overdue: flag(isOverdue(scope.today), 'is_overdue'),
      currentIssued: flag(issuedIn(windows?.current), 'current_issued'),
      previousIssued: flag(issuedIn(windows?.previous), 'previous_issued'),
      receivedInRange: amount(received.inRange, 'f_received_in_range'),
      currentReceived: amount(received.current, 'f_received_current'),
      previousReceived: amount(received.previous, 'f_received_previous'),
    })
    .from(invoices)
    .leftJoin(received, eq(received.invoiceId, invoices.id))
    .where(scoped(scope))
    .offset(0)
    .as('f');
  const count = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const avg = (cond: SQL) => sql<string | null>`round(avg(${f.total}) filter (where ${cond}), 2)::text`;
  const sum = (value: SQL.Aliased) => sql<string>`coalesce(sum(${value}), 0)::text`;
  const inRange = sql`${f.inRange}`;
  return tx
    .select({
      currency: sql<string | null>`case when grouping(${f.currency}) = 0 then ${f.currency} end`,
      activeClients: sql<number>`count(distinct ${f.clientId}) filter (where ${inRange})`.mapWith(Number),
      invoices: count(inRange),
      paid: count(sql`${inRange} and ${f.paid}`),
      pending: count(sql`${inRange} and ${f.pending}`),
      overdue: count(sql`${inRange} and ${f.overdue}`),
      average: avg(inRange),
      revenue: sum(f.receivedInRange),
      currentInvoices: count(sql`${f.currentIssued}`),
      currentAverage: avg(sql`${f.currentIssued}`),
      currentRevenue: sum(f.currentReceived),
      previousInvoices: count(sql`${f.previousIssued}`),
      previousAverage: avg(sql`${f.previousIssued}`),
      previousRevenue: sum(f.previousReceived),
    })
    .from(f)
    .groupBy(sql`grouping sets ((${f.currency}), ())`);
}

/** Payments received per month (of the date paid on) and currency within a window. */
export async function revenueByMonth(tx: Tx, scope: Scope, window: Window) {
  const month = sql<string>`to_char(${payments.paidOn}, 'YYYY-MM')`;
  return tx
    .select({ month, currency: invoices.currency, amount: sql<string>`sum(${payments.amount})::text` })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(
        eq(payments.userId, scope.userId),
        scoped(scope),
        between(payments.paidOn, window.start, window.end),
      ),
    )
    .groupBy(sql`1`, invoices.currency); // by position: the expression holds parameters
}

/**
 * Per client and currency: invoiced totals, the payments received against them, and what is still
 * due (outstanding) and overdue, as balances due. Invoices of a deleted client (clientId cleared)
 * are grouped by the name they were issued to.
 */
export async function totalsByClient(tx: Tx, scope: Scope) {
  const orphanName = sql`case when ${invoices.clientId} is null then ${invoices.clientName} end`;
  return tx
    .select({
      clientId: invoices.clientId,
      name: sql<string>`coalesce(max(${clients.name}), max(${invoices.clientName}))`,
      currency: invoices.currency,
      invoices: sql<number>`count(*)`.mapWith(Number),
      invoiced: sql<string>`sum(${invoices.total})::text`,
      paid: sql<string>`sum(${invoices.amountPaid})::text`,
      outstanding: sumWhere(balanceDueSql, isPending),
      overdue: sumWhere(balanceDueSql, isOverdue(scope.today)),
    })
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(scoped(scope), issuedInRange(scope)))
    .groupBy(invoices.clientId, orphanName, invoices.currency);
}

/** Unpaid invoices by days past due, per currency, with their balances due. */
export async function agingByCurrency(tx: Tx, scope: Scope) {
  const late = sql`(${scope.today}::date - ${invoices.dueDate})`;
  const bucket = sql<string>`case
    when ${late} <= 0 then 'current'
    when ${late} <= 30 then '1-30'
    when ${late} <= 60 then '31-60'
    when ${late} <= 90 then '61-90'
    else '90+' end`;
  return tx
    .select({
      bucket,
      currency: invoices.currency,
      invoices: sql<number>`count(*)`.mapWith(Number),
      amount: sql<string>`sum(${balanceDueSql})::text`,
    })
    .from(invoices)
    .where(and(scoped(scope), issuedInRange(scope), isPending))
    .groupBy(sql`1`, invoices.currency); // by position: the expression holds parameters
}
