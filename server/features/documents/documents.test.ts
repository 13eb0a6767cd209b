import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createSentTestInvoice,
  createTestClient,
  createTestCreditNote,
  createTestInvoice,
  createTestUser,
  saveTestSettings,
} from '../../../test/factories';
import { readPdf } from '../../../test/pdf-text';
import { companyLogos } from '../../db/schema';
import { loadInvoiceDocument } from './assemble';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const company = {
  companyName: 'Alte Mühle GmbH',
  address: 'Mühlweg 1\n10115 Berlin',
  bankName: 'Alte Bank',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

/** A user with a German company and a sent invoice of €119.00 (19% tax) issued 02.11.2026. */
async function issuedInvoice() {
  const { agent, user } = await createTestUser(t.app);
  await saveTestSettings(agent, { ...company, taxRate: 19 });
  const client = await createTestClient(agent, { phone: '+49 40 111', address: 'Alter Hafen 2\nHamburg' });
  const invoice = await createSentTestInvoice(agent, {
    clientId: client.id,
    issueDate: '2026-11-02',
    dueDate: '2026-11-16',
  });
  return { agent, user, client, invoice };
}

async function pdfText(agent: Awaited<ReturnType<typeof createTestUser>>['agent'], url: string) {
  const res = await agent.get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { pdf: res.rawPayload, text: (await readPdf(res.rawPayload)).text };
}

describe('an issued invoice is a record', () => {
  it('prints no logo when it had none at issue, while a draft shows the logo uploaded since', async () => {
    const { agent, user, client, invoice } = await issuedInvoice();
    const draft = await createTestInvoice(agent, { clientId: client.id });
    const data = Buffer.from('a logo uploaded after the invoice was issued');
    await t.database.db
      .insert(companyLogos)
      .values({ userId: user.id, contentType: 'image/png', width: 2, height: 1, data });
    expect((await loadInvoiceDocument(t.database.db, user.id, invoice.id))?.logo).toBeNull();
    expect((await loadInvoiceDocument(t.database.db, user.id, draft.id))?.logo).toMatchObject({
      width: 2,
      height: 1,
    });
  });

  it('prints the same text after Settings and the client change, while a draft follows them', async () => {
    const { agent, client, invoice } = await issuedInvoice();
    const draft = await createTestInvoice(agent, {
      clientId: client.id,
      issueDate: '2026-11-02',
      dueDate: '2026-11-16',
    });
    const issuedBefore = (await pdfText(agent, `/api/invoices/${invoice.id}/pdf`)).text;
    const draftBefore = (await pdfText(agent, `/api/invoices/${draft.id}/pdf`)).text;
    expect(issuedBefore).toContain('Alte Mühle GmbH');
    expect(draftBefore).toContain('Alter Hafen 2');

    await saveTestSettings(agent, {
      taxRate: 19,
      companyName: 'Neue Mühle AG',
      address: 'Neuer Weg 9\n80331 München',
      bankName: 'Neue Bank',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
    });
    const moved = await agent.put(`/api/clients/${client.id}`, {
      name: client.name,
      email: client.email,
      phone: '+49 89 999',
      address: 'Neuer Hafen 7\nKiel',
    });
    expect(moved.statusCode).toBe(200);

    expect((await pdfText(agent, `/api/invoices/${invoice.id}/pdf`)).text).toBe(issuedBefore);
    const draftAfter = (await pdfText(agent, `/api/invoices/${draft.id}/pdf`)).text;
    for (const now of ['Neue Mühle AG', 'Neuer Weg 9', 'Neue Bank', 'DE02', 'Neuer Hafen 7', '+49 89 999'])
      expect(draftAfter).toContain(now);
    for (const before of ['Alte Mühle GmbH', 'Mühlweg 1', 'Alte Bank', 'Alter Hafen 2', '+49 40 111'])
      expect(draftAfter).not.toContain(before);
  });
});

describe('credit notes on paper', () => {
  it('prints a credit note as one: title, the invoice it corrects, reason, lines, total credited, nothing to pay', async () => {
    const { agent, user, invoice } = await issuedInvoice();
    const note = await createTestCreditNote(t.database.db, {
      userId: user.id,
      invoiceId: invoice.id,
      lines: [{ description: 'Returned chair', quantity: 1, rate: '57.98' }],
      reason: 'Returned item',
      issueDate: '2026-11-05',
    });
    const { text } = await pdfText(agent, `/api/credit-notes/${note.id}/pdf`);
    for (const expected of [
      'Credit note',
      'CN-1',
      'Reason: Returned item',
      'Alte Mühle GmbH',
      'Returned chair',
      'Total credited',
      // An English document of a German company: written as in Britain (documentLocale en-GB).
      '€69.00',
      '5 November 2026',
    ])
      expect(text).toContain(expected);
    // Bold text reads back with another glyph for the dots: match any character there.
    expect(text).toMatch(
      new RegExp(`Credit note CN-1 · corrects invoice ${invoice.invoiceNumber} of 2 November 2026`),
    );
    for (const absent of ['Payment information', 'Amount due', 'Due date', 'Alte Bank', 'Scan to pay'])
      expect(text).not.toContain(absent);

    // The invoice lists it in its totals, with the balance due after it.
    const invoiceText = (await pdfText(agent, `/api/invoices/${invoice.id}/pdf`)).text;
    expect(invoiceText).toContain('Credit note CN-1');
    expect(invoiceText).toContain('−€69.00');
    expect(invoiceText).toMatch(/Balance due:\s*€50.00/);
  });

  it('marks a void invoice and prints no payment codes', async () => {
    const { agent, user, invoice } = await issuedInvoice();
    const before = await pdfText(agent, `/api/invoices/${invoice.id}/pdf`);
    expect(before.text).toContain('Scan to pay (GiroCode)');
    await createTestCreditNote(t.database.db, {
      userId: user.id,
      invoiceId: invoice.id,
      lines: [{ description: 'Consulting', quantity: 1, rate: '100.00' }],
      reason: 'Wrong client',
      scope: 'full',
      issueDate: '2026-11-03',
    });
    const { text } = await pdfText(agent, `/api/invoices/${invoice.id}/pdf`);
    expect(text).toMatch(/VOID — cancelled by credit note CN-1 on 3 November 2026/);
    expect(text).not.toContain('Payment information');
    expect(text).not.toContain('Scan to pay');
  });

  it("answers 404 for another user's credit note and for one that does not exist", async () => {
    const { user, invoice } = await issuedInvoice();
    const note = await createTestCreditNote(t.database.db, {
      userId: user.id,
      invoiceId: invoice.id,
      lines: [{ description: 'Discount', quantity: 1, rate: '10.00' }],
    });
    const other = await createTestUser(t.app);
    const res = await other.agent.get(`/api/credit-notes/${note.id}/pdf`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'credit_note_not_found', message: 'Credit note not found' });
    expect((await other.agent.get('/api/credit-notes/2147483647/pdf')).statusCode).toBe(404);
    expect((await other.agent.get('/api/credit-notes/abc/pdf')).statusCode).toBe(400);
  });
});
