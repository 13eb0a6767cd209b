/**
 * Void and correct issue a credit note for the whole invoice (issue #23): its lines and totals are
 * the invoice's, less any earlier partial credit notes; correct adds a draft copy with the next number.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/dates';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSentTestInvoice, createTestUser } from '../../../test/factories';
import { clients, creditNotes, invoices } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => todayIn('Europe/Berlin');
const twoLines = {
  lineItems: [
    { description: 'Design work', quantity: 10, unit: 'hours', rate: '85.00' },
    { description: 'Hosting', quantity: 1, rate: '20.00' },
  ],
};
const invoiceRow = async (id: number) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];

describe('POST /api/invoices/{id}/void', () => {
  it('answers the void invoice and a credit note with the invoice’s lines and totals', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent, twoLines);
    expect(invoice).toMatchObject({ subtotal: '870.00', tax: '165.30', total: '1035.30' });
    const res = await agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'Wrong client' });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice: voided, creditNote } = res.json();
    expect(creditNote).toMatchObject({
      creditNoteNumber: 'CN-1',
      invoiceId: invoice.id,
      reason: 'Wrong client',
      issueDate: today(),
      subtotal: '870.00',
      tax: '165.30',
      total: '1035.30',
      lineItems: [
        { description: 'Design work', quantity: 10, unit: 'hours', rate: '85.00', amount: '850.00' },
        { description: 'Hosting', quantity: 1, unit: null, rate: '20.00', amount: '20.00' },
      ],
    });
    expect(voided).toMatchObject({
      status: 'void',
      voidReason: 'Wrong client',
      creditedAmount: '1035.30',
      balanceDue: '0.00',
      creditNotes: [{ id: creditNote.id, creditNoteNumber: 'CN-1', issueDate: today(), total: '1035.30' }],
    });
  });

  it('after partial credit notes, the full note lists them as less lines and credits exactly the rest', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent, twoLines);
    const partial = await agent.post(`/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Discount',
      lineItems: [{ description: 'Goodwill', quantity: 1, rate: '33.33' }],
    });
    expect(partial.json().creditNote).toMatchObject({ subtotal: '33.33', tax: '6.33', total: '39.66' });
    const res = await agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'Cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const { creditNote, invoice: voided } = res.json();
    expect(creditNote).toMatchObject({
      creditNoteNumber: 'CN-2',
      subtotal: '836.67',
      tax: '158.97',
      total: '995.64',
    });
    expect(creditNote.lineItems.at(-1)).toEqual({
      description: 'Less credit note CN-1',
      quantity: 1,
      unit: null,
      rate: '-33.33',
      amount: '-33.33',
      taxRate: '19.00',
      taxCategory: 'S',
    });
    expect(voided).toMatchObject({ status: 'void', creditedAmount: '1035.30', balanceDue: '0.00' });
    expect(voided.creditNotes.map((n: { creditNoteNumber: string }) => n.creditNoteNumber)).toEqual([
      'CN-1',
      'CN-2',
    ]);
  });

  it('refuses an invoice with payments (422) and changes nothing; another user’s is 404', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    await agent.post(`/api/invoices/${invoice.id}/payments`, {
      amount: '10.00',
      paidOn: today(),
      method: 'cash',
    });
    const before = await invoiceRow(invoice.id);
    const res = await agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'This invoice has payments recorded, so it cannot be voided. Delete the payments first.',
    );
    expect(await invoiceRow(invoice.id)).toEqual(before);
    const other = await createTestUser(t.app);
    const sent = await createSentTestInvoice(agent);
    expect((await other.agent.post(`/api/invoices/${sent.id}/void`, { reason: 'x' })).statusCode).toBe(404);
    expect((await other.agent.post(`/api/invoices/${sent.id}/correct`, { reason: 'x' })).statusCode).toBe(
      404,
    );
    const notes = await t.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, sent.id));
    expect(notes).toEqual([]);
  });
});

describe('POST /api/invoices/{id}/correct', () => {
  it('voids the invoice by a full credit note and answers a draft copy with the next number', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent, twoLines);
    const next = (await agent.get('/api/invoices/next-number')).json().invoiceNumber;
    const res = await agent.post(`/api/invoices/${invoice.id}/correct`, { reason: 'Wrong hours' });
    expect(res.statusCode, res.body).toBe(201);
    const { invoice: voided, creditNote, draft } = res.json();
    expect(voided).toMatchObject({ id: invoice.id, status: 'void', voidReason: 'Wrong hours' });
    expect(creditNote).toMatchObject({ creditNoteNumber: 'CN-1', total: '1035.30', reason: 'Wrong hours' });
    expect(draft).toMatchObject({
      invoiceNumber: next,
      status: 'draft',
      clientId: invoice.clientId,
      issueDate: today(),
      total: '1035.30',
      creditedAmount: '0.00',
      creditNotes: [],
    });
    expect(draft.lineItems.map((l: { description: string }) => l.description)).toEqual([
      'Design work',
      'Hosting',
    ]);
    const activity = (await agent.get(`/api/invoices/${draft.id}/activity`)).json();
    expect(activity[0].detail).toBe(`Created as a draft to correct ${invoice.invoiceNumber}`);
  });

  it('keeps the date of supply of the invoice it replaces: its service date, its period, else its issue date (issue 2/7 item 10)', async () => {
    const { agent } = await createTestUser(t.app);
    const cases = [
      [{ serviceDate: '2026-11-28' }, { serviceDate: '2026-11-28', servicePeriodStart: null }],
      [
        { servicePeriodStart: '2026-10-01', servicePeriodEnd: '2026-10-31' },
        { serviceDate: null, servicePeriodStart: '2026-10-01', servicePeriodEnd: '2026-10-31' },
      ],
      [{}, { serviceDate: '2026-11-20', servicePeriodStart: null }],
    ] as const;
    for (const [service, kept] of cases) {
      const invoice = await createSentTestInvoice(agent, {
        ...twoLines,
        ...service,
        issueDate: '2026-11-20',
        dueDate: '2026-12-04',
      });
      const res = await agent.post(`/api/invoices/${invoice.id}/correct`, { reason: 'Wrong hours' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().draft).toMatchObject({ ...kept, issueDate: today() });
    }
    // A duplicate bills a supply of its own: its date of supply is its own issue date.
    const original = await createSentTestInvoice(agent, { ...twoLines, serviceDate: '2026-11-28' });
    const copy = (await agent.post(`/api/invoices/${original.id}/duplicate`, {})).json();
    expect(copy).toMatchObject({ serviceDate: today(), servicePeriodStart: null, servicePeriodEnd: null });
  });

  it('refuses drafts, void invoices and bad input, and changes nothing', async () => {
    const { agent } = await createTestUser(t.app);
    const draft = await createSentTestInvoice(agent, { status: 'draft' });
    const onDraft = await agent.post(`/api/invoices/${draft.id}/correct`, { reason: 'x' });
    expect(onDraft.statusCode).toBe(422);
    expect(onDraft.json().message).toBe(
      'A draft was never sent, so it cannot be corrected; delete it instead.',
    );
    const invoice = await createSentTestInvoice(agent);
    expect((await agent.post(`/api/invoices/${invoice.id}/correct`, {})).statusCode).toBe(400);
    await agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'x' });
    const count = (await agent.get('/api/invoices')).json().length;
    const onVoid = await agent.post(`/api/invoices/${invoice.id}/correct`, { reason: 'x' });
    expect(onVoid.statusCode).toBe(422);
    expect(onVoid.json().message).toBe('This invoice is void, so it cannot be corrected.');
    expect((await agent.get('/api/invoices')).json()).toHaveLength(count);
  });

  it('when the client was deleted, refuses (422) before any credit note is issued', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    // The client row goes (as after an account clean-up); the invoice keeps its name and email.
    await t.database.db.update(invoices).set({ clientId: null }).where(eq(invoices.id, invoice.id));
    await t.database.db.delete(clients).where(eq(clients.id, invoice.clientId!));
    const duplicate = await agent.post(`/api/invoices/${invoice.id}/duplicate`, {});
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      code: 'invoice_client_deleted',
      message: 'The client of this invoice was deleted, so it cannot be duplicated.',
    });
    const res = await agent.post(`/api/invoices/${invoice.id}/correct`, { reason: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'invoice_client_deleted_correcting',
      message: 'The client of this invoice was deleted, so it cannot be corrected; cancel it instead.',
    });
    expect((await invoiceRow(invoice.id)).status).toBe('sent');
    expect((await agent.get('/api/credit-notes')).json()).toEqual([]);
  });
});
