/**
 * Partial credit notes through the API (issue #23): POST /api/invoices/{id}/credit-notes, what
 * every invoice answer shows of them, the cap at the balance due, the refusals and the outcome at 0.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/dates';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSentTestInvoice, createTestUser } from '../../../test/factories';
import { creditNotes, emailOutbox, invoices } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => todayIn('Europe/Berlin');

const credit = (agent: Agent, id: number, rate: string, reason = 'Returned item') =>
  agent.post(`/api/invoices/${id}/credit-notes`, {
    reason,
    lineItems: [{ description: 'Returned licence', quantity: 1, unit: 'pcs', rate }],
  });

const notesOf = (invoiceId: number) =>
  t.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
const invoiceRow = async (id: number) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];

describe('POST /api/invoices/{id}/credit-notes', () => {
  it('credits part of a sent invoice, taxed at the invoice’s rate; the invoice answers the credit', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    const res = await credit(agent, invoice.id, '40.00');
    expect(res.statusCode, res.body).toBe(201);
    const { creditNote, invoice: after } = res.json();
    expect(creditNote).toMatchObject({
      creditNoteNumber: 'CN-1',
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      clientId: invoice.clientId,
      clientName: invoice.clientName,
      issueDate: today(),
      reason: 'Returned item',
      currency: invoice.currency,
      subtotal: '40.00',
      tax: '7.60',
      total: '47.60',
      emailedAt: null,
      lineItems: [
        { description: 'Returned licence', quantity: 1, unit: 'pcs', rate: '40.00', amount: '40.00' },
      ],
    });
    expect(after).toMatchObject({
      status: 'sent',
      total: '119.00',
      creditedAmount: '47.60',
      balanceDue: '71.40',
      creditNotes: [{ id: creditNote.id, creditNoteNumber: 'CN-1', issueDate: today(), total: '47.60' }],
    });
    // Every invoice read answers the credit the same way.
    const single = (await agent.get(`/api/invoices/${invoice.id}`)).json();
    expect(single).toMatchObject({
      creditedAmount: '47.60',
      balanceDue: '71.40',
      creditNotes: after.creditNotes,
    });
    const listed = (await agent.get('/api/invoices')).json().find((i: { id: number }) => i.id === invoice.id);
    expect(listed).toMatchObject({
      creditedAmount: '47.60',
      balanceDue: '71.40',
      creditNotes: after.creditNotes,
    });
    const paged = (await agent.get('/api/invoices/paged')).json().items[0];
    expect(paged).toMatchObject({ id: invoice.id, creditedAmount: '47.60', creditNotes: after.creditNotes });
    const activity = (await agent.get(`/api/invoices/${invoice.id}/activity`)).json();
    expect(activity).toContainEqual(
      expect.objectContaining({
        type: 'credit_note_issued',
        detail: 'Credit note CN-1 issued: Returned item (€47.60)',
      }),
    );
  });

  it('refuses a credit over the balance due (422) and changes nothing', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    const paid = await agent.post(`/api/invoices/${invoice.id}/payments`, {
      amount: '50.00',
      paidOn: today(),
      method: 'bank_transfer',
    });
    expect(paid.statusCode).toBe(201);
    const before = await invoiceRow(invoice.id);
    // 58.00 + 19% = 69.02: two cents more than the 69.00 still due.
    const over = await credit(agent, invoice.id, '58.00');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('A credit note can cover at most the balance due of €69.00');
    expect(await invoiceRow(invoice.id)).toEqual(before);
    expect(await notesOf(invoice.id)).toEqual([]);
    // The number was not used up: the next credit note is still CN-1.
    expect((await credit(agent, invoice.id, '10.00')).json().creditNote.creditNoteNumber).toBe('CN-1');
  });

  it('refuses drafts and void invoices (422), another user’s invoice (404), bad input (400)', async () => {
    const { agent } = await createTestUser(t.app);
    const draft = await createSentTestInvoice(agent, { status: 'draft' });
    const onDraft = await credit(agent, draft.id, '10.00');
    expect(onDraft.statusCode).toBe(422);
    expect(onDraft.json().message).toBe(
      'A draft was never issued, so it cannot be credited; edit or delete it instead.',
    );
    const voided = await createSentTestInvoice(agent);
    expect((await agent.post(`/api/invoices/${voided.id}/void`, { reason: 'Wrong client' })).statusCode).toBe(
      200,
    );
    const onVoid = await credit(agent, voided.id, '10.00');
    expect(onVoid.statusCode).toBe(422);
    expect(onVoid.json().message).toBe('This invoice is void, so it cannot be credited.');

    const sent = await createSentTestInvoice(agent);
    const other = await createTestUser(t.app);
    const foreign = await credit(other.agent, sent.id, '10.00');
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await agent.post('/api/invoices/2147483647/credit-notes', {
          reason: 'x',
          lineItems: [{ description: 'x', quantity: 1, rate: '1' }],
        })
      ).statusCode,
    ).toBe(404);

    const bad = await agent.post(`/api/invoices/${sent.id}/credit-notes`, {
      reason: ' ',
      lineItems: [{ description: '', quantity: 0, rate: '-5' }],
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().errors as { path: string }[]).map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'reason',
        'lineItems.0.description',
        'lineItems.0.quantity',
        'lineItems.0.rate',
      ]),
    );
    const none = await agent.post(`/api/invoices/${sent.id}/credit-notes`, { reason: 'x', lineItems: [] });
    expect(none.statusCode).toBe(400);
    const zero = await credit(agent, sent.id, '0.00');
    expect(zero.statusCode).toBe(422);
    expect(zero.json().message).toBe('A credit note must credit more than 0.00.');
    expect(await notesOf(sent.id)).toEqual([]);
    expect(await notesOf(draft.id)).toEqual([]);
  });

  it('a credit that clears the balance voids an unpaid invoice and pays a paid-in-part one', async () => {
    const { agent } = await createTestUser(t.app);
    const unpaid = await createSentTestInvoice(agent);
    const first = await credit(agent, unpaid.id, '100.00', 'Project cancelled');
    expect(first.json().invoice).toMatchObject({
      status: 'void',
      voidReason: 'Project cancelled',
      creditedAmount: '119.00',
      balanceDue: '0.00',
    });
    expect(first.json().invoice.voidedAt).not.toBeNull();

    const partly = await createSentTestInvoice(agent);
    await agent.post(`/api/invoices/${partly.id}/payments`, {
      amount: '19.00',
      paidOn: today(),
      method: 'cash',
    });
    const rest = await credit(agent, partly.id, '84.03');
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().invoice).toMatchObject({
      status: 'paid',
      amountPaid: '19.00',
      creditedAmount: '100.00',
      balanceDue: '0.00',
      voidedAt: null,
    });
    expect(rest.json().invoice.paidAt).not.toBeNull();
    // Nothing is left to credit on either.
    expect((await credit(agent, partly.id, '1.00')).statusCode).toBe(422);
  });

  it('a credit that clears the balance cancels the invoice’s queued emails; a partial one keeps them', async () => {
    const { agent, user } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    const queue = async (subject: string) =>
      (
        await t.database.db
          .insert(emailOutbox)
          .values({
            userId: user.id,
            invoiceId: invoice.id,
            kind: 'reminder',
            toAddress: invoice.clientEmail,
            subject,
            raw: 'x',
          })
          .returning()
      )[0];
    const statusOf = async (id: number) =>
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0].status;
    const reminder = await queue('Reminder: 119.00 due');
    expect((await credit(agent, invoice.id, '50.00')).statusCode).toBe(201);
    expect(await statusOf(reminder.id)).toBe('pending');
    expect((await credit(agent, invoice.id, '50.00')).json().invoice.status).toBe('void');
    expect(await statusOf(reminder.id)).toBe('cancelled');
  });
});
