import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentChange } from '../../../shared/dashboard';
import { addDays, todayIn } from '../../../shared/dates';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTestClient,
  createTestCreditNote,
  createTestInvoice,
  createTestUser,
  recordTestPayment,
  saveTestSettings,
} from '../../../test/factories';
import { invoices } from '../../db/schema';
import { getDashboardStats, periodFor } from './operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ZONE = 'Europe/Berlin';

describe('periodFor', () => {
  it('gives this month and the previous one in the user zone, across a year boundary', () => {
    // 23:30 UTC on Dec 31 is already January 1 in Berlin.
    expect(periodFor(ZONE, new Date('2025-12-31T23:30:00Z'))).toEqual({
      today: '2026-01-01',
      timeZone: ZONE,
      monthStart: '2026-01-01',
      previousMonthStart: '2025-12-01',
      monthStartsAt: new Date('2025-12-31T23:00:00Z'),
    });
    expect(periodFor('America/New_York', new Date('2026-03-01T03:00:00Z')).monthStart).toBe('2026-02-01');
  });
});

describe('percentChange', () => {
  it('is null without earlier revenue and rounds to one decimal', () => {
    expect(percentChange(100, 0)).toBeNull();
    expect(percentChange(15000, 10000)).toBe(50);
    expect(percentChange(10000, 30000)).toBe(-66.7);
  });
});

