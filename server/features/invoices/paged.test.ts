/**
 * GET /api/invoices/paged: pages, search, status filters, every sort in both orders, counts over the
 * search, items shaped as in GET /api/invoices, bad parameters, and only the user's own invoices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { INVOICE_SORTS, type Invoice, type InvoicePage } from '../../../shared/invoices';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTestClient,
  createTestInvoice,
  createTestUser,
  saveTestSettings,
} from '../../../test/factories';

let t: TestApp;
let agent: Agent;
let all: Invoice[];
beforeAll(async () => {
  t = await createTestApp();
  ({ agent } = await createTestUser(t.app));
  await saveTestSettings(agent, { invoicePrefix: 'INV', invoiceNumberStart: 8 });
  const today = todayIn('Europe/Berlin');
  const acme = await createTestClient(agent, { name: 'Acme 100% Corp', email: 'ap@acme.example' });
  const zeta = await createTestClient(agent, { name: 'zeta_works', email: 'Billing@Zeta.example' });
  const beta = await createTestClient(agent, { name: 'Beta GmbH', email: 'office@beta.example' });
  const make = (clientId: number, over: Record<string, unknown>) =>
    createTestInvoice(agent, {
      clientId,
      issueDate: addDays(today, -40),
      dueDate: addDays(today, 10),
      lineItems: [{ description: 'Work', quantity: 1, rate: '100.00' }],
      ...over,
    });
  await make(acme.id, {}); // draft INV-8
  await make(acme.id, { status: 'sent', lineItems: [{ description: 'Work', quantity: 3, rate: '50.00' }] });
  await make(zeta.id, { status: 'sent', dueDate: addDays(today, -5) }); // overdue
  const paid = await make(beta.id, {
    status: 'sent',
    lineItems: [{ description: 'W', quantity: 1, rate: '999.00' }],
  });
  expect(
    (await agent.post(`/api/invoices/${paid.id}/payments`, { amount: 999, paidOn: today, method: 'cash' }))
      .statusCode,
  ).toBe(201);
  const voided = await make(zeta.id, { status: 'sent' });
  expect((await agent.post(`/api/invoices/${voided.id}/void`, { reason: 'Duplicate' })).statusCode).toBe(200);
  const part = await make(beta.id, { status: 'sent', dueDate: addDays(today, -1) }); // overdue, partly paid
  expect(
    (await agent.post(`/api/invoices/${part.id}/payments`, { amount: 30, paidOn: today, method: 'cash' }))
      .statusCode,
  ).toBe(201);
  for (let k = 0; k < 6; k++) await make(beta.id, { dueDate: addDays(today, k) }); // drafts INV-14..19
  all = (await agent.get('/api/invoices')).json();
  // Someone else's invoices never show.
  const other = await createTestUser(t.app);
  await createTestInvoice(other.agent, { status: 'sent' });
});
afterAll(() => t.close());

async function page(query: string): Promise<InvoicePage> {
  const res = await agent.get(`/api/invoices/paged${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const numbers = (p: InvoicePage) => p.items.map((i) => i.invoiceNumber);

describe('GET /api/invoices/paged', () => {
  it('answers the newest first in pages, items shaped as in GET /api/invoices, with totals and counts', async () => {
    const first = await page('?pageSize=5');
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.counts).toEqual({ draft: 7, notYetDue: 1, overdue: 2, paid: 1, void: 1 });
    expect(first.items).toEqual(all.slice(0, 5));
    expect((await page('?pageSize=5&page=3')).items).toEqual(all.slice(10, 12));
    expect((await page('?page=9')).items).toEqual([]);
    expect((await page('')).pageSize).toBe(50);
  });

  it('filters by status, pending being awaiting payment (not yet due and overdue), the total following the filter', async () => {
    const expected: Record<string, string[]> = {
      draft: ['draft'],
      notYetDue: ['sent'],
      overdue: ['overdue'],
      paid: ['paid'],
      void: ['void'],
      pending: ['sent', 'overdue'],
    };
    for (const [status, shown] of Object.entries(expected)) {
      const p = await page(`?status=${status}`);
      const want = all.filter((i) => shown.includes(i.status));
      expect(p.items, status).toEqual(want);
      expect(p.total, status).toBe(want.length);
      expect(p.counts).toEqual({ draft: 7, notYetDue: 1, overdue: 2, paid: 1, void: 1 });
    }
  });

  it('searches number, client name and email without case, wildcards literal, counts over the search', async () => {
    const zeta = await page('?q=ZETA.EXAMPLE');
    expect(zeta.items.map((i) => i.clientName)).toEqual(['zeta_works', 'zeta_works']);
    expect(zeta.counts).toEqual({ draft: 0, notYetDue: 0, overdue: 1, paid: 0, void: 1 });
    expect(numbers(await page('?q=inv-1&sort=invoiceNumber'))).toEqual([
      'INV-10',
      'INV-11',
      'INV-12',
      'INV-13',
      'INV-14',
      'INV-15',
      'INV-16',
      'INV-17',
      'INV-18',
      'INV-19',
    ]);
    expect((await page('?q=100%25')).items.map((i) => i.clientName)).toEqual([
      'Acme 100% Corp',
      'Acme 100% Corp',
    ]);
    expect((await page('?q=_')).total).toBe(2); // only zeta_works, "_" is no wildcard
    expect((await page('?q=nobody')).total).toBe(0);
    expect((await page('?q=acme&status=notYetDue')).items.map((i) => i.invoiceNumber)).toEqual(['INV-9']);
  });

  it('sorts by every field in both orders, ties newest first', async () => {
    const rank = { draft: 0, sent: 1, overdue: 2, paid: 3, void: 4 } as Record<string, number>;
    const key: Record<string, (i: Invoice) => string | number> = {
      invoiceNumber: (i) => Number(i.invoiceNumber.split('-')[1]),
      clientName: (i) => i.clientName.toLowerCase(),
      total: (i) => Number(i.total),
      balanceDue: (i) => Number(i.balanceDue),
      status: (i) => rank[i.status],
      issueDate: (i) => i.issueDate,
      dueDate: (i) => i.dueDate,
      createdAt: (i) => i.createdAt!,
    };
    const newestFirst = new Map(all.map((i, index) => [i.id, index]));
    for (const sort of INVOICE_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const sign = order === 'asc' ? 1 : -1;
        const want = [...all].sort((a, b) => {
          const [x, y] = [key[sort](a), key[sort](b)];
          if (x !== y) return (x < y ? -1 : 1) * sign;
          return (newestFirst.get(b.id)! - newestFirst.get(a.id)!) * sign;
        });
        const got = await page(`?sort=${sort}&order=${order}&pageSize=100`);
        expect(numbers(got), `${sort} ${order}`).toEqual(want.map((i) => i.invoiceNumber));
      }
    }
    expect(numbers(await page('?sort=total'))[0]).toBe(numbers(await page('?sort=total&order=asc'))[0]);
  });

  it('refuses bad parameters with a clear message', async () => {
    const cases: [string, string][] = [
      ['?pageSize=0', 'Page size must be a whole number from 1 to 100'],
      ['?pageSize=101', 'Page size must be a whole number from 1 to 100'],
      ['?page=0', 'Page must be a whole number of at least 1'],
      ['?page=abc', 'Page must be a whole number of at least 1'],
      ['?status=open', 'Status must be one of draft, notYetDue, overdue, paid, void, pending'],
      ['?sort=amount', 'Sort must be one of invoiceNumber'],
      ['?order=up', 'Order must be asc or desc'],
    ];
    for (const [query, message] of cases) {
      const res = await agent.get(`/api/invoices/paged${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(message);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices/paged' })).statusCode).toBe(401);
  });
});
