/**
 * GET /api/invoices/paged in SQL: one page of the user's invoices, searched, filtered and sorted, with
 * the counts per status over the search. Every statement reads about a page of rows through an index
 * (migration 0014, docs/decisions/030-paged-search-and-indexes.md), not all of the user's invoices.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type {
  InvoicePageQuery,
  InvoiceSort,
  InvoiceStatusCounts,
  PageStatusFilter,
} from '../../../shared/invoices';
import type { Db, Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import { keptStatusCounts } from './figures';
import { invoiceJson } from './repository';
import {
  AWAITING_PAYMENT_STATUSES,
  awaitingPaymentSql,
  balanceDueSql,
  dateParam,
  type EffectiveStatus,
  effectiveStatusIsSql,
  effectiveStatusSql,
} from './status';

/**
 * The effective statuses each filter shows: notYetDue is effective `sent`; pending, awaiting payment,
 * is effective sent or overdue — stored sent or overdue, `awaitingPaymentSql`.
 */
const FILTER_STATUSES: Record<PageStatusFilter, EffectiveStatus[]> = {
  draft: ['draft'],
  notYetDue: ['sent'],
  overdue: ['overdue'],
  paid: ['paid'],
  void: ['void'],
  pending: [...AWAITING_PAYMENT_STATUSES],
};

/** The status sort's order (ascending), as the counts name them. */
const STATUS_ORDER: [EffectiveStatus, keyof InvoiceStatusCounts][] = [
  ['draft', 'draft'],
  ['sent', 'notYetDue'],
  ['overdue', 'overdue'],
  ['paid', 'paid'],
  ['void', 'void'],
];

/** Lowercase and without accents, as migration 0014's `duely_fold`: "MÜLLER", "Müller", "muller" alike. */
const fold = (value: SQL | string) => sql`duely_fold(${value})`;

/** `%text%` for LIKE, folded; its wildcards, also those folding makes ("％" → "%"), taken literally. */
const containing = (q: string) =>
  sql`'%' || replace(replace(replace(${fold(q)}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/**
 * The search: the text within the invoice number, the client's name or the client's email, ignoring
 * case and accents, read from the stored `search_text` (the three folded, one per line) through the
 * trigram index invoices_user_search_idx. Only a search with a line break in it could match across two
 * of them there: it folds each field of each row instead (slow, and it has never been typed in a box).
 */
function searchSql(q: string): SQL {
  const i = invoices;
  const pattern = containing(q);
  if (!q.includes('\n')) return sql`${i.searchText} like ${pattern}`;
  return sql`(${fold(sql`${i.invoiceNumber}`)} like ${pattern} or ${fold(sql`${i.clientName}`)} like ${pattern} or ${fold(sql`${i.clientEmail}`)} like ${pattern})`;
}

/** What each sort orders by (the status sort is paged by `statusSortedPage`); ties: created_at, id. */
function sortKeys(sort: Exclude<InvoiceSort, 'status'>): SQL[] {
  const i = invoices;
  switch (sort) {
    case 'invoiceNumber':
      // The prefix as text, then the number as a number: INV-9 before INV-10 (columns the database
      // keeps from the number, so no row is parsed while sorting).
      return [sql`${i.invoiceNumberPrefix}`, sql`${i.invoiceNumberSeq}`, sql`${i.invoiceNumber}`];
    case 'clientName':
      return [sql`lower(${i.clientName})`];
    case 'total':
      return [sql`${i.total}`];
    case 'balanceDue':
      return [balanceDueSql];
    case 'issueDate':
      return [sql`${i.issueDate}`];
    case 'dueDate':
      return [sql`${i.dueDate}`];
    case 'createdAt':
      return [];
  }
}

const TIES = [sql`${invoices.createdAt}`, sql`${invoices.id}`];

/** Keys with their direction, for ORDER BY. */
const ordered = (keys: SQL[], direction: 'asc' | 'desc') =>
  keys.map((k) => sql`${k} ${direction === 'asc' ? sql`asc` : sql`desc`}`);

/** The page's rows (`ids`, a subquery) as one JSON array text built by the database, in `orderBy`'s order. */
async function pageJson(tx: Tx, today: string, ids: SQL, orderBy: SQL[]): Promise<string> {
  const [row] = await tx
    .select({
      json: sql<string>`coalesce(json_agg(${invoiceJson(today)} order by ${sql.join(orderBy, sql`, `)}), '[]')::text`,
    })
    .from(invoices)
    .where(sql`${invoices.id} in (${ids})`);
  return row.json;
}

/** Every sort but status: one index in the sort's order (migration 0014) gives the page's ids. */
function sortedPage(tx: Tx, today: string, where: SQL, query: InvoicePageQuery, direction: 'asc' | 'desc') {
  const keys = ordered([...sortKeys(query.sort as Exclude<InvoiceSort, 'status'>), ...TIES], direction);
  const ids = sql`select ${invoices.id} from ${invoices} where ${where} order by ${sql.join(keys, sql`, `)}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  return pageJson(tx, today, ids, keys);
}

