import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { type Report, type ReportInvoiceRow, reportCsv } from '../../../shared/reports';
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof createTestUser>>;
const today = todayIn('Europe/Berlin');
const T = (days: number) => addDays(today, days);
const eur = (amount: string) => [{ currency: 'EUR', amount }];

/** An invoice of one line at `rate` (no tax), then stored with `status` as if issued back then. */
async function seed(
  owner: Owner,
  clientId: number,
  rate: string,
  issueDate: string,
  dueDate: string,
  status = 'sent',
) {
  const created = await createTestInvoice(owner.agent, {
    clientId,
    issueDate,
    dueDate,
    status: 'draft',
    lineItems: [{ description: 'Work', quantity: 1, rate }],
  });
  await t.database.db.update(invoices).set({ status }).where(eq(invoices.id, created.id));
  return created;
}

describe('credit notes in the reports', () => {
  let owner: Owner;
  const n: Record<string, string> = {};
  const get = async <R>(url: string) => {
    const res = await owner.agent.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as R;
  };
  const rows = (query = '') => get<ReportInvoiceRow[]>(`/api/reports/invoices${query}`);
  const report = (query = '') => get<Report>(`/api/reports${query}`);
  const numbers = (list: ReportInvoiceRow[]) => list.map((r) => r.invoiceNumber).sort();

  beforeAll(async () => {
    owner = await createTestUser(t.app);
    await saveTestSettings(owner.agent); // EUR, no tax
    const client = await createTestClient(owner.agent, { name: 'Credited' });
    const db = t.database.db;
    const userId = owner.user.id;
    const credit = async (invoiceId: number, rate: string, issueDate: string) =>
      (await createTestCreditNote(db, { userId, invoiceId, rate, issueDate })).creditNoteNumber;
    // A: €300 not yet due, €69 credited today → €231 due.
    const a = await seed(owner, client.id, '300', T(-5), T(30));
    n.A = a.invoiceNumber;
    n.CA = await credit(a.id, '69', today);
    // B: €200 ten days overdue, €50 received, €30 credited yesterday → €120 due.
    const b = await seed(owner, client.id, '200', T(-40), T(-10));
    n.B = b.invoiceNumber;
    await recordTestPayment(db, { userId, invoiceId: b.id, amount: '50', paidOn: T(-20) });
    n.CB = await credit(b.id, '30', T(-1));
    // C: €150 paid in full two days ago.
    const c = await seed(owner, client.id, '150', T(-2), T(28));
    n.C = c.invoiceNumber;
    await recordTestPayment(db, { userId, invoiceId: c.id, amount: '150', paidOn: T(-2) });
    // V: €100 cancelled by a full credit note three days ago: void, listed, counted nowhere.
    const v = await seed(owner, client.id, '100', T(-20), T(-5));
    n.V = v.invoiceNumber;
    n.CV = await credit(v.id, '100', T(-3));
    await db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, v.id));
  });

  it('lists each credit note as a row of its own: its number, negative amount, nothing paid or due', async () => {
    const list = await rows();
    expect(numbers(list)).toEqual([n.A, n.B, n.C, n.V, 'CN-1', 'CN-2', 'CN-3'].sort());
    expect([n.CA, n.CB, n.CV]).toEqual(['CN-1', 'CN-2', 'CN-3']);
    expect(list.find((r) => r.invoiceNumber === 'CN-1')).toEqual({
      id: expect.any(Number),
      type: 'Credit note',
      invoiceNumber: 'CN-1',
      clientName: 'Credited',
      amount: '-69.00',
      amountPaid: '0.00',
      balanceDue: '0.00',
      currency: 'EUR',
      status: 'issued',
      issueDate: today,
      dueDate: null,
      net: '-69.00',
      tax: '0.00',
      serviceDate: T(-5), // its invoice's
      clientVatId: null,
    });
    expect(list.find((r) => r.invoiceNumber === n.A)).toMatchObject({
      type: 'Invoice',
      amount: '300.00',
      balanceDue: '231.00',
      status: 'sent',
    });
    expect(list.find((r) => r.invoiceNumber === n.B)).toMatchObject({
      balanceDue: '120.00',
      status: 'overdue',
    });
    expect(list.find((r) => r.invoiceNumber === n.V)).toMatchObject({ balanceDue: '0.00', status: 'void' });
    // Newest issue date first, credit notes among the invoices.
    expect(list.map((r) => r.issueDate)).toEqual(
      list
        .map((r) => r.issueDate)
        .sort()
        .reverse(),
    );
    expect(list[0].invoiceNumber).toBe('CN-1');
  });

  it('writes them to the CSV with type Credit note and negative amounts, the void invoice as Void', async () => {
    const lines = reportCsv(await rows()).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFInvoice Number,Client,Amount,Currency,Status,Issue Date,Due Date,Amount Paid,Balance Due,Type,Net,Tax,Service Date,Client VAT ID',
    );
    expect(lines).toContain(
      `CN-1,Credited,-69.00,EUR,Issued,${today},,0.00,0.00,Credit note,-69.00,0.00,${T(-5)},`,
    );
    expect(lines).toContain(
      `CN-3,Credited,-100.00,EUR,Issued,${T(-3)},,0.00,0.00,Credit note,-100.00,0.00,${T(-20)},`,
    );
    expect(lines).toContain(
      `${n.A},Credited,300.00,EUR,Pending,${T(-5)},${T(30)},0.00,231.00,Invoice,300.00,0.00,${T(-5)},`,
    );
    expect(lines).toContain(
      `${n.V},Credited,100.00,EUR,Void,${T(-20)},${T(-5)},0.00,0.00,Invoice,100.00,0.00,${T(-20)},`,
    );
    // The amounts sum to what was billed after credits: 300 + 200 + 150 + 100 − 69 − 30 − 100.
    const cents = (await rows()).reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    expect(cents).toBe(55_100);
  });

  it.each([
    ['pending', ['A', 'B', 'CA', 'CB']],
    ['overdue', ['B', 'CB']],
    ['paid', ['C']],
  ])(
    'status %s: the credit notes of the invoices it selects, never the void invoice',
    async (status, keys) => {
      expect(numbers(await rows(`?status=${status}`))).toEqual(keys.map((k) => n[k]).sort());
    },
  );

  it('selects credit notes by their own issue date', async () => {
    expect(numbers(await rows(`?startDate=${today}&endDate=${today}`))).toEqual(['CN-1']);
    expect(numbers(await rows(`?startDate=${T(-3)}&endDate=${T(-1)}`))).toEqual([n.C, 'CN-2', 'CN-3'].sort());
  });

  it('counts pending and overdue as balances after credits, and revenue as payments only', async () => {
    const { summary, revenueByMonth, aging } = await report();
    expect(summary).toMatchObject({
      totalRevenue: eur('200.00'), // 50 + 150: a credit note is no payment
      totalInvoices: 3, // A, B, C: neither credit notes nor the void invoice are invoices counted
      paidInvoices: 1,
      pendingInvoices: 2,
      overdueInvoices: 1,
    });
    const charted = (revenueByMonth ?? []).reduce((sum, m) => sum + Number(m.revenue[0].amount), 0);
    expect(charted).toBe(200);
    expect(aging?.slice(0, 2)).toEqual([
      { bucket: 'current', invoices: 1, amount: eur('231.00') }, // A: 300 − 69
      { bucket: '1-30', invoices: 1, amount: eur('120.00') }, // B: 200 − 50 − 30
    ]);
    const { clients } = await report('?reportType=client');
    expect(clients?.[0]).toMatchObject({ invoices: 3, outstanding: eur('351.00'), overdue: eur('120.00') });
  });

  it('shows another user none of them', async () => {
    const other = await createTestUser(t.app);
    const res = await other.agent.get('/api/reports/invoices');
    expect(res.json()).toEqual([]);
  });
});
