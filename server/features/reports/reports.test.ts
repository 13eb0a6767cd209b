import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import type { Report, ReportInvoiceRow } from '../../../shared/reports';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTestClient,
  createTestInvoice,
  createTestUser,
  recordTestPayment,
  saveTestSettings,
} from '../../../test/factories';
import { invoices } from '../../db/schema';
import { addMonths, firstDay } from './periods';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof createTestUser>>;
type Agent = Owner['agent'];

// The test users live in Berlin; the server measures "today" there too.
const today = todayIn('Europe/Berlin');
const T = (days: number) => addDays(today, days);
const thisMonth = today.slice(0, 7);
const lastMonth = addMonths(thisMonth, -1);
const midLastMonth = `${lastMonth}-15`;

/**
 * An invoice of one line at `rate` (the default 19% tax: 100.00 → 119.00), then moved to the wanted
 * status directly, as if it had been issued back then; a paid one gets one payment of its total on
 * `paidOn`.
 */
async function seedInvoice(
  { agent, user }: Owner,
  clientId: number,
  opts: {
    rate: string;
    issueDate: string;
    dueDate: string;
    status: 'draft' | 'sent' | 'paid' | 'overdue' | 'void';
    paidOn?: string;
    currency?: 'EUR' | 'USD';
  },
) {
  const created = await createTestInvoice(agent, {
    clientId,
    currency: opts.currency ?? 'EUR',
    issueDate: opts.issueDate,
    dueDate: opts.dueDate,
    status: 'draft',
    lineItems: [{ description: 'Work', quantity: 1, rate: opts.rate }],
  });
  const status = opts.status === 'paid' ? 'sent' : opts.status;
  await t.database.db.update(invoices).set({ status }).where(eq(invoices.id, created.id));
  if (opts.status === 'paid') {
    const paidOn = opts.paidOn ?? opts.issueDate;
    await recordTestPayment(t.database.db, {
      userId: user.id,
      invoiceId: created.id,
      amount: created.total,
      paidOn,
    });
  }
  return created;
}

