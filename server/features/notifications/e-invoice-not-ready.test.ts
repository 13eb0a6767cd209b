/**
 * Issue 2/7 item 12: a send to a client who receives an XML e-invoice (XRechnung, Peppol) that the
 * document cannot be yet answers 422 `e_invoice_not_ready` naming what is missing, and nothing is
 * sent, queued or issued — unless the sender asks for the PDF alone (`attachEInvoice: false`), which
 * the invoice's history records. The invoice email, a credit note's email by hand and a recurring
 * invoice in send mode alike; a `pdf` client is unaffected.
 */
import { and, eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser } from '../../../test/factories';
import { createReadyClient, LEITWEG_ID, saveReadyCompany } from '../../../test/ready-for-e-invoices';
import { emailOutbox, invoices, recurringInvoices } from '../../db/schema';
import { sendMoment } from '../../lib/send-moment';
import { runRecurringInvoices } from '../recurring/generator';
import { DRAFTS_DIGEST_KIND } from '../recurring/mail';
import { CREDIT_NOTE_KIND } from './credit-note-mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

async function account(company: Record<string, unknown> = {}) {
  const { agent } = await createTestUser(t.app);
  await saveReadyCompany(agent, company);
  return agent;
}

const LEITWEG_MISSING = {
  path: 'invoice.buyerReference',
  code: 'e_invoice_leitweg_id_missing',
  message: 'XRechnung needs the buyer reference (Leitweg-ID)',
};

/** The whole 422 of a send refused for want of the Leitweg-ID alone. */
function expectLeitwegRefusal(
  res: { statusCode: number; body: string; json: () => unknown },
  message: string,
) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toEqual({ code: 'e_invoice_not_ready', message, errors: [LEITWEG_MISSING] });
}

/** Every outbox row about the invoice (of any kind). */
const outboxOf = (invoiceId: number) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.invoiceId, invoiceId));

async function sentMail(invoiceId: number, kind: string): Promise<Email[]> {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.invoiceId, invoiceId), eq(emailOutbox.kind, kind)));
  expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'sent'));
  return Promise.all(rows.map((r) => PostalMime.parse(r.raw!)));
}

const files = (mail: Email) => mail.attachments.map((a) => a.filename);
const activityOf = async (agent: Agent, invoiceId: number) =>
  (await agent.get(`/api/invoices/${invoiceId}/activity`)).json() as { type: string; detail: string }[];

/** The invoice email went with the PDF alone, and the invoice's history says so in these words. */
async function expectPdfAlone(agent: Agent, invoice: { id: number; invoiceNumber: string }, detail: string) {
  const [mail] = await sentMail(invoice.id, 'invoice');
  expect(files(mail)).toEqual([`invoice-${invoice.invoiceNumber}.pdf`]);
  const withheld = (await activityOf(agent, invoice.id)).filter((a) => a.type === 'e_invoice_withheld');
  expect(withheld.map((a) => a.detail)).toEqual([detail]);
}

