import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { addDays, todayIn } from '../../../shared/dates';
import { invoiceSchema } from '../../../shared/invoices';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestInvoice, createTestUser } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';
import { clients, emailOutbox, invoices, lineItems, reminderFlowTemplates } from '../../db/schema';
import { listInvoices } from './operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => todayIn('Europe/Berlin');

function validBody(clientId: number, change: Record<string, unknown> = {}) {
  return {
    clientId,
    issueDate: today(),
    dueDate: addDays(today(), 30),
    status: 'draft',
    lineItems: [{ description: 'Consulting', quantity: 2, rate: '100.00', amount: '200.00' }],
    ...change,
  };
}

describe('POST /api/invoices', () => {
  it('computes every figure itself and ignores tampered totals', async () => {
    const { agent } = await createTestUser(t.app);
    await agent.put('/api/settings', {
      currency: 'EUR',
      taxRate: 19,
      invoicePrefix: 'INV',
      invoiceNumberStart: 1000,
      country: 'DE',
    });
    const client = await createTestClient(agent, { name: 'Müller GmbH' });
    const res = await agent.post('/api/invoices', {
      ...validBody(client.id),
      subtotal: '1.00',
      tax: '0.00',
      total: '1.00',
      lineItems: [
        { description: 'Design', quantity: 3, rate: '33.33', amount: '1.00' },
        { description: 'Hosting', quantity: 1, rate: 0.005, amount: 999 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    // 3 × 33.33 = 99.99; 0.005 rounds half away from zero to 0.01; tax 19% of 100.00 = 19.00
    expect(invoice.lineItems.map((l: { amount: string }) => l.amount)).toEqual(['99.99', '0.01']);
    expect(invoice).toMatchObject({
      subtotal: '100.00',
      tax: '19.00',
      taxRate: '19.00',
      total: '119.00',
      currency: 'EUR',
      invoiceNumber: 'INV-1000',
      clientName: 'Müller GmbH',
      clientEmail: client.email,
      status: 'draft',
      sentAt: null,
    });
  });

  it('rounds tax half away from zero with a fractional rate and keeps the rate on the invoice', async () => {
    const { agent } = await createTestUser(t.app);
    await agent.put('/api/settings', {
      currency: 'USD',
      taxRate: 7.5,
      invoicePrefix: 'A',
      invoiceNumberStart: 1,
      country: 'US',
    });
    const invoice = await createTestInvoice(agent, {
      lineItems: [{ description: 'Item', quantity: 1, rate: '10.10' }],
    });
    // 7.5% of 10.10 = 0.7575 → 0.76
    expect(invoice).toMatchObject({
      subtotal: '10.10',
      tax: '0.76',
      total: '10.86',
      taxRate: '7.50',
      currency: 'USD',
    });
    expect(invoice.invoiceNumber).toBe('A-1');
    await agent.put('/api/settings', {
      currency: 'USD',
      taxRate: 20,
      invoicePrefix: 'A',
      invoiceNumberStart: 1,
      country: 'US',
    });
    const again = (await agent.get(`/api/invoices/${invoice.id}`)).json();
    expect(again).toMatchObject({ tax: '0.76', taxRate: '7.50', total: '10.86' });
  });

  it('takes the client name and email from the client when absent, the sent ones when given', async () => {
    const { agent } = await createTestUser(t.app);
    const client = await createTestClient(agent, { name: 'Acme' });
    const given = await createTestInvoice(agent, {
      clientId: client.id,
      clientName: 'Acme Billing',
      clientEmail: 'billing@acme.test',
    });
    expect(given).toMatchObject({ clientName: 'Acme Billing', clientEmail: 'billing@acme.test' });
  });

  it('uses the explicit currency, and the company currency when none is sent', async () => {
    const { agent } = await createTestUser(t.app);
    const gbp = await createTestInvoice(agent, { currency: 'GBP' });
    expect(gbp.currency).toBe('GBP');
    const fallback = await createTestInvoice(agent);
    expect(fallback.currency).toBe('EUR'); // the default company currency
  });

  it('sets sentAt when created as sent', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    expect(invoice.status).toBe('sent');
    expect(invoice.sentAt).not.toBeNull();
  });

  it.each([
    ['lineItems', { lineItems: [] }, 'At least one line item is required'],
    [
      'lineItems.0.description',
      { lineItems: [{ description: '  ', quantity: 1, rate: 1 }] },
      'Description is required',
    ],
    [
      'lineItems.0.quantity',
      { lineItems: [{ description: 'x', quantity: 0, rate: 1 }] },
      'Quantity must be greater than 0',
    ],
    [
      'lineItems.0.rate',
      { lineItems: [{ description: 'x', quantity: 1, rate: -1 }] },
      'Rate must be non-negative',
    ],
    [
      'lineItems.0.amount',
      { lineItems: [{ description: 'x', quantity: 1, rate: 1, amount: '-5' }] },
      'Amount must be non-negative',
    ],
    ['issueDate', { issueDate: '2026-02-30' }, 'Issue date must be a valid date'],
    ['dueDate', { dueDate: 'tomorrow' }, 'Due date must be a date (YYYY-MM-DD)'],
    [
      'dueDate',
      { issueDate: '2026-03-10', dueDate: '2026-03-09' },
      'Due date must be on or after the issue date',
    ],
    ['status', { status: 'paid' }, 'A new invoice is either a draft or sent'],
    ['currency', { currency: 'XYZ' }, 'Choose one of the listed currencies'],
  ])('rejects a bad %s with its message', async (path, change, message) => {
    const { agent } = await createTestUser(t.app);
    const client = await createTestClient(agent);
    const res = await agent.post('/api/invoices', validBody(client.id, change));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)[path]).toBe(message);
    expect((await agent.get('/api/invoices')).json()).toEqual([]);
  });

  it('takes quantities with up to 2 decimals and a unit, refuses a third decimal and totals beyond numeric(10,2)', async () => {
    const { agent } = await createTestUser(t.app);
    const client = await createTestClient(agent);
    const hours = await agent.post(
      '/api/invoices',
      validBody(client.id, {
        lineItems: [{ description: 'Design', quantity: 1.5, unit: 'hours', rate: '80.33' }],
      }),
    );
    expect(hours.statusCode).toBe(201);
    // 1.5 × 80.33 = 120.495 → 120.50 (half away from zero).
    expect(hours.json().lineItems[0]).toMatchObject({ quantity: 1.5, unit: 'hours', amount: '120.50' });
    expect(hours.json().subtotal).toBe('120.50');
    const frac = await agent.post(
      '/api/invoices',
      validBody(client.id, { lineItems: [{ description: 'x', quantity: 1.555, rate: 1 }] }),
    );
    expect(frac.statusCode).toBe(400);
    expect(frac.json().errors[0]).toMatchObject({
      path: 'lineItems.0.quantity',
      message: 'Quantity has at most 2 decimal places',
    });
    const longUnit = await agent.post(
      '/api/invoices',
      validBody(client.id, { lineItems: [{ description: 'x', quantity: 1, unit: 'x'.repeat(21), rate: 1 }] }),
    );
    expect(longUnit.statusCode).toBe(400);
    const huge = await agent.post(
      '/api/invoices',
      validBody(client.id, { lineItems: [{ description: 'x', quantity: 1000, rate: '99999999.99' }] }),
    );
    expect(huge.statusCode).toBe(422);
  });

  it("answers 404 for another user's client or template, and creates nothing", async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const foreign = await createTestClient(owner.agent);
    const res = await other.agent.post('/api/invoices', validBody(foreign.id));
    expect(res.statusCode).toBe(404);
    const own = await createTestClient(other.agent);
    const [ownerTemplate] = await t.database.db
      .select({ id: reminderFlowTemplates.id })
      .from(reminderFlowTemplates)
      .where(eq(reminderFlowTemplates.userId, owner.user.id));
    const templateId = ownerTemplate.id;
    const withTemplate = await other.agent.post(
      '/api/invoices',
      validBody(own.id, { reminderFlowTemplateId: templateId }),
    );
    expect(withTemplate.statusCode).toBe(404);
    expect((await other.agent.get('/api/invoices')).json()).toEqual([]);
  });

  it('numbers 20 concurrent creates gaplessly without duplicates', async () => {
    const { agent } = await createTestUser(t.app);
    const client = await createTestClient(agent);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => agent.post('/api/invoices', validBody(client.id))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results
      .map((r) => Number(r.json().invoiceNumber.replace('INV-', '')))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => 1000 + i));
  });

  it('next-number peeks without taking, and a rejected create does not use a number up', async () => {
    const { agent } = await createTestUser(t.app);
    const client = await createTestClient(agent);
    expect((await agent.get('/api/invoices/next-number')).json()).toEqual({ invoiceNumber: 'INV-1000' });
    expect((await agent.get('/api/invoices/next-number')).json()).toEqual({ invoiceNumber: 'INV-1000' });
    const first = await createTestInvoice(agent, { clientId: client.id });
    expect(first.invoiceNumber).toBe('INV-1000');
    const tooBig = await agent.post(
      '/api/invoices',
      validBody(client.id, { lineItems: [{ description: 'x', quantity: 1000, rate: '99999999.99' }] }),
    );
    expect(tooBig.statusCode).toBe(422);
    expect((await agent.get('/api/invoices/next-number')).json()).toEqual({ invoiceNumber: 'INV-1001' });
    expect((await createTestInvoice(agent, { clientId: client.id })).invoiceNumber).toBe('INV-1001');
  });

  it('never reuses the number of a deleted invoice', async () => {
    const { agent } = await createTestUser(t.app);
    const a = await createTestInvoice(agent);
    expect((await agent.delete(`/api/invoices/${a.id}`)).statusCode).toBe(200);
    const b = await createTestInvoice(agent);
    expect(b.invoiceNumber).not.toBe(a.invoiceNumber);
  });
});