describe('GET /api/dashboard/stats', () => {
  it('is all zeros in the company currency for a new user, with no change figure', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.get('/api/dashboard/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      currency: 'EUR',
      totalRevenue: '0.00',
      pendingInvoices: 0,
      pendingAmount: '0.00',
      overdueInvoices: 0,
      overdueAmount: '0.00',
      draftInvoices: 0,
      draftAmount: '0.00',
      monthlyRevenue: '0.00',
      previousMonthRevenue: '0.00',
      revenueChange: null,
      monthlyInvoiceCount: 0,
      byCurrency: [
        {
          currency: 'EUR',
          totalRevenue: '0.00',
          pendingInvoices: 0,
          pendingAmount: '0.00',
          overdueInvoices: 0,
          overdueAmount: '0.00',
          draftInvoices: 0,
          draftAmount: '0.00',
          monthlyRevenue: '0.00',
          previousMonthRevenue: '0.00',
          revenueChange: null,
        },
      ],
    });
  });

  it('matches hand-computed figures, per currency, with last month’s payment', async () => {
    const { agent, user } = await createTestUser(t.app, { timeZone: ZONE });
    const today = todayIn(ZONE);
    const client = await createTestClient(agent);
    const make = (status: 'draft' | 'sent', rate: string, currency: string, dueOffset = 30) =>
      createTestInvoice(agent, {
        clientId: client.id,
        status,
        currency: currency as 'EUR',
        issueDate: addDays(today, Math.min(0, dueOffset)),
        dueDate: addDays(today, dueOffset),
        lineItems: [{ description: 'Work', quantity: 1, rate }],
      });
    // Default tax 19%: 100 → 119.00, 200 → 238.00, 50 → 59.50, 1000 → 1190.00, 10 → 11.90
    const paidNow = await make('sent', '100', 'EUR');
    const paidLastMonth = await make('sent', '200', 'EUR');
    await make('sent', '50', 'EUR'); // pending EUR 59.50
    await make('sent', '1000', 'EUR', -3); // overdue EUR 1190.00
    await make('draft', '10', 'EUR'); // a draft is neither pending nor overdue: its own figure
    const usdPaid = await make('sent', '10', 'USD');
    await make('sent', '10', 'USD', -1); // overdue USD 11.90
    await make('sent', '10', 'USD'); // pending USD 11.90

    // Paid in the middle of last month (created earlier too, so it counts in last month only).
    const { previousMonthStart } = periodFor(ZONE, new Date());
    const lastMonth = addDays(previousMonthStart, 10);
    for (const [invoice, paidOn] of [
      [paidNow, today],
      [paidLastMonth, lastMonth],
      [usdPaid, today],
    ] as const) {
      await recordTestPayment(t.database.db, {
        userId: user.id,
        invoiceId: invoice.id,
        amount: invoice.total,
        paidOn,
      });
    }
    await t.database.db
      .update(invoices)
      .set({ createdAt: new Date(`${lastMonth}T12:00:00Z`) })
      .where(eq(invoices.id, paidLastMonth.id));

    const stats = (await agent.get('/api/dashboard/stats')).json();
    expect(stats).toMatchObject({
      currency: 'EUR',
      totalRevenue: '357.00', // 119.00 + 238.00
      // Pending is sent and unpaid, overdue included (the Invoices page's Pending table): 2 EUR, 2 USD.
      pendingInvoices: 4,
      pendingAmount: '1249.50', // 59.50 + 1190.00
      overdueInvoices: 2,
      overdueAmount: '1190.00',
      draftInvoices: 1,
      draftAmount: '11.90',
      monthlyRevenue: '119.00',
      previousMonthRevenue: '238.00',
      revenueChange: -50,
      monthlyInvoiceCount: 7,
    });
    expect(stats.byCurrency).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        totalRevenue: '357.00',
        pendingInvoices: 2,
        overdueInvoices: 1,
      }),
      {
        currency: 'USD',
        totalRevenue: '11.90',
        pendingInvoices: 2,
        pendingAmount: '23.80',
        overdueInvoices: 1,
        overdueAmount: '11.90',
        draftInvoices: 0,
        draftAmount: '0.00',
        monthlyRevenue: '11.90',
        previousMonthRevenue: '0.00',
        revenueChange: null,
      },
    ]);

    // Another user's dashboard sees none of it.
    const other = await createTestUser(t.app);
    expect((await other.agent.get('/api/dashboard/stats')).json().totalRevenue).toBe('0.00');

    // The same figures a month later: this month's revenue moves to "previous".
    const nextMonth = new Date(`${addDays(periodFor(ZONE, new Date()).monthStart, 40)}T12:00:00Z`);
    const later = await getDashboardStats(t.app.deps, user.id, nextMonth);
    expect(later.monthlyRevenue).toBe('0.00');
    expect(later.previousMonthRevenue).toBe('119.00');
    expect(later.revenueChange).toBe(-100);
  });

  describe('payments in parts and void invoices', () => {
    // 2026-03-10 in Berlin: this month began 2026-03-01, the previous one 2026-02-01.
    const now = new Date('2026-03-10T12:00:00Z');
    let stats: Awaited<ReturnType<typeof getDashboardStats>>;

    beforeAll(async () => {
      const { agent, user } = await createTestUser(t.app, { timeZone: ZONE });
      await saveTestSettings(agent); // EUR, no tax
      /** An invoice of `total` (no tax), issued 2026-01-01 and created on 2026-03-02, stored with `status`. */
      const invoice = async (total: string, dueDate: string, status = 'sent', currency = 'EUR') => {
        const created = await createTestInvoice(agent, {
          currency: currency as 'EUR',
          issueDate: '2026-01-01',
          dueDate,
          status: 'draft',
          lineItems: [{ description: 'Work', quantity: 1, rate: total }],
        });
        await t.database.db
          .update(invoices)
          .set({ status, createdAt: new Date('2026-03-02T09:00:00Z') })
          .where(eq(invoices.id, created.id));
        return created.id;
      };
      const pay = (invoiceId: number, amount: string, paidOn: string) =>
        recordTestPayment(t.database.db, { userId: user.id, invoiceId, amount, paidOn });

      // €1,000 not yet due, €400 of it received this month: revenue 400, pending 600.
      await pay(await invoice('1000', '2026-03-31'), '400', '2026-03-05');
      // €500 overdue: €100 received last month, €50 on the first of this month; 350 still due.
      const late = await invoice('500', '2026-02-20');
      await pay(late, '100', '2026-02-28');
      await pay(late, '50', '2026-03-01');
      // €300 paid in full in January: all-time revenue only.
      await pay(await invoice('300', '2026-01-31'), '300', '2026-01-15');
      // A void invoice counts nowhere, neither in amounts nor in counts.
      await invoice('700', '2026-02-15', 'void');
      await invoice('900', '2026-03-20', 'void');
      // $200 with $50 received this month.
      await pay(await invoice('200', '2026-03-31', 'sent', 'USD'), '50', '2026-03-09');
      stats = await getDashboardStats(t.app.deps, user.id, now);
    });

    it('counts revenue as the payments received, by the month they were paid on', () => {
      expect(stats).toMatchObject({
        totalRevenue: '850.00', // 400 + 100 + 50 + 300
        monthlyRevenue: '450.00', // 400 + 50
        previousMonthRevenue: '100.00',
        revenueChange: 350,
      });
    });

    it('counts the balance due as pending and overdue, and leaves void invoices out', () => {
      expect(stats).toMatchObject({
        pendingInvoices: 3, // €1,000, €500 (overdue) and $200
        pendingAmount: '950.00', // 600 + 350
        draftInvoices: 0,
        overdueInvoices: 1,
        overdueAmount: '350.00',
        monthlyInvoiceCount: 4, // the two void invoices are not counted
      });
      expect(stats.byCurrency[1]).toEqual({
        currency: 'USD',
        totalRevenue: '50.00',
        pendingInvoices: 1,
        pendingAmount: '150.00',
        overdueInvoices: 0,
        overdueAmount: '0.00',
        draftInvoices: 0,
        draftAmount: '0.00',
        monthlyRevenue: '50.00',
        previousMonthRevenue: '0.00',
        revenueChange: null,
      });
    });
  });

  describe('after credit notes', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    let stats: Awaited<ReturnType<typeof getDashboardStats>>;

    beforeAll(async () => {
      const { agent, user } = await createTestUser(t.app, { timeZone: ZONE });
      await saveTestSettings(agent); // EUR, no tax
      const db = t.database.db;
      const invoice = async (total: string, dueDate: string) =>
        (
          await createTestInvoice(agent, {
            issueDate: '2026-01-01',
            dueDate,
            status: 'sent',
            lineItems: [{ description: 'Work', quantity: 1, rate: total }],
          })
        ).id;
      const credit = (invoiceId: number, rate: string, issueDate: string) =>
        createTestCreditNote(db, { userId: user.id, invoiceId, rate, issueDate });

      // €1,000 not yet due: €400 received, €100 credited → €500 pending.
      const open = await invoice('1000', '2026-03-31');
      await recordTestPayment(db, { userId: user.id, invoiceId: open, amount: '400', paidOn: '2026-03-05' });
      await credit(open, '100', '2026-03-06');
      // €500 overdue, €150 credited → €350 overdue.
      await credit(await invoice('500', '2026-02-20'), '150', '2026-03-01');
      // €200 cancelled by a full credit note: void, counted nowhere.
      const cancelled = await invoice('200', '2026-03-20');
      await credit(cancelled, '200', '2026-03-02');
      await db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, cancelled));
      stats = await getDashboardStats(t.app.deps, user.id, now);
    });

    it('counts pending and overdue as the balance after credits; revenue stays the payments', () => {
      expect(stats).toMatchObject({
        totalRevenue: '400.00', // a credit note is no money received
        monthlyRevenue: '400.00',
        pendingInvoices: 2,
        pendingAmount: '850.00', // 1000 − 400 − 100, and 500 − 150
        overdueInvoices: 1,
        overdueAmount: '350.00',
      });
      expect(stats.byCurrency).toHaveLength(1);
    });
  });

  it('counts a payment in the month of its date in the user zone, not of UTC', async () => {
    const { agent, user } = await createTestUser(t.app, { timeZone: ZONE });
    // 23:30 UTC on Feb 28 is already March 1 in Berlin.
    const now = new Date('2026-02-28T23:30:00Z');
    const first = await createTestInvoice(agent, {
      lineItems: [{ description: 'a', quantity: 1, rate: '100' }],
    });
    const second = await createTestInvoice(agent, {
      lineItems: [{ description: 'b', quantity: 1, rate: '10' }],
    });
    await recordTestPayment(t.database.db, {
      userId: user.id,
      invoiceId: first.id,
      amount: '119.00',
      paidOn: '2026-03-01',
    });
    await recordTestPayment(t.database.db, {
      userId: user.id,
      invoiceId: second.id,
      amount: '11.90',
      paidOn: '2026-02-28',
    });
    const stats = await getDashboardStats(t.app.deps, user.id, now);
    expect(stats.monthlyRevenue).toBe('119.00');
    expect(stats.previousMonthRevenue).toBe('11.90');
    expect(stats.revenueChange).toBe(900);
  });

  it('puts the company currency first even when it has no invoices', async () => {
    const { agent } = await createTestUser(t.app);
    await createTestInvoice(agent, { currency: 'USD', status: 'sent' });
    const stats = (await agent.get('/api/dashboard/stats')).json();
    expect(stats.byCurrency.map((c: { currency: string }) => c.currency)).toEqual(['EUR', 'USD']);
    expect(stats.pendingAmount).toBe('0.00');
    expect(stats.pendingInvoices).toBe(1);
  });

  it('takes the headline currency from the saved company settings', async () => {
    const { agent } = await createTestUser(t.app);
    const saved = await agent.put('/api/settings', {
      companyName: 'Test Company',
      email: 'billing@test-company.example',
      currency: 'GBP',
      taxRate: 20,
      invoicePrefix: 'INV',
      invoiceNumberStart: 1,
      country: 'GB',
    });
    expect(saved.statusCode).toBe(200);
    await createTestInvoice(agent, {
      status: 'sent',
      lineItems: [{ description: 'x', quantity: 1, rate: '50' }],
    });
    await createTestInvoice(agent, { status: 'sent', currency: 'EUR' });
    const stats = (await agent.get('/api/dashboard/stats')).json();
    expect(stats.currency).toBe('GBP');
    expect(stats.pendingAmount).toBe('60.00');
    expect(stats.byCurrency.map((c: { currency: string }) => c.currency)).toEqual(['GBP', 'EUR']);
  });

  it('follows a currency change at the very next request (time zone and currency are read with the session)', async () => {
    const { agent } = await createTestUser(t.app);
    expect((await agent.get('/api/dashboard/stats')).json().currency).toBe('EUR');
    const body = { taxRate: 0, invoicePrefix: 'INV', invoiceNumberStart: 1, country: 'US' };
    expect((await agent.put('/api/settings', { ...body, currency: 'USD' })).statusCode).toBe(200);
    expect((await agent.get('/api/dashboard/stats')).json().currency).toBe('USD');
    expect((await agent.put('/api/settings', { ...body, currency: 'CHF' })).statusCode).toBe(200);
    expect((await agent.get('/api/dashboard/stats')).json().currency).toBe('CHF');
  });

  it('counts as pending what the Invoices page and the reports count as pending; drafts apart', async () => {
    const { agent } = await createTestUser(t.app, { timeZone: ZONE });
    const today = todayIn(ZONE);
    const client = await createTestClient(agent);
    const make = (status: 'draft' | 'sent', dueOffset: number) =>
      createTestInvoice(agent, {
        clientId: client.id,
        status,
        issueDate: addDays(today, Math.min(0, dueOffset) - 1),
        dueDate: addDays(today, dueOffset),
        lineItems: [{ description: 'Work', quantity: 1, rate: '100' }],
      });
    await make('sent', 10); // pending, not yet due
    await make('sent', -5); // pending and overdue
    await make('draft', 10);
    await make('draft', -5); // a late draft is still only a draft
    const paid = await make('sent', 10);
    expect((await agent.patch(`/api/invoices/${paid.id}`, { status: 'paid' })).statusCode).toBe(200);

    const stats = (await agent.get('/api/dashboard/stats')).json();
    const page = (await agent.get('/api/invoices/paged?status=pending')).json();
    const report = (await agent.get('/api/reports')).json();
    const pendingRows = (await agent.get('/api/reports/invoices?status=pending')).json();
    expect(stats).toMatchObject({
      pendingInvoices: 2,
      pendingAmount: '238.00',
      overdueInvoices: 1,
      draftInvoices: 2,
      draftAmount: '238.00',
    });
    expect(page.total).toBe(2);
    expect(report.summary).toMatchObject({ pendingInvoices: 2, overdueInvoices: 1, paidInvoices: 1 });
    expect(pendingRows.map((r: { status: string }) => r.status).sort()).toEqual(['overdue', 'sent']);
  });

  it('answers requests made at once alike, each with every invoice created before it was asked', async () => {
    const { agent } = await createTestUser(t.app);
    const client = await createTestClient(agent);
    // Asked before the invoice exists; its read may still run while the invoice is created.
    const before = agent.get('/api/dashboard/stats');
    await createTestInvoice(agent, { clientId: client.id });
    const after = await Promise.all(Array.from({ length: 10 }, () => agent.get('/api/dashboard/stats')));
    expect((await before).statusCode).toBe(200);
    for (const res of after) expect(res.json()).toMatchObject({ draftInvoices: 1, draftAmount: '1035.30' });
    expect(new Set(after.map((res) => res.body)).size).toBe(1);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });
});
