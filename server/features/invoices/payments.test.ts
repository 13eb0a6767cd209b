/**
 * Payments in parts, edit, send, void, duplicate and the activity history, through the API.
 * Dates come from the owner's "today" (Europe/Berlin, the factory's zone), never a fixed wall clock.
 */
import { and, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSentTestInvoice, createTestClient, createTestUser } from '../../../test/factories';
import { emailOutbox, invoices, payments, reminders } from '../../db/schema';
import { runTick } from '../../worker/tick';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const today = () => todayIn('Europe/Berlin');

/** A sent invoice of €119.00 (one line of 100.00, the default 19% tax), due in 14 days. */
const sentInvoice = createSentTestInvoice;

const pay = (agent: Agent, id: number, body: Record<string, unknown>) =>
  agent.post(`/api/invoices/${id}/payments`, { paidOn: today(), method: 'bank_transfer', ...body });

const row = async (id: number) => (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];

describe('payments', () => {
  it('a partial payment leaves a balance; the rest pays the invoice, paidAt on the day of the last payment', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await sentInvoice(agent);
    expect(invoice).toMatchObject({ total: '119.00', amountPaid: '0.00', balanceDue: '119.00' });

    const first = await pay(agent, invoice.id, { amount: '50', reference: 'TX-1', note: 'First half' });
    expect(first.statusCode).toBe(201);
    expect(first.json().payment).toMatchObject({
      amount: '50.00',
      method: 'bank_transfer',
      reference: 'TX-1',
    });
    expect(first.json().invoice).toMatchObject({ status: 'sent', amountPaid: '50.00', balanceDue: '69.00' });

    const yesterday = addDays(today(), -1);
    const rest = await pay(agent, invoice.id, { amount: 69, paidOn: yesterday, method: 'cash' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().invoice).toMatchObject({ status: 'paid', amountPaid: '119.00', balanceDue: '0.00' });
    expect(todayIn('Europe/Berlin', new Date(rest.json().invoice.paidAt))).toBe(yesterday);

    const list = (await agent.get(`/api/invoices/${invoice.id}/payments`)).json();
    expect(list.map((p: { amount: string }) => p.amount)).toEqual(['69.00', '50.00']); // oldest paidOn first
    const one = (await agent.get(`/api/invoices/${invoice.id}`)).json();
    expect(one).toMatchObject({ amountPaid: '119.00', balanceDue: '0.00' });
    const listed = (await agent.get('/api/invoices')).json().find((i: { id: number }) => i.id === invoice.id);
    expect(listed).toMatchObject({ amountPaid: '119.00', balanceDue: '0.00', status: 'paid' });
  });

  it('refuses more than the balance (422), a future date, bad amounts and methods (400), and changes nothing', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await sentInvoice(agent);
    const over = await pay(agent, invoice.id, { amount: '119.01' });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('The payment is more than the balance due of €119.00');
    const future = await pay(agent, invoice.id, { amount: 10, paidOn: addDays(today(), 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toContainEqual({
      path: 'paidOn',
      code: 'payment_date_in_future',
      message: 'Payment date cannot be in the future',
    });
    for (const body of [
      { amount: 0 },
      { amount: -5 },
      { amount: 'ten' },
      { amount: 10, method: 'bitcoin' },
    ]) {
      const res = await pay(agent, invoice.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);
    expect((await row(invoice.id)).amountPaid).toBe('0.00');
  });

  it('two payments at the same moment can never together exceed the total', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await sentInvoice(agent);
    const results = await Promise.all([
      pay(agent, invoice.id, { amount: 100 }),
      pay(agent, invoice.id, { amount: 100 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect((await row(invoice.id)).amountPaid).toBe('100.00');
  });

  it('a draft that receives a payment becomes sent; Mark Paid records the whole balance', async () => {
    const { agent } = await createTestUser(t.app);
    const draft = await sentInvoice(agent, { status: 'draft' });
    const part = await pay(agent, draft.id, { amount: 19 });
    expect(part.json().invoice).toMatchObject({ status: 'sent', balanceDue: '100.00' });
    const marked = await agent.patch(`/api/invoices/${draft.id}`, { status: 'paid' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'paid', amountPaid: '119.00', balanceDue: '0.00' });
    const list = (await agent.get(`/api/invoices/${draft.id}/payments`)).json();
    expect(list[1]).toMatchObject({ amount: '100.00', method: 'other', paidOn: today() });
  });

  it('deleting a payment of a paid invoice reopens it; the steps that fell due meanwhile are skipped', async () => {
    const { agent } = await createTestUser(t.app);
    // Due 20 days ago in Berlin: every step of the default flow has fallen due.
    const late = await sentInvoice(agent, {
      issueDate: addDays(today(), -34),
      dueDate: addDays(today(), -20),
    });
    const paid = await pay(agent, late.id, { amount: 119 });
    const paymentId = paid.json().payment.id;
    expect((await agent.delete(`/api/invoices/${late.id}/payments/${paymentId}`)).statusCode).toBe(204);
    const reopened = (await agent.get(`/api/invoices/${late.id}`)).json();
    expect(reopened).toMatchObject({
      status: 'overdue',
      amountPaid: '0.00',
      balanceDue: '119.00',
      paidAt: null,
    });
    await runTick(t.app.deps);
    const sent = await t.database.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.invoiceId, late.id), eq(reminders.status, 'sent')));
    expect(sent).toEqual([]);
    const skipped = await t.database.db.select().from(reminders).where(eq(reminders.invoiceId, late.id));
    expect(skipped.map((r) => r.stepKey).sort()).toEqual(['due', 'final', 'first', 'second']);
    expect(skipped.every((r) => r.note === 'it fell due while the invoice was paid')).toBe(true);
    expect((await agent.delete(`/api/invoices/${late.id}/payments/${paymentId}`)).statusCode).toBe(404);
  });

  it('queues a receipt per payment that states what was received and what remained then', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await sentInvoice(agent);
    // Both payments are recorded before the worker composes either receipt.
    await pay(agent, invoice.id, { amount: 19 });
    await pay(agent, invoice.id, { amount: 100 });
    const receipts = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.invoiceId, invoice.id), eq(emailOutbox.kind, 'payment-receipt')))
      .orderBy(emailOutbox.id);
    expect(receipts.map((r) => r.raw)).toEqual([null, null]);
    const texts: string[] = [];
    for (const receipt of receipts) {
      expect((await t.app.deps.mailer.deliver(receipt.id)).status).toBe('sent');
      const [sent] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, receipt.id));
      texts.push((await PostalMime.parse(sent.raw!)).text ?? '');
    }
    // An English invoice of a German company: amounts as British English writes them (issue 5/6).
    expect(texts[0]).toContain('Thank you for your payment of €19.00');
    expect(texts[0]).toContain('The balance still due is €100.00.');
    expect(texts[1]).toContain('Thank you for your payment of €100.00');
    expect(texts[1]).toContain('The invoice is now paid in full.');
  });
});

