/**
 * The client's XML e-invoice in the emails (issue 4/6): the invoice email, the recurring invoice
 * email and the credit note email attach it beside the PDF — in the format the client asks for when
 * the email goes, only when the document is ready for it, the same file the download answers — and
 * their facts table names the buyer reference.
 */
import { and, eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../test/app';
import { attachedFiles } from '../../../test/e-invoice-pdf';
import { createTestInvoice, createTestUser } from '../../../test/factories';
import { createReadyClient, LEITWEG_ID, saveReadyCompany } from '../../../test/ready-for-e-invoices';
import { emailOutbox, invoices } from '../../db/schema';
import { sendMoment } from '../../lib/send-moment';
import { runRecurringInvoices } from '../recurring/generator';
import { CREDIT_NOTE_KIND } from './credit-note-mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

async function account() {
  const { agent } = await createTestUser(t.app);
  await saveReadyCompany(agent);
  return agent;
}

/** The delivered email of `kind` about the invoice, parsed. */
async function sentMail(invoiceId: number, kind: string): Promise<Email> {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.invoiceId, invoiceId), eq(emailOutbox.kind, kind)));
  expect(rows.map((r) => r.status)).toEqual(['sent']);
  return PostalMime.parse(rows[0].raw!);
}

const files = (mail: Email) => mail.attachments.map((a) => [a.filename, a.mimeType]);
const text = (content: Email['attachments'][number]['content']) =>
  typeof content === 'string' ? content : Buffer.from(content as ArrayBuffer).toString('utf8');

/** A draft for the client, sent by POST …/send (the invoice email) with `body`: its email, parsed. */
async function sendDraft(agent: Agent, clientId: number, body: Record<string, unknown> = {}) {
  const draft = await createTestInvoice(agent, {
    clientId,
    lineItems: [{ description: 'Audit', quantity: 1, rate: '500.00' }],
  });
  const sent = await agent.post(`/api/invoices/${draft.id}/send`, body);
  expect(sent.statusCode, sent.body).toBe(200);
  return { invoice: draft, mail: await sentMail(draft.id, 'invoice') };
}

/** A facts-table row of the email's HTML: its label and value. */
const factRow = (label: string, value: string) =>
  new RegExp(`>${label}</td><td[^>]*>${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</td>`);