describe('POST /api/invoices/{id}/send', () => {
  it('answers 422 e_invoice_not_ready naming the missing Leitweg-ID and seller phone; nothing is queued and the draft stays a draft', async () => {
    const agent = await account({ phone: null });
    const client = await createReadyClient(agent, { eInvoiceFormat: 'xrechnung-cii', buyerReference: null });
    const draft = await createTestInvoice(agent, { clientId: client.id });

    const res = await agent.post(`/api/invoices/${draft.id}/send`, {});
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.code).toBe('e_invoice_not_ready');
    expect(body.message).toBe(
      'The client receives XRechnung (CII) e-invoices, and this invoice cannot be one yet. Add what is missing, or send the PDF alone.',
    );
    expect(body.errors).toEqual(
      expect.arrayContaining([
        LEITWEG_MISSING,
        {
          path: 'settings.phone',
          code: 'e_invoice_company_phone_missing',
          message: "XRechnung needs your company's phone number: add it in Settings",
        },
      ]),
    );
    expect(Object.keys(body).sort()).toEqual(['code', 'errors', 'message']);

    expect(await outboxOf(draft.id)).toEqual([]);
    const after = (await agent.get(`/api/invoices/${draft.id}`)).json();
    expect(after.status).toBe('draft');
    expect(after.sentAt ?? null).toBeNull();
    expect((await activityOf(agent, draft.id)).map((a) => a.type)).toEqual(['created']);
    const reminders = (await agent.get('/api/reminders')).json() as { invoiceId: number }[];
    expect(reminders.filter((r) => r.invoiceId === draft.id)).toEqual([]);
  });

  it('sends the PDF alone when the body says attachEInvoice: false, and the history says it was chosen', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'xrechnung-cii', buyerReference: null });
    const draft = await createTestInvoice(agent, { clientId: client.id });

    const res = await agent.post(`/api/invoices/${draft.id}/send`, { attachEInvoice: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice.status).toBe('sent');
    await expectPdfAlone(
      agent,
      draft,
      'Sent with the PDF alone, as chosen: without the XRechnung (CII) e-invoice the client receives (it lacked: XRechnung needs the buyer reference (Leitweg-ID))',
    );
  });

  it('refuses a body whose attachEInvoice is no boolean', async () => {
    const agent = await account();
    const draft = await createTestInvoice(agent);
    const res = await agent.post(`/api/invoices/${draft.id}/send`, { attachEInvoice: 'no' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('attachEInvoice must be true or false');
  });

  it('a pdf client is unaffected: its invoice goes as before, whatever an XML format would lack', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'pdf', buyerReference: null });
    const draft = await createTestInvoice(agent, { clientId: client.id });
    const res = await agent.post(`/api/invoices/${draft.id}/send`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await activityOf(agent, draft.id)).map((a) => a.type)).not.toContain('e_invoice_withheld');
  });

  it('a ready XRechnung client gets the XML beside the PDF, with nothing to choose', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'xrechnung-ubl' });
    const draft = await createTestInvoice(agent, { clientId: client.id });
    const draftAnswer = (await agent.get(`/api/invoices/${draft.id}/email-draft?kind=invoice`)).json();
    expect(draftAnswer.eInvoice).toEqual({ format: 'xrechnung-ubl', problems: [], issued: false });
    expect((await agent.post(`/api/invoices/${draft.id}/send`, {})).statusCode).toBe(200);
    const [mail] = await sentMail(draft.id, 'invoice');
    expect(files(mail)).toEqual([
      `invoice-${draft.invoiceNumber}.pdf`,
      `${draft.invoiceNumber}-xrechnung.xml`,
    ]);
  });

  it('an issued invoice sent again is refused likewise (it keeps what it was issued with), and the email draft lists the problems', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'peppol', buyerReference: null });
    const issued = await createTestInvoice(agent, { clientId: client.id, status: 'sent' });

    const draftAnswer = (await agent.get(`/api/invoices/${issued.id}/email-draft?kind=invoice`)).json();
    expect(draftAnswer.eInvoice).toEqual({
      format: 'peppol',
      problems: [
        {
          path: 'invoice.buyerReference',
          code: 'e_invoice_buyer_reference_missing',
          message: "Peppol needs a buyer reference, such as the client's order number",
        },
      ],
      issued: true,
    });
    // A reminder's draft carries no e-invoice.
    const reminderDraft = (await agent.get(`/api/invoices/${issued.id}/email-draft?kind=reminder`)).json();
    expect(reminderDraft.eInvoice).toBeNull();

    const res = await agent.post(`/api/invoices/${issued.id}/send`, {});
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('e_invoice_not_ready');
    expect(res.json().message).toMatch(/was issued without what Peppol BIS Billing 3\.0 needs/);
    // The invoice email through the reminder route is the same send.
    const first = await agent.post(`/api/invoices/${issued.id}/reminder`, { reminderType: 'first' });
    expect(first.statusCode).toBe(422);
    expect(first.json().code).toBe('e_invoice_not_ready');
    expect(await outboxOf(issued.id)).toEqual([]);

    // A reminder carries the PDF alone, as it always did: no refusal.
    const reminder = await agent.post(`/api/invoices/${issued.id}/reminder`, { reminderType: 'manual' });
    expect(reminder.statusCode, reminder.body).toBe(200);
  });
});