describe('reading invoices', () => {
  it('lists newest first with the effective status (a sent invoice past due reads overdue)', async () => {
    const { agent } = await createTestUser(t.app);
    const late = await createTestInvoice(agent, {
      status: 'sent',
      issueDate: addDays(today(), -40),
      dueDate: addDays(today(), -10),
    });
    const dueToday = await createTestInvoice(agent, { status: 'sent', issueDate: today(), dueDate: today() });
    const list = (await agent.get('/api/invoices')).json();
    expect(list.map((i: { id: number }) => i.id)).toEqual([dueToday.id, late.id]);
    expect(list[0]).toMatchObject({ status: 'sent', clientName: 'Acme Corporation' });
    expect(list[1].status).toBe('overdue');
    expect(list[1].createdAt).toEqual(expect.any(String));
    expect(list[1].paidAt).toBeNull();
  });

  it('the list built by the database equals the one-by-one serialisation, field for field', async () => {
    const { agent, user } = await createTestUser(t.app);
    const client = await createTestClient(agent);
    await createTestInvoice(agent, {
      clientId: client.id,
      status: 'sent',
      issueDate: addDays(today(), -40),
      dueDate: addDays(today(), -10),
      notes: 'Quotes " and \\ backslashes, ümlauts, emoji 🎉\nnew line',
      projectDescription: null,
      currency: 'JPY',
    });
    const paid = await createTestInvoice(agent, {
      clientId: client.id,
      status: 'sent',
      sendReminders: false,
    });
    await agent.patch(`/api/invoices/${paid.id}`, { status: 'paid' });
    await createTestInvoice(agent, { clientId: client.id, notes: null });
    // Credit notes are listed in both (issue #23).
    const credited = await createTestInvoice(agent, { clientId: client.id, status: 'sent' });
    const lineItems = [{ description: 'Goodwill', quantity: 1, rate: '10.00' }];
    for (const reason of ['Discount', 'Returned item'])
      expect(
        (await agent.post(`/api/invoices/${credited.id}/credit-notes`, { reason, lineItems })).statusCode,
      ).toBe(201);
    // A client removed underneath its invoices (the API refuses that now; older data has it): clientId null.
    await t.database.db.delete(clients).where(eq(clients.id, client.id));

    const res = await agent.get('/api/invoices');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const fromSql = res.json();
    const oneByOne = await listInvoices(t.app.deps, user.id);
    expect(fromSql).toHaveLength(4);
    expect(fromSql).toEqual(oneByOne);
    expect(fromSql.map((i: { status: string }) => i.status).sort()).toEqual([
      'draft',
      'overdue',
      'paid',
      'sent',
    ]);
    expect(fromSql[0].creditNotes.map((n: { creditNoteNumber: string }) => n.creditNoteNumber)).toEqual([
      'CN-1',
      'CN-2',
    ]);
    expect(z.array(invoiceSchema.strict()).safeParse(fromSql).success).toBe(true);
  });

  it('returns one invoice with its line items in order, and the line items alone', async () => {
    const { agent } = await createTestUser(t.app);
    const created = await createTestInvoice(agent, {
      lineItems: [
        { description: 'First', quantity: 1, rate: 1 },
        { description: 'Second', quantity: 2, rate: 2 },
        { description: 'Third', quantity: 3, rate: 3 },
      ],
    });
    const one = (await agent.get(`/api/invoices/${created.id}`)).json();
    expect(one.lineItems.map((l: { description: string }) => l.description)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    const items = (await agent.get(`/api/invoices/${created.id}/line-items`)).json();
    expect(items).toEqual(one.lineItems);
    expect(items[2]).toMatchObject({ quantity: 3, rate: '3.00', amount: '9.00' });
  });

  it("answers 404 for another user's invoice on every route, PDF included", async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const invoice = await createTestInvoice(owner.agent);
    const id = invoice.id;
    const answers = await Promise.all([
      other.agent.get(`/api/invoices/${id}`),
      other.agent.get(`/api/invoices/${id}/line-items`),
      other.agent.get(`/api/invoices/${id}/pdf`),
      other.agent.patch(`/api/invoices/${id}`, { status: 'paid' }),
      other.agent.delete(`/api/invoices/${id}`),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(answers[2].headers['content-type']).toMatch(/json/);
    expect((await other.agent.get('/api/invoices')).json()).toEqual([]);
    const still = (await owner.agent.get(`/api/invoices/${id}`)).json();
    expect(still.status).toBe('draft');
  });

  it('answers 401 when signed out and 400 for a malformed id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/invoices' });
    expect(res.statusCode).toBe(401);
    const { agent } = await createTestUser(t.app);
    expect((await agent.get('/api/invoices/abc')).statusCode).toBe(400);
  });
});