describe('the invoice email', () => {
  it("attaches the client's XML beside the PDF, in the format asked for at send time, the same file as the download", async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'xrechnung-cii' });
    const draft = await createTestInvoice(agent, { clientId: client.id });
    // Changed after the invoice was made: the email follows the client's setting when it goes.
    const update = await agent.put(`/api/clients/${client.id}`, {
      name: client.name,
      email: client.email,
      eInvoiceFormat: 'xrechnung-ubl',
    });
    expect(update.json().eInvoiceFormat).toBe('xrechnung-ubl');
    expect((await agent.post(`/api/invoices/${draft.id}/send`, {})).statusCode).toBe(200);
    const mail = await sentMail(draft.id, 'invoice');
    const number = draft.invoiceNumber;
    expect(files(mail)).toEqual([
      [`invoice-${number}.pdf`, 'application/pdf'],
      [`${number}-xrechnung.xml`, 'application/xml'],
    ]);
    const xml = text(mail.attachments[1].content);
    expect(xml).toMatch(/<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/);
    const download = await agent.get(`/api/invoices/${draft.id}/e-invoice?format=xrechnung-ubl`);
    expect(download.statusCode).toBe(200);
    expect(xml).toBe(download.body);
    expect(mail.html).toMatch(factRow('Reference', LEITWEG_ID));
    expect(mail.text).toContain(
      `The invoice is attached as a PDF and as an e-invoice (${number}-xrechnung.xml).`,
    );
  });

  it('attaches the Factur-X hybrid when the email issues a draft, with the XML the download carries', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'pdf' });
    const { invoice, mail } = await sendDraft(agent, client.id);
    // Rendered while the invoice was still a draft, for the email that issued it.
    const attached = attachedFiles(Buffer.from(mail.attachments[0].content as ArrayBuffer));
    const download = await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=facturx`);
    expect(download.statusCode, download.body).toBe(200);
    expect(attached.get('factur-x.xml')).toBe(attachedFiles(download.rawPayload).get('factur-x.xml'));
    expect(attached.get('factur-x.xml')).toContain(`<ram:ID>${invoice.invoiceNumber}</ram:ID>`);
  });

  it('attaches the PDF alone for a pdf client, and names the invoice’s own reference', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'pdf', buyerReference: 'PO-4711' });
    const { invoice, mail } = await sendDraft(agent, client.id);
    expect(files(mail)).toEqual([[`invoice-${invoice.invoiceNumber}.pdf`, 'application/pdf']]);
    expect(mail.html).toMatch(factRow('Reference', 'PO-4711'));
    // A pdf client asks for no XML: nothing was withheld.
    const activity = (await agent.get(`/api/invoices/${invoice.id}/activity`)).json();
    expect(activity.map((a: { type: string }) => a.type)).not.toContain('e_invoice_withheld');
    expect(mail.text).toContain('The invoice is attached as a PDF.');
  });

  it('attaches the PDF alone when asked to, as the invoice lacks what the format needs, and shows no reference it has not', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'peppol', buyerReference: null });
    // Without attachEInvoice: false the send is refused (e-invoice-not-ready.test.ts).
    const { invoice, mail } = await sendDraft(agent, client.id, { attachEInvoice: false });
    const readiness = (await agent.get(`/api/invoices/${invoice.id}/e-invoice/readiness`)).json();
    expect(readiness.formats.peppol.ready).toBe(false);
    expect(files(mail)).toEqual([[`invoice-${invoice.invoiceNumber}.pdf`, 'application/pdf']]);
    expect(mail.html).not.toContain('>Reference<');
    // The invoice's activity says the XML stayed behind on purpose, and what it lacked.
    const activity = (await agent.get(`/api/invoices/${invoice.id}/activity`)).json();
    expect(activity.filter((a: { type: string }) => a.type === 'e_invoice_withheld')).toEqual([
      expect.objectContaining({
        detail:
          "Sent with the PDF alone, as chosen: without the Peppol BIS Billing 3.0 e-invoice the client receives (it lacked: Peppol needs a buyer reference, such as the client's order number)",
      }),
    ]);
  });

  it('a reminder attaches the PDF alone, whatever the client asks for', async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'xrechnung-cii' });
    const { invoice } = await sendDraft(agent, client.id);
    const reminder = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' });
    expect(reminder.statusCode, reminder.body).toBe(200);
    const mail = await sentMail(invoice.id, 'reminder');
    expect(files(mail)).toEqual([[`invoice-${invoice.invoiceNumber}.pdf`, 'application/pdf']]);
  });
});

describe('the recurring invoice email', () => {
  it("attaches the client's XML beside the PDF, the same file as the download", async () => {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat: 'peppol' });
    // A fixed start ahead of any clock the tests run at: the run below is given its own moment.
    const today = '2030-01-07';
    const profile = await agent.post('/api/recurring-invoices', {
      clientId: client.id,
      currency: 'EUR',
      lineItems: [
        { description: 'Retainer', quantity: 1, unit: 'months', rate: '1000', taxRate: 19, taxCategory: 'S' },
      ],
      frequency: 'monthly',
      startDate: today,
      sendMode: 'send',
    });
    expect(profile.statusCode, profile.body).toBe(201);
    const now = new Date(sendMoment(today, 'Europe/Berlin', 9).getTime() + 60_000);
    await runRecurringInvoices(t.app.deps, now);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.recurringInvoiceId, profile.json().id));
    const [queued] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.invoiceId, invoice.id), eq(emailOutbox.kind, 'invoice')));
    expect((await t.app.deps.mailer.deliver(queued.id, now)).status).toBe('sent');

    const mail = await sentMail(invoice.id, 'invoice');
    expect(files(mail)).toEqual([
      [`invoice-${invoice.invoiceNumber}.pdf`, 'application/pdf'],
      [`${invoice.invoiceNumber}-peppol.xml`, 'application/xml'],
    ]);
    const download = await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=peppol`);
    expect(text(mail.attachments[1].content)).toBe(download.body);
    expect(mail.html).toMatch(factRow('Reference', LEITWEG_ID));
  });
});

describe('the credit note email', () => {
  async function creditNoteMail(eInvoiceFormat: string) {
    const agent = await account();
    const client = await createReadyClient(agent, { eInvoiceFormat });
    const { invoice } = await sendDraft(agent, client.id);
    const res = await agent.post(`/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Returned item',
      lineItems: [{ description: 'Audit', quantity: 1, rate: '100.00', taxRate: 19, taxCategory: 'S' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json().creditNote as { id: number; creditNoteNumber: string };
    const [queued] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.invoiceId, invoice.id), eq(emailOutbox.kind, CREDIT_NOTE_KIND)));
    expect((await t.app.deps.mailer.deliver(queued.id)).status).toBe('sent');
    return { agent, note, mail: await sentMail(invoice.id, CREDIT_NOTE_KIND) };
  }

  it("attaches the client's XML beside the PDF, the same file as the download, and names the reference", async () => {
    const { agent, note, mail } = await creditNoteMail('xrechnung-cii');
    const number = note.creditNoteNumber;
    expect(files(mail)).toEqual([
      [`credit-note-${number}.pdf`, 'application/pdf'],
      [`${number}-xrechnung.xml`, 'application/xml'],
    ]);
    const download = await agent.get(`/api/credit-notes/${note.id}/e-invoice?format=xrechnung-cii`);
    expect(download.statusCode).toBe(200);
    expect(text(mail.attachments[1].content)).toBe(download.body);
    expect(download.body).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(mail.html).toMatch(factRow('Reference', LEITWEG_ID));
  });

  it('attaches the PDF alone for a pdf client', async () => {
    const { note, mail } = await creditNoteMail('pdf');
    expect(files(mail)).toEqual([[`credit-note-${note.creditNoteNumber}.pdf`, 'application/pdf']]);
  });
});