const getReport = async (agent: Agent, query = '') => {
  const res = await agent.get(`/api/reports${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
};
const getRows = async (agent: Agent, query = '') => {
  const res = await agent.get(`/api/reports/invoices${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportInvoiceRow[];
};
const numbers = (rows: ReportInvoiceRow[]) => rows.map((r) => r.invoiceNumber).sort();

/** Unpaid invoices of the seeded set by days past due (the letters name the seeded invoices). */
const EXPECTED_AGING = [
  { bucket: 'current', invoices: 1, amount: [{ currency: 'EUR', amount: '119.00' }] }, // C
  { bucket: '1-30', invoices: 1, amount: [{ currency: 'EUR', amount: '238.00' }] }, // D, 10 days
  { bucket: '31-60', invoices: 1, amount: [{ currency: 'EUR', amount: '119.00' }] }, // E, 45 days
  { bucket: '61-90', invoices: 1, amount: [{ currency: 'EUR', amount: '119.00' }] }, // F, 75 days
  { bucket: '90+', invoices: 1, amount: [{ currency: 'EUR', amount: '1190.00' }] }, // G, 120 days
];
describe('reports on a seeded set', () => {
  let owner: Owner;
  let agent: Agent;
  const n: Record<string, string> = {};

  beforeAll(async () => {
    owner = await createTestUser(t.app);
    ({ agent } = owner);
    const acme = await createTestClient(agent, { name: 'Acme' });
    const beta = await createTestClient(agent, { name: 'Beta' });
    const gamma = await createTestClient(agent, { name: 'Gamma' });
    const delta = await createTestClient(agent, { name: 'Delta' });
    const seed = async (key: string, clientId: number, opts: Parameters<typeof seedInvoice>[2]) => {
      n[key] = (await seedInvoice(owner, clientId, opts)).invoiceNumber;
    };
    // A and H paid today (this month), B paid last month, C not yet due, D–G overdue in each bucket.
    await seed('A', acme.id, {
      rate: '100',
      issueDate: firstDay(thisMonth),
      dueDate: T(30),
      status: 'paid',
      paidOn: today,
    });
    await seed('B', acme.id, {
      rate: '200',
      issueDate: T(-70),
      dueDate: T(-40),
      status: 'paid',
      paidOn: midLastMonth,
    });
    await seed('C', beta.id, { rate: '100', issueDate: today, dueDate: T(30), status: 'sent' });
    await seed('D', beta.id, { rate: '200', issueDate: T(-40), dueDate: T(-10), status: 'sent' });
    await seed('E', acme.id, { rate: '100', issueDate: T(-80), dueDate: T(-45), status: 'overdue' });
    await seed('F', gamma.id, { rate: '100', issueDate: T(-100), dueDate: T(-75), status: 'sent' });
    await seed('G', gamma.id, { rate: '1000', issueDate: T(-125), dueDate: T(-120), status: 'sent' });
    await seed('H', acme.id, {
      rate: '100',
      issueDate: firstDay(thisMonth),
      dueDate: T(30),
      status: 'paid',
      paidOn: today,
      currency: 'USD',
    });
    // A draft was never sent: no report counts it.
    await seed('I', delta.id, { rate: '500', issueDate: today, dueDate: T(30), status: 'draft' });
  });

  it('summarises every issued invoice, amounts per currency, company currency first', async () => {
    const report = await getReport(agent);
    expect(report.currency).toBe('EUR');
    expect(report.today).toBe(today);
    expect(report.hasInvoices).toBe(true);
    expect(report.summary).toEqual({
      totalRevenue: [
        { currency: 'EUR', amount: '357.00' }, // A 119 + B 238
        { currency: 'USD', amount: '119.00' }, // H
      ],
      totalInvoices: 8,
      paidInvoices: 3,
      pendingInvoices: 5, // sent and unpaid, overdue included (C–G); never the draft I
      overdueInvoices: 4,
      // EUR: (119 + 238 + 119 + 238 + 119 + 119 + 1190) / 7 = 2142 / 7
      averageInvoiceValue: [
        { currency: 'EUR', amount: '306.00' },
        { currency: 'USD', amount: '119.00' },
      ],
      totalClients: 4,
      activeClients: 3,
    });
  });

  it('overview: revenue by month of payment over the last 12 months, and the aging buckets', async () => {
    const report = await getReport(agent, '?reportType=overview');
    expect(report.revenueByMonth).toHaveLength(12);
    expect(report.revenueByMonth?.at(-1)).toEqual({
      month: thisMonth,
      revenue: [
        { currency: 'EUR', amount: '119.00' },
        { currency: 'USD', amount: '119.00' },
      ],
    });
    expect(report.revenueByMonth?.at(-2)).toEqual({
      month: lastMonth,
      revenue: [{ currency: 'EUR', amount: '238.00' }],
    });
    expect(report.revenueByMonth?.at(0)?.revenue).toEqual([{ currency: 'EUR', amount: '0.00' }]);
    expect(report.aging).toEqual(EXPECTED_AGING);
    expect(report.clients).toBeUndefined();
  });

  it('revenue: only the revenue series', async () => {
    const report = await getReport(agent, '?reportType=revenue');
    expect(report.revenueByMonth?.at(-1)?.month).toBe(thisMonth);
    expect(report.aging).toBeUndefined();
    expect(report.clients).toBeUndefined();
  });

  it('aging: unpaid invoices by days past due', async () => {
    const report = await getReport(agent, '?reportType=aging');
    expect(report.aging).toEqual(EXPECTED_AGING);
    expect(report.revenueByMonth).toBeUndefined();
  });

  it('client: per-client totals and outstanding amounts, largest first', async () => {
    const report = await getReport(agent, '?reportType=client');
    const eur = (amount: string) => ({ currency: 'EUR', amount });
    expect(report.clients).toEqual([
      {
        clientId: expect.any(Number),
        name: 'Gamma',
        invoices: 2,
        invoiced: [eur('1309.00')],
        paid: [eur('0.00')],
        outstanding: [eur('1309.00')],
        overdue: [eur('1309.00')],
      },
      {
        clientId: expect.any(Number),
        name: 'Acme',
        invoices: 4,
        invoiced: [eur('476.00'), { currency: 'USD', amount: '119.00' }],
        paid: [eur('357.00'), { currency: 'USD', amount: '119.00' }],
        outstanding: [eur('119.00')],
        overdue: [eur('119.00')],
      },
      {
        clientId: expect.any(Number),
        name: 'Beta',
        invoices: 2,
        invoiced: [eur('357.00')],
        paid: [eur('0.00')],
        outstanding: [eur('357.00')],
        overdue: [eur('238.00')],
      },
    ]);
  });

  it('lists report rows with the effective status, newest issue date first', async () => {
    const rows = await getRows(agent);
    expect(numbers(rows)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((k) => n[k]).sort());
    const d = rows.find((r) => r.invoiceNumber === n.D);
    expect(d).toEqual({
      id: expect.any(Number),
      type: 'Invoice',
      invoiceNumber: n.D,
      clientName: 'Beta',
      amount: '238.00',
      amountPaid: '0.00',
      balanceDue: '238.00',
      currency: 'EUR',
      status: 'overdue', // stored as sent, but past due
      issueDate: T(-40),
      dueDate: T(-10),
      net: '200.00',
      tax: '38.00',
      serviceDate: T(-40), // none given: the issue date
      clientVatId: null,
    });
    expect(rows.map((r) => r.issueDate)).toEqual([...rows.map((r) => r.issueDate)].sort().reverse());
  });

  it.each([
    ['paid', ['A', 'B', 'H'], { paidInvoices: 3, pendingInvoices: 0, overdueInvoices: 0 }],
    ['pending', ['C', 'D', 'E', 'F', 'G'], { paidInvoices: 0, pendingInvoices: 5, overdueInvoices: 4 }],
    ['overdue', ['D', 'E', 'F', 'G'], { paidInvoices: 0, pendingInvoices: 4, overdueInvoices: 4 }],
  ])('filters by status %s', async (status, keys, counts) => {
    const rows = await getRows(agent, `?status=${status}`);
    expect(numbers(rows)).toEqual(keys.map((k) => n[k]).sort());
    if (status !== 'paid')
      expect(new Set(rows.map((r) => r.status))).toEqual(
        new Set(status === 'pending' ? ['sent', 'overdue'] : [status]),
      );
    const report = await getReport(agent, `?status=${status}`);
    expect(report.summary).toMatchObject({ totalInvoices: keys.length, ...counts });
  });

  it('a paid filter counts no revenue from anything else, a pending filter counts none at all', async () => {
    expect((await getReport(agent, '?status=paid')).summary.totalRevenue[0]).toEqual({
      currency: 'EUR',
      amount: '357.00',
    });
    expect((await getReport(agent, '?status=pending')).summary.totalRevenue).toEqual([
      { currency: 'EUR', amount: '0.00' },
    ]);
  });

  it('filters by issue date and compares with the equally long period before', async () => {
    const range = `?startDate=${T(-100)}&endDate=${T(-70)}`;
    expect(numbers(await getRows(agent, range))).toEqual([n.B, n.E, n.F].sort());
    const report = await getReport(agent, range);
    expect(report.startDate).toBe(T(-100));
    expect(report.summary).toMatchObject({
      totalInvoices: 3,
      paidInvoices: 1,
      overdueInvoices: 2,
      // B was paid last month, outside the range: revenue counts payments received in the range.
      totalRevenue: [{ currency: 'EUR', amount: '0.00' }],
      averageInvoiceValue: [{ currency: 'EUR', amount: '158.67' }], // (238 + 119 + 119) / 3
      activeClients: 2, // Acme (B, E), Gamma (F)
      totalClients: 4,
    });
    expect(report.comparison).toEqual({
      basis: 'period',
      current: {
        start: T(-100),
        end: T(-70),
        revenue: [{ currency: 'EUR', amount: '0.00' }],
        invoices: 3,
        averageInvoiceValue: [{ currency: 'EUR', amount: '158.67' }],
      },
      previous: {
        start: T(-131),
        end: T(-101),
        revenue: [{ currency: 'EUR', amount: '0.00' }],
        invoices: 1, // G
        averageInvoiceValue: [{ currency: 'EUR', amount: '1190.00' }],
      },
    });
  });

  it('counts revenue by the day it was paid when a range is set', async () => {
    const report = await getReport(agent, `?startDate=${lastMonth}-15&endDate=${lastMonth}-15`);
    expect(report.summary.totalRevenue).toEqual([{ currency: 'EUR', amount: '238.00' }]);
    // B was issued earlier; D (issued 40 days ago) falls on that day when today is about the 24th.
    expect(report.summary.totalInvoices).toBe(T(-40) === `${lastMonth}-15` ? 1 : 0);
  });

  it('answers with nothing for another user', async () => {
    const other = await createTestUser(t.app);
    const report = await getReport(other.agent, '?reportType=client');
    expect(report.hasInvoices).toBe(false);
    expect(report.summary).toEqual({
      totalRevenue: [{ currency: 'EUR', amount: '0.00' }],
      totalInvoices: 0,
      paidInvoices: 0,
      pendingInvoices: 0,
      overdueInvoices: 0,
      averageInvoiceValue: [{ currency: 'EUR', amount: '0.00' }],
      totalClients: 0,
      activeClients: 0,
    });
    expect(report.clients).toEqual([]);
    expect(await getRows(other.agent)).toEqual([]);
    // And the first user's figures never include the other user's invoices.
    const stranger = await createTestClient(other.agent, { name: 'Stranger' });
    await seedInvoice(other, stranger.id, {
      rate: '100',
      issueDate: today,
      dueDate: T(30),
      status: 'sent',
    });
    expect((await getRows(agent)).some((r) => r.clientName === 'Stranger')).toBe(false);
    expect((await getReport(agent)).summary.totalInvoices).toBe(8);
  });
});

describe('payments in parts and void invoices', () => {
  let agent: Agent;
  const n: Record<string, string> = {};
  const eur = (amount: string) => [{ currency: 'EUR', amount }];

  beforeAll(async () => {
    const owner = await createTestUser(t.app);
    ({ agent } = owner);
    await saveTestSettings(agent); // EUR, no tax
    const client = await createTestClient(agent, { name: 'Parts' });
    const seed = async (key: string, opts: Parameters<typeof seedInvoice>[2]) => {
      const invoice = await seedInvoice(owner, client.id, opts);
      n[key] = invoice.invoiceNumber;
      return invoice.id;
    };
    const pay = (invoiceId: number, amount: string, paidOn: string) =>
      recordTestPayment(t.database.db, { userId: owner.user.id, invoiceId, amount, paidOn });
    // €1,000 not yet due, €400 of it received today.
    await pay(
      await seed('P', { rate: '1000', issueDate: today, dueDate: T(30), status: 'sent' }),
      '400',
      today,
    );
    // €500 ten days overdue, €100 received in the middle of last month.
    await pay(
      await seed('Q', { rate: '500', issueDate: T(-70), dueDate: T(-10), status: 'sent' }),
      '100',
      midLastMonth,
    );
    // €200 paid in two parts: €50 last month, €150 today.
    const r = await seed('R', { rate: '200', issueDate: T(-70), dueDate: T(30), status: 'sent' });
    await pay(r, '50', midLastMonth);
    await pay(r, '150', today);
    // A void invoice, past due: it counts nowhere.
    await seed('V', { rate: '700', issueDate: T(-20), dueDate: T(-5), status: 'void' });
  });

  it('counts revenue as the payments received, by the date they were paid on', async () => {
    const report = await getReport(agent);
    expect(report.summary).toMatchObject({
      totalRevenue: eur('700.00'), // 400 + 100 + 50 + 150
      totalInvoices: 3,
      paidInvoices: 1,
      pendingInvoices: 2, // P, and Q which is overdue
      overdueInvoices: 1,
      averageInvoiceValue: eur('566.67'), // (1000 + 500 + 200) / 3: the void invoice is left out
    });
    expect(report.comparison?.current.revenue).toEqual(eur('550.00')); // 400 + 150 this month
    expect(report.comparison?.previous.revenue).toEqual(eur('150.00')); // 100 + 50 last month
    expect(report.revenueByMonth?.at(-1)).toEqual({ month: thisMonth, revenue: eur('550.00') });
    expect(report.revenueByMonth?.at(-2)).toEqual({ month: lastMonth, revenue: eur('150.00') });
    const lastMonthOnly = await getReport(agent, `?startDate=${midLastMonth}&endDate=${midLastMonth}`);
    expect(lastMonthOnly.summary.totalRevenue).toEqual(eur('150.00'));
  });

  it('ages and totals the balances due', async () => {
    const report = await getReport(agent, '?reportType=aging');
    expect(report.aging?.slice(0, 2)).toEqual([
      { bucket: 'current', invoices: 1, amount: eur('600.00') }, // P: 1000 − 400
      { bucket: '1-30', invoices: 1, amount: eur('400.00') }, // Q: 500 − 100
    ]);
    expect(report.aging?.slice(2).every((b) => b.invoices === 0)).toBe(true);
    const { clients } = await getReport(agent, '?reportType=client');
    expect(clients).toEqual([
      {
        clientId: expect.any(Number),
        name: 'Parts',
        invoices: 3,
        invoiced: eur('1700.00'),
        paid: eur('700.00'),
        outstanding: eur('1000.00'),
        overdue: eur('400.00'),
      },
    ]);
  });

  it('lists what was paid and what is due on each row, and the void invoice with status void', async () => {
    const rows = await getRows(agent);
    expect(numbers(rows)).toEqual([n.P, n.Q, n.R, n.V].sort());
    expect(rows.find((r) => r.invoiceNumber === n.P)).toMatchObject({
      type: 'Invoice',
      amount: '1000.00',
      amountPaid: '400.00',
      balanceDue: '600.00',
      status: 'sent',
    });
    expect(rows.find((r) => r.invoiceNumber === n.R)).toMatchObject({
      amountPaid: '200.00',
      balanceDue: '0.00',
      status: 'paid',
    });
    // Listed as issued (its number stays in the books), owing nothing.
    expect(rows.find((r) => r.invoiceNumber === n.V)).toMatchObject({
      type: 'Invoice',
      amount: '700.00',
      amountPaid: '0.00',
      balanceDue: '0.00',
      status: 'void',
    });
  });

  it.each([
    ['all', ['P', 'Q', 'R', 'V'], '700.00'],
    ['paid', ['R'], '200.00'],
    ['pending', ['P', 'Q'], '500.00'],
    ['overdue', ['Q'], '100.00'],
  ])(
    'status %s: the void invoice is listed under all only, counted never; revenue is what they received',
    async (status, keys, revenue) => {
      expect(numbers(await getRows(agent, `?status=${status}`))).toEqual(keys.map((k) => n[k]).sort());
      const report = await getReport(agent, `?status=${status}`);
      expect(report.summary.totalInvoices).toBe(keys.filter((k) => k !== 'V').length);
      expect(report.summary.totalRevenue).toEqual(eur(revenue));
    },
  );
});

describe('change against last month', () => {
  it('compares this month so far with the previous calendar month', async () => {
    const owner = await createTestUser(t.app);
    const { agent } = owner;
    const client = await createTestClient(agent, { name: 'Monthly' });
    await seedInvoice(owner, client.id, {
      rate: '200',
      issueDate: firstDay(thisMonth),
      dueDate: T(30),
      status: 'paid',
      paidOn: today,
    });
    await seedInvoice(owner, client.id, { rate: '100', issueDate: today, dueDate: T(30), status: 'sent' });
    await seedInvoice(owner, client.id, {
      rate: '100',
      issueDate: firstDay(lastMonth),
      dueDate: `${lastMonth}-20`,
      status: 'paid',
      paidOn: midLastMonth,
    });
    const { comparison } = await getReport(agent);
    expect(comparison).toMatchObject({
      basis: 'month',
      current: {
        start: firstDay(thisMonth),
        end: today,
        invoices: 2,
        revenue: [{ currency: 'EUR', amount: '238.00' }],
        averageInvoiceValue: [{ currency: 'EUR', amount: '178.50' }],
      },
      previous: {
        start: firstDay(lastMonth),
        invoices: 1,
        revenue: [{ currency: 'EUR', amount: '119.00' }],
        averageInvoiceValue: [{ currency: 'EUR', amount: '119.00' }],
      },
    });
  });

  it('has no comparison with only an end date', async () => {
    const { agent } = await createTestUser(t.app);
    expect((await getReport(agent, `?endDate=${today}`)).comparison).toBeNull();
  });
});

describe('company currency and time zone', () => {
  it('puts the company currency from Settings first', async () => {
    const owner = await createTestUser(t.app);
    const { agent } = owner;
    const saved = await agent.put('/api/settings', {
      currency: 'USD',
      taxRate: 19,
      invoicePrefix: 'INV',
      invoiceNumberStart: 1,
      country: 'US',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const client = await createTestClient(agent, { name: 'Dollar' });
    await seedInvoice(owner, client.id, {
      rate: '100',
      issueDate: today,
      dueDate: T(30),
      status: 'paid',
      paidOn: today,
      currency: 'EUR',
    });
    const report = await getReport(agent);
    expect(report.currency).toBe('USD');
    expect(report.summary.totalRevenue).toEqual([
      { currency: 'USD', amount: '0.00' },
      { currency: 'EUR', amount: '119.00' },
    ]);
  });

  it('counts a payment on the date it was paid on, whatever the time zone', async () => {
    const owner = await createTestUser(t.app, { timeZone: 'Pacific/Auckland' });
    const { agent } = owner;
    const client = await createTestClient(agent, { name: 'Kiwi' });
    // Recorded as paid on 2026-02-01, the user's own date (in UTC it may still have been January 31).
    await seedInvoice(owner, client.id, {
      rate: '100',
      issueDate: '2026-01-10',
      dueDate: '2026-02-10',
      status: 'paid',
      paidOn: '2026-02-01',
    });
    const feb = await getReport(agent, '?reportType=revenue&startDate=2026-02-01&endDate=2026-02-01');
    expect(feb.summary.totalRevenue).toEqual([{ currency: 'EUR', amount: '119.00' }]);
    expect(feb.revenueByMonth).toEqual([
      { month: '2026-02', revenue: [{ currency: 'EUR', amount: '119.00' }] },
    ]);
    const jan = await getReport(agent, '?startDate=2026-01-31&endDate=2026-01-31');
    expect(jan.summary.totalRevenue).toEqual([{ currency: 'EUR', amount: '0.00' }]);
  });
});

describe('bad queries', () => {
  let agent: Agent;
  beforeAll(async () => {
    ({ agent } = await createTestUser(t.app));
  });

  it.each([
    ['/api/reports?reportType=profit', 'Report type must be one of overview, revenue, client or aging'],
    ['/api/reports?status=late', 'Status must be one of all, paid, pending or overdue'],
    ['/api/reports/invoices?status=late', 'Status must be one of all, paid, pending or overdue'],
    ['/api/reports?startDate=yesterday', 'Start date must be a date (YYYY-MM-DD)'],
    ['/api/reports?startDate=2026-02-30', 'Start date must be a valid date'],
    ['/api/reports/invoices?endDate=2026-13-01', 'End date must be a valid date'],
    ['/api/reports?startDate=0001-01-01', 'Start date must be between 1900 and 2999'],
    ['/api/reports?startDate=2026-03-10&endDate=2026-03-01', 'End date must be on or after the start date'],
    [
      '/api/reports/invoices?startDate=2026-03-10&endDate=2026-03-01',
      'End date must be on or after the start date',
    ],
  ])('%s → 400', async (url, message) => {
    const res = await agent.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('treats empty dates as not set', async () => {
    const res = await agent.get('/api/reports?reportType=overview&status=all&startDate=&endDate=');
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ url: '/api/reports' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/reports/invoices' })).statusCode).toBe(401);
  });
});