describe('PATCH /api/invoices/:id', () => {
  it('marks a sent invoice paid, records paidAt, queues the receipt, and paid is final', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    const res = await agent.patch(`/api/invoices/${invoice.id}`, { status: 'paid' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('paid');
    expect(res.json().paidAt).toEqual(expect.any(String));
    // The receipt is queued in the same transaction, to be composed and sent by the worker.
    const queued = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.invoiceId, invoice.id));
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'payment-receipt',
        status: 'pending',
        raw: null,
        toAddress: invoice.clientEmail,
      }),
    ]);
    for (const status of ['sent', 'draft', 'overdue']) {
      const res = await agent.patch(`/api/invoices/${invoice.id}`, { status });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/paid invoice cannot change/);
    }
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row.status).toBe('paid');
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.invoiceId, invoice.id)),
    ).toHaveLength(1);
  });

  it('never waits for the mail server: marking paid answers while SMTP is unreachable', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    const send = vi.spyOn(t.app.deps.mailer, 'deliver');
    try {
      const res = await agent.patch(`/api/invoices/${invoice.id}`, { status: 'paid' });
      expect(res.statusCode).toBe(200);
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
  });

  it('no receipt is queued when the owner turned payment notifications off', async () => {
    const { agent } = await createTestUser(t.app);
    const prefs = {
      emailReminders: true,
      paymentNotifications: false,
      overdueAlerts: true,
      weeklyReports: false,
    };
    expect((await agent.put('/api/settings/notifications', prefs)).statusCode).toBe(200);
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    expect((await agent.patch(`/api/invoices/${invoice.id}`, { status: 'paid' })).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.invoiceId, invoice.id)),
    ).toEqual([]);
  });

  it('allows draft → sent → paid, draft → paid and overdue → paid; refuses the rest with 422', async () => {
    const { agent } = await createTestUser(t.app);
    const a = await createTestInvoice(agent);
    const sent = await agent.patch(`/api/invoices/${a.id}`, { status: 'sent' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sentAt).toEqual(expect.any(String));
    expect((await agent.patch(`/api/invoices/${a.id}`, { status: 'draft' })).statusCode).toBe(422);
    expect((await agent.patch(`/api/invoices/${a.id}`, { status: 'paid' })).statusCode).toBe(200);

    const b = await createTestInvoice(agent);
    const overdueFromDraft = await agent.patch(`/api/invoices/${b.id}`, { status: 'overdue' });
    expect(overdueFromDraft.statusCode).toBe(422);
    expect(overdueFromDraft.json().message).toBe('An invoice that is Draft cannot be changed to Overdue.');
    expect((await agent.patch(`/api/invoices/${b.id}`, { status: 'paid' })).statusCode).toBe(200);

    const c = await createTestInvoice(agent, {
      status: 'sent',
      issueDate: addDays(today(), -30),
      dueDate: addDays(today(), -1),
    });
    expect((await agent.patch(`/api/invoices/${c.id}`, { status: 'sent' })).statusCode).toBe(422);
    expect((await agent.patch(`/api/invoices/${c.id}`, { status: 'paid' })).statusCode).toBe(200);
    expect((await agent.patch(`/api/invoices/${c.id}`, { status: 'unknown' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/invoices/:id', () => {
  it('removes the invoice with its line items', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent);
    const res = await agent.delete(`/api/invoices/${invoice.id}`);
    expect(res.statusCode).toBe(200);
    expect((await agent.get(`/api/invoices/${invoice.id}`)).statusCode).toBe(404);
    const items = await t.database.db.select().from(lineItems).where(eq(lineItems.invoiceId, invoice.id));
    expect(items).toEqual([]);
    expect((await agent.delete(`/api/invoices/${invoice.id}`)).statusCode).toBe(404);
  });

  it('an invoice whose client row is gone keeps the name and email it was issued to', async () => {
    const { agent } = await createTestUser(t.app);
    const client = await createTestClient(agent, { name: 'Gone Ltd' });
    const invoice = await createTestInvoice(agent, { clientId: client.id });
    // The API refuses to delete a client with invoices (409); data from before that has such rows.
    expect((await agent.delete(`/api/clients/${client.id}`)).statusCode).toBe(409);
    await t.database.db.delete(clients).where(eq(clients.id, client.id));
    const kept = (await agent.get(`/api/invoices/${invoice.id}`)).json();
    expect(kept).toMatchObject({ clientId: null, clientName: 'Gone Ltd', clientEmail: client.email });
    const pdf = await agent.get(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
  });
});