describe('edit, send, void, duplicate', () => {
  const body = (clientId: number, over: Record<string, unknown> = {}) => ({
    clientId,
    issueDate: today(),
    dueDate: addDays(today(), 30),
    status: 'paid',
    lineItems: [{ description: 'Workshop', quantity: 2.5, unit: 'days', rate: '400.00' }],
    ...over,
  });

  it('edits a draft freely (status in the body ignored), keeps the number, then sends it', async () => {
    const { agent } = await createTestUser(t.app);
    const draft = await sentInvoice(agent, { status: 'draft' });
    const client = await createTestClient(agent, { name: 'New Client Ltd' });
    const edited = await agent.put(`/api/invoices/${draft.id}`, body(client.id));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      invoiceNumber: draft.invoiceNumber,
      status: 'draft',
      clientName: 'New Client Ltd',
      subtotal: '1000.00',
      total: '1190.00',
      lineItems: [expect.objectContaining({ quantity: 2.5, unit: 'days', amount: '1000.00' })],
    });
    const sent = await agent.post(`/api/invoices/${draft.id}/send`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Invoice sent', invoice: { status: 'sent' } });
    const email = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.invoiceId, draft.id), eq(emailOutbox.kind, 'invoice')));
    expect(email).toHaveLength(1);
    // A sent invoice re-sends its current version.
    expect((await agent.post(`/api/invoices/${draft.id}/send`)).statusCode).toBe(200);
  });

  it('refuses to edit or delete an issued invoice — sent, overdue, part paid, paid, void — (409), and changes nothing', async () => {
    const { agent } = await createTestUser(t.app);
    const sent = await sentInvoice(agent);
    const overdue = await sentInvoice(agent, {
      issueDate: addDays(today(), -40),
      dueDate: addDays(today(), -10),
    });
    const partPaid = await sentInvoice(agent);
    await pay(agent, partPaid.id, { amount: 10 });
    const paid = await sentInvoice(agent);
    await pay(agent, paid.id, { amount: 119 });
    const voided = await sentInvoice(agent);
    await agent.post(`/api/invoices/${voided.id}/void`, { reason: 'Wrong client' });
    for (const invoice of [sent, overdue, partPaid, paid, voided]) {
      const before = await row(invoice.id);
      const message = `${invoice.invoiceNumber} has been issued and can no longer be changed. Correct it with a credit note.`;
      const edited = await agent.put(`/api/invoices/${invoice.id}`, body(invoice.clientId!));
      expect(edited.statusCode, before.status).toBe(409);
      expect(edited.json()).toEqual({ code: 'invoice_issued_immutable', message });
      const deleted = await agent.delete(`/api/invoices/${invoice.id}`);
      expect(deleted.statusCode, before.status).toBe(409);
      expect(deleted.json()).toEqual({ code: 'invoice_issued_immutable', message });
      expect(await row(invoice.id)).toEqual(before);
      expect((await agent.get(`/api/invoices/${invoice.id}/line-items`)).json()).toHaveLength(1);
    }
  });

  it('deletes a draft as before; another user’s draft answers 404 and stays', async () => {
    const { agent } = await createTestUser(t.app);
    const draft = await sentInvoice(agent, { status: 'draft' });
    const other = await createTestUser(t.app);
    expect((await other.agent.put(`/api/invoices/${draft.id}`, body(draft.clientId!))).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/invoices/${draft.id}`)).statusCode).toBe(404);
    expect((await row(draft.id)).status).toBe('draft');
    expect((await agent.delete(`/api/invoices/${draft.id}`)).json()).toEqual({ message: 'Invoice deleted' });
    expect(await row(draft.id)).toBeUndefined();
  });

  it('voids a sent invoice: final, number kept, queued emails cancelled, no reminders or payments', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await sentInvoice(agent);
    const missingReason = await agent.post(`/api/invoices/${invoice.id}/void`, {});
    expect(missingReason.statusCode).toBe(400);
    const res = await agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'Issued twice' });
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice).toMatchObject({
      status: 'void',
      invoiceNumber: invoice.invoiceNumber,
      voidReason: 'Issued twice',
      balanceDue: '0.00',
    });
    expect(res.json().creditNote).toMatchObject({
      invoiceId: invoice.id,
      total: '119.00',
      reason: 'Issued twice',
    });
    expect((await agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'again' })).statusCode).toBe(422);
    const reminder = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' });
    expect(reminder.statusCode).toBe(422);
    expect(reminder.json().message).toBe('This invoice is void, so no email was sent.');
    expect((await pay(agent, invoice.id, { amount: 1 })).json().message).toBe(
      'No payments can be recorded on a void invoice.',
    );
    expect((await agent.patch(`/api/invoices/${invoice.id}`, { status: 'paid' })).statusCode).toBe(422);
    const draft = await sentInvoice(agent, { status: 'draft' });
    expect((await agent.post(`/api/invoices/${draft.id}/void`, { reason: 'x' })).statusCode).toBe(422);
  });

  it('duplicates into a new draft with the next number, today’s dates and the same terms', async () => {
    const { agent } = await createTestUser(t.app);
    const original = await sentInvoice(agent, {
      issueDate: addDays(today(), -40),
      dueDate: addDays(today(), -30),
      lineItems: [{ description: 'Retainer', quantity: 1.25, unit: 'months', rate: '800.00' }],
    });
    const res = await agent.post(`/api/invoices/${original.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(original.id);
    expect(copy.invoiceNumber).not.toBe(original.invoiceNumber);
    expect(copy).toMatchObject({
      status: 'draft',
      clientId: original.clientId,
      issueDate: today(),
      dueDate: addDays(today(), 10),
      total: original.total,
      amountPaid: '0.00',
    });
    expect(copy.lineItems).toEqual([
      expect.objectContaining({ description: 'Retainer', quantity: 1.25, unit: 'months' }),
    ]);
  });

  it('answers 404 on every new route for another user’s invoice, and changes nothing', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const invoice = await sentInvoice(owner.agent);
    const paid = await pay(owner.agent, invoice.id, { amount: 10 });
    const paymentId = paid.json().payment.id;
    const id = invoice.id;
    const calls = [
      other.agent.put(`/api/invoices/${id}`, body(invoice.clientId!)),
      other.agent.post(`/api/invoices/${id}/send`),
      other.agent.post(`/api/invoices/${id}/void`, { reason: 'x' }),
      other.agent.post(`/api/invoices/${id}/duplicate`),
      other.agent.get(`/api/invoices/${id}/payments`),
      pay(other.agent, id, { amount: 1 }),
      other.agent.delete(`/api/invoices/${id}/payments/${paymentId}`),
      other.agent.get(`/api/invoices/${id}/activity`),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    // The payment of another invoice of the same user is not reachable through this one either.
    const second = await sentInvoice(owner.agent);
    expect((await owner.agent.delete(`/api/invoices/${second.id}/payments/${paymentId}`)).statusCode).toBe(
      404,
    );
    expect((await row(id)).amountPaid).toBe('10.00');
  });
});

