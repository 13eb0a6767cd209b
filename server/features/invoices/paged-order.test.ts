/**
 * The paged list reads a page through indexes (migration 0014) and its counts from the kept figures;
 * it must answer exactly what reading every row would: the same items in the same order on every page,
 * and the same counts, for every sort in both orders, every status filter and searches. The reference
 * here is the statement it replaced — each row's effective status and balance worked out and sorted,
 * the search three ILIKEs — run on invoices made to tie: equal names but for case, dates, totals,
 * balances, creation times; every status, stored overdue included; payments and credits.
 */
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import {
  INVOICE_SORTS,
  type InvoicePageQuery,
  type InvoiceSort,
  PAGE_STATUS_FILTERS,
  type PageStatusFilter,
} from '../../../shared/invoices';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestUser } from '../../../test/factories';
import type { Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import { pageInvoicesJson } from './paged-repository';
import { invoiceJson } from './repository';
import { balanceDueSql, dateParam, effectiveStatusSql } from './status';

let t: TestApp;
let userId: string;
const today = todayIn('Europe/Berlin');

/** What the list answered before migration 0014: every row of the user read, sorted by the rule. */
async function referencePage(tx: Tx, query: InvoicePageQuery) {
  const i = invoices;
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const search = query.q
    ? or(
        sql`${i.invoiceNumber} ilike ${like(query.q)}`,
        sql`${i.clientName} ilike ${like(query.q)}`,
        sql`${i.clientEmail} ilike ${like(query.q)}`,
      )
    : undefined;
  const status = effectiveStatusSql(dateParam(today));
  const filter: Record<PageStatusFilter, SQL> = {
    draft: sql`${status} = 'draft'`,
    notYetDue: sql`${status} = 'sent'`,
    overdue: sql`${status} = 'overdue'`,
    paid: sql`${status} = 'paid'`,
    void: sql`${status} = 'void'`,
    pending: sql`${status} in ('sent', 'overdue')`,
  };
  const key: Record<InvoiceSort, SQL[]> = {
    invoiceNumber: [sql`${i.invoiceNumberPrefix}`, sql`${i.invoiceNumberSeq}`, sql`${i.invoiceNumber}`],
    clientName: [sql`lower(${i.clientName})`],
    total: [sql`${i.total}`],
    balanceDue: [balanceDueSql],
    status: [
      sql`(case ${status} when 'draft' then 0 when 'sent' then 1 when 'overdue' then 2 when 'paid' then 3 else 4 end)`,
    ],
    issueDate: [sql`${i.issueDate}`],
    dueDate: [sql`${i.dueDate}`],
    createdAt: [sql`${i.createdAt}`],
  };
  const direction =
    (query.order ?? (query.sort === 'createdAt' ? 'desc' : 'asc')) === 'asc' ? sql`asc` : sql`desc`;
  const keys = [...key[query.sort], sql`${i.createdAt}`, sql`${i.id}`].map((k) => sql`${k} ${direction}`);
  const count = (s: string) => sql<number>`count(*) filter (where ${status} = ${s})::int`;
  const [counts] = await tx
    .select({
      draft: count('draft'),
      notYetDue: count('sent'),
      overdue: count('overdue'),
      paid: count('paid'),
      void: count('void'),
    })
    .from(i)
    .where(and(eq(i.userId, userId), search));
  const page = tx
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.userId, userId), search, query.status ? filter[query.status] : undefined))
    .orderBy(...keys)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  const [row] = await tx
    .select({
      json: sql<string>`coalesce(json_agg(${invoiceJson(today)} order by ${sql.join(keys, sql`, `)}), '[]')::text`,
    })
    .from(i)
    .innerJoin(page, eq(page.id, i.id));
  return { items: JSON.parse(row.json), counts };
}

async function bothAnswer(query: InvoicePageQuery) {
  const got = await pageInvoicesJson(t.database.db, userId, today, query);
  const want = await referencePage(t.database.db, query);
  expect({ items: JSON.parse(got.itemsJson), counts: got.counts }, JSON.stringify(query)).toEqual(want);
  return want.items.length;
}

beforeAll(async () => {
  t = await createTestApp();
  ({
    user: { id: userId },
  } = await createTestUser(t.app));
  // 48 invoices in few distinct values, so every sort has ties: 4 names (two equal but for case),
  // 3 issue dates, 4 due dates around today, 3 totals, creation times in threes.
  const names = ['acme', 'Acme', 'Beta GmbH', 'zeta works'];
  const statuses = ['draft', 'sent', 'sent', 'overdue', 'paid', 'void'];
  const rows = Array.from({ length: 48 }, (_, k) => {
    const total = ['100.00', '250.00', '100.00'][k % 3];
    const status = statuses[k % statuses.length];
    const name = names[k % names.length];
    return {
      userId,
      invoiceNumber: `INV-${k % 2 ? k + 1 : 100 + k}`,
      clientName: name,
      clientEmail: `billing@${name.split(' ')[0].toLowerCase()}.example`,
      issueDate: addDays(today, -40 + (k % 3) * 5),
      dueDate: addDays(today, [-3, -1, 0, 2][k % 4]),
      status,
      currency: k % 5 ? 'EUR' : 'USD',
      subtotal: total,
      total,
      // Paid in full, paid in part, credited in part, or nothing yet.
      amountPaid: status === 'paid' ? total : k % 7 === 0 ? '30.00' : '0',
      creditedAmount: k % 11 === 0 && status !== 'paid' ? '20.00' : '0',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(k / 3))),
    };
  });
  await t.database.db.insert(invoices).values(rows);
  // Someone else's invoices never show.
  const other = await createTestUser(t.app);
  await t.database.db.insert(invoices).values({ ...rows[0], userId: other.user.id });
});
afterAll(() => t.close());

const query = (q: Partial<InvoicePageQuery>): InvoicePageQuery => ({
  page: 1,
  pageSize: 7,
  sort: 'createdAt',
  ...q,
});

describe('the paged list answers as reading every row would', () => {
  it('for every sort in both orders, every status filter, on every page', async () => {
    for (const sort of INVOICE_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        for (const status of [undefined, ...PAGE_STATUS_FILTERS]) {
          for (let page = 1; ; page++) {
            if ((await bothAnswer(query({ sort, order, status, page }))) === 0) break;
          }
        }
      }
    }
  });

  it('with the order left to the sort, and with a search (counts over the search)', async () => {
    for (const sort of INVOICE_SORTS) await bothAnswer(query({ sort, pageSize: 50 }));
    for (const q of ['acme', 'INV-1', 'ZETA.example', 'beta gmbh', 'nobody']) {
      for (const sort of INVOICE_SORTS) {
        for (const status of [undefined, 'pending', 'notYetDue', 'overdue'] as const) {
          await bothAnswer(query({ q, sort, status, order: 'desc', pageSize: 5, page: 2 }));
          await bothAnswer(query({ q, sort, status, pageSize: 50 }));
        }
      }
    }
  });
});
