/**
 * One document behind every word a client reads (docs/decisions/033): once an invoice is issued, its
 * email, its reminders, the client's page and its PDF all print the seller frozen at issue — a new
 * company address in Settings reaches none of them, only the documents still to be issued.
 */
import { and, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicInvoiceSchema } from '../../../shared/public-invoice';
import { type Agent, createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser, saveTestSettings } from '../../../test/factories';
import { readPdf } from '../../../test/pdf-text';
import { emailOutbox } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OLD = { address: 'Alte Gasse 1', postalCode: '10115', city: 'Berlin' };
const NEW = { address: 'Neue Allee 99', postalCode: '80331', city: 'München' };
const company = (address: typeof OLD) => ({
  companyName: 'Muster GmbH',
  email: 'billing@muster.example',
  ...address,
});

/** The emails of a kind queued for the invoice, newest last, as the client receives them. */
async function mailsOf(invoiceId: number, kind: 'invoice' | 'reminder') {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.invoiceId, invoiceId), eq(emailOutbox.kind, kind)))
    .orderBy(emailOutbox.id);
  return Promise.all(rows.map((row) => PostalMime.parse(row.raw!)));
}

async function publicPage(agent: Agent, invoiceId: number) {
  const { url } = (await agent.post(`/api/invoices/${invoiceId}/share-link`)).json() as { url: string };
  const res = await t.app.inject({ method: 'GET', url: `/api/public/invoices/${url.split('/').at(-1)}` });
  expect(res.statusCode).toBe(200);
  return publicInvoiceSchema.parse(res.json());
}

describe("the company's address after an invoice was issued", () => {
  it('stays the one printed at issue in the email, the reminder, the page and the PDF', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, company(OLD));
    const invoice = await createTestInvoice(agent, {
      status: 'draft',
      lineItems: [{ description: 'Design work', quantity: 1, rate: '500.00' }],
    });
    expect((await agent.post(`/api/invoices/${invoice.id}/send`)).statusCode).toBe(200);
    await saveTestSettings(agent, company(NEW));

    // The invoice emailed again, and a reminder, after the move.
    expect((await agent.post(`/api/invoices/${invoice.id}/send`)).statusCode).toBe(200);
    expect(
      (await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' })).statusCode,
    ).toBe(200);
    const [, again] = await mailsOf(invoice.id, 'invoice');
    const [reminder] = await mailsOf(invoice.id, 'reminder');
    for (const mail of [again, reminder]) {
      expect(mail.html).toContain('Alte Gasse 1<br>10115 Berlin');
      expect(`${mail.text}${mail.html}`).not.toMatch(/Neue Allee|München/);
    }

    const page = await publicPage(agent, invoice.id);
    expect(page.seller.addressLines).toEqual(['Alte Gasse 1', '10115 Berlin']);

    const pdf = await agent.get(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain('Alte Gasse 1');
    expect(text).not.toMatch(/Neue Allee|München/);

    // A draft follows Settings until it is issued: its preview prints the new address.
    const draft = await createTestInvoice(agent, {
      status: 'draft',
      lineItems: [{ description: 'Follow-up', quantity: 1, rate: '100.00' }],
    });
    const preview = (await agent.get(`/api/invoices/${draft.id}/document`)).json();
    expect(preview.seller.addressLines).toEqual(['Neue Allee 99', '80331 München']);
  });
});