describe('activity', () => {
  it('tells what happened, newest first, in plain sentences', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await sentInvoice(agent, { status: 'draft' });
    await agent.put(`/api/invoices/${invoice.id}`, {
      clientId: invoice.clientId,
      issueDate: today(),
      dueDate: addDays(today(), 14),
      lineItems: [{ description: 'Consulting', quantity: 1, rate: '100.00' }],
    });
    await agent.post(`/api/invoices/${invoice.id}/send`);
    const paid = await pay(agent, invoice.id, { amount: '50.00' });
    await agent.delete(`/api/invoices/${invoice.id}/payments/${paid.json().payment.id}`);
    const activity = (await agent.get(`/api/invoices/${invoice.id}/activity`)).json();
    expect(activity.map((a: { type: string }) => a.type)).toEqual([
      'payment_deleted',
      'payment_recorded',
      'sent',
      'sent',
      'edited',
      'created',
    ]);
    expect(activity[1].detail).toBe('Payment of €50.00 by bank transfer');
    expect(activity[0].detail).toBe('Payment of €50.00 by bank transfer deleted');
    // The invoice email reads as what it is, never as a reminder.
    expect(
      activity.filter((a: { type: string }) => a.type === 'sent').map((a: { detail: string }) => a.detail),
    ).toEqual(expect.arrayContaining(['Marked as sent', 'Invoice sent']));
    expect(JSON.stringify(activity)).not.toContain('Reminder');
    const times = activity.map((a: { at: string }) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
