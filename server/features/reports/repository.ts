import { TZDate } from '@date-fns/tz';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import type { ReportStatusFilter } from '../../../shared/reports';
import type { Tx } from '../../db/client';
import { clients, invoices, settings, users } from '../../db/schema';
import { dateParam, effectiveStatusSql, hasStatusSql } from '../invoices/status';
import { DEFAULT_SETTINGS } from '../settings/repository';
import type { Window } from './periods';

/** Who is asking and against which day "overdue" is measured (today in the user's time zone). */
export interface Scope {
  userId: string;
  today: string;
  timeZone: string;
  status: ReportStatusFilter;
  startDate?: string;
  endDate?: string;
}

const TRUE = sql`true`;

// Effective status: the one rule of server/features/invoices/status.ts.
const isPaid = sql`${invoices.status} = 'paid'`;
const isPending = (today: string) => hasStatusSql('sent', dateParam(today));
const isOverdue = (today: string) => hasStatusSql('overdue', dateParam(today));
const effectiveStatus = (today: string) => effectiveStatusSql(dateParam(today));

/** The calendar day a payment was received, in the user's time zone (revenue is counted by paidAt). */
const paidOn = (timeZone: string) =>
  sql`coalesce((${invoices.paidAt} at time zone ${timeZone})::date, ${invoices.issueDate})`;

/** The instant a calendar day starts in a time zone. */
function startOfDay(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime());
}

/**
 * Paid on a day between start and end (inclusive) in the user's time zone. Compares paidAt with the
 * instants the days begin, so no row needs a time-zone conversion; an invoice without paidAt counts
 * on its issue date.
 */
function paidBetween(timeZone: string, start?: string, end?: string): SQL {
  const from = start
    ? sql` and ${invoices.paidAt} >= ${startOfDay(start, timeZone).toISOString()}::timestamptz`
    : sql``;
  const to = end
    ? sql` and ${invoices.paidAt} < ${startOfDay(addDays(end, 1), timeZone).toISOString()}::timestamptz`
    : sql``;
  return sql`${isPaid} and ((${invoices.paidAt} is not null${from}${to}) or (${invoices.paidAt} is null and ${between(invoices.issueDate, start, end)}))`;
}

function between(column: SQL | typeof invoices.issueDate, start?: string, end?: string): SQL {
  if (start && end) return sql`${column} between ${start}::date and ${end}::date`;
  if (start) return sql`${column} >= ${start}::date`;
  if (end) return sql`${column} <= ${end}::date`;
  return TRUE;
}

/** Issued (non-draft) invoices of the user that match the status filter; drafts were never sent to anyone. */
function scoped(scope: Scope): SQL {
  const status: Record<ReportStatusFilter, SQL> = {
    all: TRUE,
    paid: isPaid,
    pending: isPending(scope.today),
    overdue: isOverdue(scope.today),
  };
  return and(eq(invoices.userId, scope.userId), ne(invoices.status, 'draft'), status[scope.status]) as SQL;
}

const issuedInRange = (scope: Scope) => between(invoices.issueDate, scope.startDate, scope.endDate);

const sumWhere = (cond: SQL) => sql<string>`coalesce(sum(${invoices.total}) filter (where ${cond}), 0)::text`;
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
 * Per currency: the summary counts and amounts of the filtered set, plus the figures of the two
 * comparison windows, all in one pass over the user's invoices. A last row with `currency` null
 * (the empty grouping set) carries what cannot be split by currency: the distinct active clients.
 */
