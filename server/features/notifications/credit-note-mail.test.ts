/** The credit note email: queued only after the invoice reached the client, sent again by hand; the client's page. */
import { and, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createSentTestInvoice,
  createTestCreditNote,
  createTestUser,
  saveTestSettings,
} from '../../../test/factories';
import { readPdf } from '../../../test/pdf-text';
import { creditNotes, emailOutbox, invoices } from '../../db/schema';
import { CREDIT_NOTE_KIND, queueCreditNoteEmail } from './credit-note-mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A German company's invoice of €119.00 with a credit note of €69.00 (57.98 + 19%). */
async function creditedInvoice(options: { emailed: boolean }) {
  const { agent, user } = await createTestUser(t.app);
  await saveTestSettings(agent, { companyName: 'Alte Mühle GmbH', taxRate: 19 });
  const invoice = await createSentTestInvoice(agent, { issueDate: '2026-11-02', dueDate: '2026-11-16' });
  if (options.emailed)
    expect((await agent.post(`/api/invoices/${invoice.id}/send`, {})).statusCode).toBe(200);
  const note = await createTestCreditNote(t.database.db, {
    userId: user.id,
    invoiceId: invoice.id,
    lines: [{ description: 'Returned chair', quantity: 1, rate: '57.98' }],
    reason: 'Returned item',
    issueDate: '2026-11-05',
  });
  const ids = { userId: user.id, invoiceId: invoice.id, creditNoteId: note.id };
  return { agent, user, invoice, note, ids };
}

const creditNoteMails = (invoiceId: number) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.invoiceId, invoiceId), eq(emailOutbox.kind, CREDIT_NOTE_KIND)));

describe('the credit note email', () => {
  it('is not queued when the invoice never reached the client by email', async () => {
    const { invoice, note, ids } = await creditedInvoice({ emailed: false });
    const now = new Date('2026-11-05T10:00:00Z');
    expect(
      await t.database.db.transaction((tx) => queueCreditNoteEmail(t.app.deps, tx, ids, now)),
    ).toBeNull();
    expect(await creditNoteMails(invoice.id)).toEqual([]);
    const [row] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.id, note.id));
    expect(row.emailedAt).toBeNull();
  });

  it('is queued when the invoice had been emailed, and goes out with the PDF even though the invoice is void', async () => {
    const { invoice, note, ids } = await creditedInvoice({ emailed: true });
    const now = new Date();
    const id = await t.database.db.transaction((tx) => queueCreditNoteEmail(t.app.deps, tx, ids, now));
    expect(id).toEqual(expect.any(Number));
    const [row] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.id, note.id));
    expect(row.emailedAt?.toISOString()).toBe(now.toISOString());

    // Cancelled in full meanwhile: the credit note is what the client must still get.
    await t.database.db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, invoice.id));
    expect((await t.app.deps.mailer.deliver(id!)).status).toBe('sent');
    const [sent] = await creditNoteMails(invoice.id);
    const mail = await PostalMime.parse(sent.raw!);
    expect(mail.subject).toBe(`Credit note CN-1 for invoice ${invoice.invoiceNumber}`);
    expect(mail.text).toContain(`credit note CN-1 for invoice ${invoice.invoiceNumber}. It credits €69.00.`);
    expect(mail.text).toContain('Reason: Returned item');
    const pdf = mail.attachments.find((a) => a.filename === 'credit-note-CN-1.pdf');
    const { text } = await readPdf(Buffer.from(pdf!.content as ArrayBuffer));
    expect(text).toContain('Credit note');
  });

  it('is queued after an invoice email still on its way, and not for one cancelled or failed', async () => {
    const later = new Date(Date.now() + 3_600_000);
    for (const [status, queued] of [
      ['pending', true],
      ['sending', true],
      ['cancelled', false],
      ['failed', false],
    ] as const) {
      const { invoice, ids } = await creditedInvoice({ emailed: true });
      // The invoice email as it stands when deferred by the sending limit or a retry, or given up.
      await t.database.db
        .update(emailOutbox)
        .set({ status, nextAttemptAt: later })
        .where(and(eq(emailOutbox.invoiceId, invoice.id), eq(emailOutbox.kind, 'invoice')));
      const id = await t.database.db.transaction((tx) =>
        queueCreditNoteEmail(t.app.deps, tx, ids, new Date()),
      );
      expect(id !== null, status).toBe(queued);
      if (!queued) continue;
      // Not due before the invoice email: the client reads the invoice first.
      const [mail] = await creditNoteMails(invoice.id);
      expect(mail.nextAttemptAt.getTime(), status).toBe(later.getTime());
    }
  });

  it('is sent again with POST /api/credit-notes/{id}/send, and 404 for another user', async () => {
    const { agent, invoice, note } = await creditedInvoice({ emailed: false });
    const other = await createTestUser(t.app);
    const refused = await other.agent.post(`/api/credit-notes/${note.id}/send`, {});
    expect(refused.statusCode).toBe(404);
    expect(await creditNoteMails(invoice.id)).toEqual([]);

    const res = await agent.post(`/api/credit-notes/${note.id}/send`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: note.id,
      creditNoteNumber: 'CN-1',
      invoiceNumber: invoice.invoiceNumber,
      total: '69.00',
      reason: 'Returned item',
      lineItems: [{ description: 'Returned chair', quantity: 1, unit: null, rate: '57.98', amount: '57.98' }],
      emailedAt: expect.any(String),
    });
    const [sent] = await creditNoteMails(invoice.id);
    expect(sent).toMatchObject({ status: 'sent', toAddress: invoice.clientEmail });
  });

  it('counts against the per-invoice daily cap of sends by hand (429 past it) and is recorded in the activity', async () => {
    const { agent, invoice, note } = await creditedInvoice({ emailed: false });
    const perDay = t.app.deps.config.mailLimits.manualPerInvoiceDay;
    for (let i = 0; i < perDay; i++)
      expect((await agent.post(`/api/credit-notes/${note.id}/send`, {})).statusCode).toBe(200);
    const over = await agent.post(`/api/credit-notes/${note.id}/send`, {});
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      code: 'invoice_daily_send_cap',
      message: `No email was sent: invoice ${invoice.invoiceNumber} was already emailed ${perDay} times by hand today. Try again tomorrow.`,
    });
    expect(await creditNoteMails(invoice.id)).toHaveLength(perDay);
    // The credit notes count for the invoice's reminders by hand too.
    const reminder = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' });
    expect(reminder.statusCode).toBe(429);
    expect(reminder.json().message).toContain('by hand today');

    const activity = (await agent.get(`/api/invoices/${invoice.id}/activity`)).json();
    const sent = activity.filter((a: { type: string }) => a.type === 'credit_note_sent');
    expect(sent).toHaveLength(perDay);
    expect(sent[0].detail).toBe(`Credit note CN-1 emailed to ${invoice.clientEmail}`);
  });

  it('counts towards the daily cap when issued: five credit notes of 0.01 email the client twice after the invoice (issue 2/7 item 4)', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { companyName: 'Alte Mühle GmbH', taxRate: 19 });
    const invoice = await createSentTestInvoice(agent, { issueDate: '2026-11-02', dueDate: '2026-11-16' });
    expect((await agent.post(`/api/invoices/${invoice.id}/send`, {})).statusCode).toBe(200);
    const perDay = t.app.deps.config.mailLimits.manualPerInvoiceDay;
    for (let i = 0; i < 5; i++) {
      const issued = await agent.post(`/api/invoices/${invoice.id}/credit-notes`, {
        reason: `Goodwill ${i + 1}`,
        lineItems: [{ description: 'Goodwill', quantity: 1, rate: '0.01' }],
      });
      // The credit note is issued either way; only its email is held back.
      expect(issued.statusCode).toBe(201);
    }
    // The invoice email was the first of the day's emails by hand.
    expect(await creditNoteMails(invoice.id)).toHaveLength(perDay - 1);
    const resend = await agent.post(`/api/invoices/${invoice.id}/send`, {});
    expect(resend.statusCode).toBe(429);
  });

  it('is refused (422) while the company has no name or email, and nothing is queued', async () => {
    const { agent, user } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    await saveTestSettings(agent, { companyName: null, invoiceNumberStart: 1000 });
    const note = await createTestCreditNote(t.database.db, {
      userId: user.id,
      invoiceId: invoice.id,
      lines: [{ description: 'Discount', quantity: 1, rate: '10.00' }],
    });
    expect((await agent.post(`/api/credit-notes/${note.id}/send`, {})).statusCode).toBe(422);
    expect(await creditNoteMails(invoice.id)).toEqual([]);
  });
});