/**
 * The status sort. Its key, the effective status, depends on today, so no index holds it in order;
 * but the counts say how many invoices each status has, so the page is cut from one or two statuses'
 * runs, each newest first (or oldest first) through invoices_user_status_created_idx.
 */
function statusSortedPage(
  tx: Tx,
  today: string,
  where: SQL,
  query: InvoicePageQuery,
  direction: 'asc' | 'desc',
  counts: InvoiceStatusCounts,
): Promise<string> | string {
  const shown = query.status ? FILTER_STATUSES[query.status] : undefined;
  const runs = STATUS_ORDER.filter(([status]) => !shown || shown.includes(status));
  if (direction === 'desc') runs.reverse();
  let skip = (query.page - 1) * query.pageSize;
  let left = query.pageSize;
  const parts: SQL[] = [];
  for (const [status, key] of runs) {
    if (left === 0) break;
    if (skip >= counts[key]) {
      skip -= counts[key];
      continue;
    }
    const take = Math.min(left, counts[key] - skip);
    parts.push(sql`(select ${invoices.id} from ${invoices}
      where ${where} and ${effectiveStatusIsSql(status, dateParam(today))}
      order by ${sql.join(ordered(TIES, direction), sql`, `)} limit ${take} offset ${skip})`);
    skip = 0;
    left -= take;
  }
  if (parts.length === 0) return '[]';
  const rank = sql`(case ${effectiveStatusSql(dateParam(today))} ${sql.raw(
    runs.map(([status], n) => `when '${status}' then ${n}`).join(' '),
  )} end)`;
  return pageJson(tx, today, sql.join(parts, sql` union all `), [rank, ...ordered(TIES, direction)]);
}

/** The counts per status over a search: the rows it matches, found through the trigram index. */
async function countStatuses(tx: Tx, where: SQL, today: string): Promise<InvoiceStatusCounts> {
  const day = dateParam(today);
  const count = (status: EffectiveStatus) =>
    sql<number>`count(*) filter (where ${effectiveStatusIsSql(status, day)})::int`;
  const [row] = await tx
    .select({
      draft: count('draft'),
      notYetDue: count('sent'),
      overdue: count('overdue'),
      paid: count('paid'),
      void: count('void'),
    })
    .from(invoices)
    .where(where);
  return row;
}

/**
 * One page of the user's invoices with the counts per status over the search. The status sort cuts
 * its page by the counts, so it reads both from one snapshot (a read-only repeatable-read
 * transaction); the other sorts read them as two statements, as before, sparing the transaction's
 * round trips (a write between the two can leave the total one off the items until the next read).
 */
export function pageInvoicesJson(
  db: Db,
  userId: string,
  today: string,
  query: InvoicePageQuery,
): Promise<{ itemsJson: string; counts: InvoiceStatusCounts }> {
  const searched = and(eq(invoices.userId, userId), query.q ? searchSql(query.q) : undefined)!;
  const shown = query.status ? FILTER_STATUSES[query.status] : undefined;
  const filter =
    query.status === 'pending'
      ? awaitingPaymentSql
      : shown &&
        sql.join(
          shown.map((s) => effectiveStatusIsSql(s, dateParam(today))),
          sql` or `,
        );
  const where = filter ? sql`${searched} and ${filter}` : searched;
  const direction = query.order ?? (query.sort === 'createdAt' ? 'desc' : 'asc');
  const counted = (tx: Tx) =>
    query.q ? countStatuses(tx, searched, today) : keptStatusCounts(tx, userId, today);
  if (query.sort !== 'status') {
    return Promise.all([counted(db), sortedPage(db, today, where, query, direction)]).then(
      ([counts, itemsJson]) => ({ itemsJson, counts }),
    );
  }
  return db.transaction(
    async (tx) => {
      const counts = await counted(tx);
      return { itemsJson: await statusSortedPage(tx, today, searched, query, direction, counts), counts };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