export async function summaryByCurrency(
  tx: Tx,
  scope: Scope,
  windows: { current: Window; previous: Window } | null,
) {
  const issuedIn = (w?: Window) => (w ? between(invoices.issueDate, w.start, w.end) : sql`false`);
  const paidIn = (w?: Window) => (w ? paidBetween(scope.timeZone, w.start, w.end) : sql`false`);
  const flag = (cond: SQL, name: string) => sql<boolean>`${cond}`.as(name);
  // Each row's conditions are worked out once; OFFSET 0 keeps the planner from copying them into
  // every aggregate's FILTER below.
  const f = tx
    .select({
      currency: invoices.currency,
      total: invoices.total,
      clientId: invoices.clientId,
      inRange: flag(issuedInRange(scope), 'in_range'),
      paid: flag(isPaid, 'is_paid'),
      pending: flag(isPending(scope.today), 'is_pending'),
      overdue: flag(isOverdue(scope.today), 'is_overdue'),
      paidInRange: flag(paidBetween(scope.timeZone, scope.startDate, scope.endDate), 'paid_in_range'),
      currentIssued: flag(issuedIn(windows?.current), 'current_issued'),
      currentPaid: flag(paidIn(windows?.current), 'current_paid'),
      previousIssued: flag(issuedIn(windows?.previous), 'previous_issued'),
      previousPaid: flag(paidIn(windows?.previous), 'previous_paid'),
    })
    .from(invoices)
    .where(scoped(scope))
    .offset(0)
    .as('f');
  const count = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const sum = (cond: SQL) => sql<string>`coalesce(sum(${f.total}) filter (where ${cond}), 0)::text`;
  const avg = (cond: SQL) => sql<string | null>`round(avg(${f.total}) filter (where ${cond}), 2)::text`;
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
      revenue: sum(sql`${f.paidInRange}`),
      currentInvoices: count(sql`${f.currentIssued}`),
      currentAverage: avg(sql`${f.currentIssued}`),
      currentRevenue: sum(sql`${f.currentPaid}`),
      previousInvoices: count(sql`${f.previousIssued}`),
      previousAverage: avg(sql`${f.previousIssued}`),
      previousRevenue: sum(sql`${f.previousPaid}`),
    })
    .from(f)
    .groupBy(sql`grouping sets ((${f.currency}), ())`);
}

/** Payments received per month and currency within a window. */
export async function revenueByMonth(tx: Tx, scope: Scope, window: Window) {
  const month = sql<string>`to_char(${paidOn(scope.timeZone)}, 'YYYY-MM')`;
  return tx
    .select({ month, currency: invoices.currency, amount: sql<string>`sum(${invoices.total})::text` })
    .from(invoices)
    .where(and(scoped(scope), paidBetween(scope.timeZone, window.start, window.end)))
    .groupBy(sql`1`, invoices.currency); // by position: the expression holds parameters
}

/**
 * Per client and currency: invoiced, paid, outstanding and overdue totals. Invoices of a deleted
 * client (clientId cleared) are grouped by the name they were issued to.
 */
export async function totalsByClient(tx: Tx, scope: Scope) {
  const orphanName = sql`case when ${invoices.clientId} is null then ${invoices.clientName} end`;
  const pendingOrOverdue = sql`(${isPending(scope.today)} or ${isOverdue(scope.today)})`;
  return tx
    .select({
      clientId: invoices.clientId,
      name: sql<string>`coalesce(max(${clients.name}), max(${invoices.clientName}))`,
      currency: invoices.currency,
      invoices: sql<number>`count(*)`.mapWith(Number),
      invoiced: sql<string>`sum(${invoices.total})::text`,
      paid: sumWhere(isPaid),
      outstanding: sumWhere(pendingOrOverdue),
      overdue: sumWhere(isOverdue(scope.today)),
    })
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(scoped(scope), issuedInRange(scope)))
    .groupBy(invoices.clientId, orphanName, invoices.currency);
}

/** Unpaid invoices by days past due, per currency. */
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
      amount: sql<string>`sum(${invoices.total})::text`,
    })
    .from(invoices)
    .where(
      and(scoped(scope), issuedInRange(scope), sql`(${isPending(scope.today)} or ${isOverdue(scope.today)})`),
    )
    .groupBy(sql`1`, invoices.currency); // by position: the expression holds parameters
}

/**
 * SPEC §3 report rows for the filters, newest issue date first, as one JSON array built by the
 * database: thousands of rows travel as a single value instead of being mapped one by one.
 */
export async function reportRowsJson(tx: Tx, scope: Scope): Promise<string> {
  const row = sql`json_build_object(
    'id', ${invoices.id},
    'invoiceNumber', ${invoices.invoiceNumber},
    'clientName', ${invoices.clientName},
    'amount', ${invoices.total}::text,
    'currency', ${invoices.currency},
    'status', ${effectiveStatus(scope.today)},
    'issueDate', ${invoices.issueDate}::text,
    'dueDate', ${invoices.dueDate}::text)`;
  const [result] = await tx
    .select({
      json: sql<string>`coalesce(json_agg(${row} order by ${invoices.issueDate} desc, ${invoices.id} desc), '[]'::json)::text`,
    })
    .from(invoices)
    .where(and(scoped(scope), issuedInRange(scope)));
  return result?.json ?? '[]';
}