describe("the client's page", () => {
  it('lists credit notes with their PDFs, the amount credited and the void mark', async () => {
    const { agent, user, invoice } = await creditedInvoice({ emailed: true });
    const url = (await agent.post(`/api/invoices/${invoice.id}/share-link`, {})).json().url as string;
    const token = url.split('/i/')[1];
    const anonymous = (path: string) =>
      t.app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.9' });

    const page = (await anonymous(`/api/public/invoices/${token}`)).json();
    expect(page).toMatchObject({
      totals: { total: '119.00', creditedAmount: '69.00', balanceDue: '50.00' },
      voided: null,
    });
    // The document's credit notes, each with its PDF on this page's link.
    expect(page.creditNotes).toEqual([
      {
        number: 'CN-1',
        issueDate: '2026-11-05',
        total: '69.00',
        reason: 'Returned item',
        cancels: false,
        pdfUrl: `/api/public/invoices/${token}/credit-notes/CN-1/pdf`,
      },
    ]);
    const pdf = await anonymous(page.creditNotes[0].pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="credit-note-CN-1.pdf"',
      'x-robots-tag': 'noindex, nofollow',
      'cache-control': 'no-store',
    });
    expect((await readPdf(pdf.rawPayload)).text).toContain('Credit note');
    expect((await anonymous(`/api/public/invoices/${token}/credit-notes/CN-99/pdf`)).statusCode).toBe(404);

    await createTestCreditNote(t.database.db, {
      userId: user.id,
      invoiceId: invoice.id,
      lines: [{ description: 'Rest', quantity: 1, rate: '42.02' }],
      scope: 'full',
      issueDate: '2026-11-06',
    });
    const voided = (await anonymous(`/api/public/invoices/${token}`)).json();
    expect(voided).toMatchObject({
      status: 'void',
      totals: { balanceDue: '0.00' },
      qrCodes: [],
      payment: null,
    });
    expect(voided.voided).toEqual({ creditNoteNumber: 'CN-2', date: '2026-11-06' });
  });
});