describe('POST /api/credit-notes/{id}/send', () => {
  it('answers 422 e_invoice_not_ready when the credit note cannot be the XML, sends the PDF alone when asked', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'xrechnung-cii', buyerReference: null });
    const draft = await createTestInvoice(agent, { clientId: client.id });
    expect((await agent.post(`/api/invoices/${draft.id}/send`, { attachEInvoice: false })).statusCode).toBe(
      200,
    );
    const made = await agent.post(`/api/invoices/${draft.id}/credit-notes`, {
      reason: 'Returned item',
      lineItems: [{ description: 'Design work', quantity: 1, rate: '85.00', taxRate: 19, taxCategory: 'S' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const note = made.json().creditNote as { id: number; creditNoteNumber: string };
    const before = await outboxOf(draft.id);

    expectLeitwegRefusal(
      await agent.post(`/api/credit-notes/${note.id}/send`, {}),
      'The client receives XRechnung (CII) e-invoices, and this credit note was issued without what XRechnung (CII) needs. Send the PDF alone.',
    );
    expect(await outboxOf(draft.id)).toHaveLength(before.length);

    const alone = await agent.post(`/api/credit-notes/${note.id}/send`, { attachEInvoice: false });
    expect(alone.statusCode, alone.body).toBe(200);
    const sentByHand = (await outboxOf(draft.id)).filter(
      (r) => r.kind === CREDIT_NOTE_KIND && !before.some((b) => b.id === r.id),
    );
    expect(sentByHand.map((r) => r.status)).toEqual(['sent']);
    const mail = await PostalMime.parse(sentByHand[0].raw!);
    expect(files(mail)).toEqual([`credit-note-${note.creditNoteNumber}.pdf`]);
    const history = (await activityOf(agent, draft.id)).filter((a) => a.type === 'credit_note_sent');
    expect(history.map((a) => a.detail)).toEqual([
      `Credit note ${note.creditNoteNumber} emailed to ${client.email} with the PDF alone, as chosen: without the XRechnung (CII) e-invoice the client receives (it lacked: XRechnung needs the buyer reference (Leitweg-ID))`,
    ]);
  });
});

describe('a recurring invoice in send mode', () => {
  // A fixed start ahead of any clock the tests run at: each run below is given its own moment.
  const start = '2030-01-07';
  const at = new Date(sendMoment(start, 'Europe/Berlin', 9).getTime() + 60_000);
  const profileBody = (clientId: number, extra: Record<string, unknown> = {}) => ({
    clientId,
    currency: 'EUR',
    lineItems: [
      { description: 'Retainer', quantity: 1, unit: 'months', rate: '1000', taxRate: 19, taxCategory: 'S' },
    ],
    frequency: 'monthly',
    startDate: start,
    sendMode: 'send',
    ...extra,
  });
  const invoicesOf = (profileId: number) =>
    t.database.db.select().from(invoices).where(eq(invoices.recurringInvoiceId, profileId));

  it('is refused with 422 e_invoice_not_ready while its invoices could not carry the e-invoice; nothing is kept, no number used', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'xrechnung-cii', buyerReference: null });
    const next = (await agent.get('/api/invoices/next-number')).json();

    expectLeitwegRefusal(
      await agent.post('/api/recurring-invoices', profileBody(client.id)),
      "The client receives XRechnung (CII) e-invoices, and this recurring invoice's invoices cannot be one yet. Add what is missing, choose to send the PDF alone, or create drafts.",
    );
    expect((await agent.get('/api/recurring-invoices')).json().total).toBe(0);
    expect((await agent.get('/api/invoices/next-number')).json()).toEqual(next);
    expect((await agent.get('/api/invoices')).json()).toEqual([]);

    // Drafts are sent by hand, where that send chooses: no refusal.
    const drafts = await agent.post('/api/recurring-invoices', profileBody(client.id, { sendMode: 'draft' }));
    expect(drafts.statusCode, drafts.body).toBe(201);
    expect(drafts.json().attachEInvoice).toBe(true);
    // Editing it into send mode is refused alike, and leaves it as it was.
    const edit = await agent.put(`/api/recurring-invoices/${drafts.json().id}`, profileBody(client.id));
    expect(edit.statusCode, edit.body).toBe(422);
    expect(edit.json().code).toBe('e_invoice_not_ready');
    expect((await agent.get(`/api/recurring-invoices/${drafts.json().id}`)).json().sendMode).toBe('draft');
  });

  it('with attachEInvoice: false it is kept and each invoice is emailed with the PDF alone, as the history says', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'xrechnung-cii', buyerReference: null });
    const res = await agent.post(
      '/api/recurring-invoices',
      profileBody(client.id, { attachEInvoice: false }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ sendMode: 'send', attachEInvoice: false });
    const [row] = await t.database.db
      .select({ sendMode: recurringInvoices.sendMode })
      .from(recurringInvoices)
      .where(eq(recurringInvoices.id, res.json().id));
    expect(row.sendMode).toBe('send-pdf-alone');

    await runRecurringInvoices(t.app.deps, at);
    const [invoice] = await invoicesOf(res.json().id);
    expect(invoice.status).toBe('sent');
    await expectPdfAlone(
      agent,
      invoice,
      'Emailed with the PDF alone, as chosen: without the XRechnung (CII) e-invoice the client receives',
    );
  });

  it('makes a draft for review instead of emailing an invoice that lost what its e-invoice needs since', async () => {
    const { user, agent } = await createTestUser(t.app);
    await saveReadyCompany(agent);
    const client = await createReadyClient(agent, { eInvoiceFormat: 'xrechnung-cii' });
    const res = await agent.post('/api/recurring-invoices', profileBody(client.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachEInvoice).toBe(true);
    // The Leitweg-ID is taken off the client after the profile was saved.
    const update = await agent.put(`/api/clients/${client.id}`, {
      name: client.name,
      email: client.email,
      eInvoiceFormat: 'xrechnung-cii',
      buyerReference: null,
    });
    expect(update.statusCode, update.body).toBe(200);

    await runRecurringInvoices(t.app.deps, at);
    const [invoice] = await invoicesOf(res.json().id);
    expect(invoice.status).toBe('draft');
    expect((await outboxOf(invoice.id)).filter((r) => r.kind === 'invoice')).toEqual([]);
    // The owner's digest lists it for review.
    const digests = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, DRAFTS_DIGEST_KIND), eq(emailOutbox.userId, user.id)));
    expect(digests.map((d) => d.subject)).toEqual([
      `Recurring invoice ${invoice.invoiceNumber} is ready for review`,
    ]);
    // Written at the same moment: their order in the list is not the point.
    const activity = await activityOf(agent, invoice.id);
    expect(Object.fromEntries(activity.map((a) => [a.type, a.detail]))).toEqual({
      created: 'Created as a draft by a recurring invoice',
      e_invoice_withheld:
        'Kept as a draft, not emailed: the client receives XRechnung (CII) e-invoices and this invoice lacks: XRechnung needs the buyer reference (Leitweg-ID). Add what is missing and send it, or send it with the PDF alone.',
    });
  });

  it('a ready client is emailed the XML beside the PDF', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'xrechnung-cii' });
    const res = await agent.post('/api/recurring-invoices', profileBody(client.id));
    expect(res.statusCode, res.body).toBe(201);
    await runRecurringInvoices(t.app.deps, at);
    const [invoice] = await invoicesOf(res.json().id);
    expect(invoice.status).toBe('sent');
    expect(invoice.buyerReference).toBe(LEITWEG_ID);
    const [mail] = await sentMail(invoice.id, 'invoice');
    expect(files(mail)).toEqual([
      `invoice-${invoice.invoiceNumber}.pdf`,
      `${invoice.invoiceNumber}-xrechnung.xml`,
    ]);
  });
});
