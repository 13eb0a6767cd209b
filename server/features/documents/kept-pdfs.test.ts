/**
 * Kept PDFs (docs/decisions/029-kept-pdfs-and-batched-claims.md): an issued invoice's PDF is reused
 * byte for byte, without a render, while nothing it prints changed; a payment, a credit note, a void
 * or the account holder's new name (the hybrid's seller contact) gives the next request a new PDF that
 * prints what a fresh render prints. Drafts are never kept.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { companyAccount, postClient, postInvoice, postJson } from '../../../test/e-invoice-api';
import { attachedFiles } from '../../../test/e-invoice-pdf';
import { readPdf } from '../../../test/pdf-text';
import { documentPdfs, invoices, users } from '../../db/schema';
import { pdfPool } from '../../pdf/pool';
import { printAttachments } from '../document-mail/attachments';
import { loadCreditNoteEInvoiceInput, loadInvoiceEInvoiceInput } from './e-invoice-input';
import { loadInvoicePrint } from './print';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const lines = [{ description: 'Design work', quantity: 10, unit: 'hours', rate: '95.00' }];

type Agent = Awaited<ReturnType<typeof companyAccount>>['agent'];

async function pdfOf(agent: Agent, url: string): Promise<Buffer> {
  const res = await agent.get(url);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** What a PDF prints: its text and its attached factur-x.xml (the bytes differ by creation date only). */
async function printed(pdf: Buffer) {
  return { text: (await readPdf(pdf)).text, xml: attachedFiles(pdf).get('factur-x.xml') ?? null };
}

/** The invoice rendered now, past every kept PDF: the print job straight to the pool. */
async function freshInvoicePdf(userId: string, invoiceId: number): Promise<Buffer> {
  const eInvoice = await loadInvoiceEInvoiceInput(t.database.db, userId, invoiceId);
  return pdfPool().render({ document: eInvoice!.document, eInvoice });
}

async function keptRows(invoiceId: number) {
  return t.database.db.select().from(documentPdfs).where(eq(documentPdfs.invoiceId, invoiceId));
}

async function issuedInvoice() {
  const { user, agent } = await companyAccount(t);
  const client = await postClient(agent);
  const invoice = await postInvoice(agent, { clientId: client.id, status: 'sent', lineItems: lines });
  return { user, agent, invoice, url: `/api/invoices/${invoice.id}/pdf` };
}

describe('kept PDFs', () => {
  it('serves the kept bytes without a render while nothing printed changed', async () => {
    const { user, agent, invoice, url } = await issuedInvoice();
    const first = await pdfOf(agent, url);
    expect(await keptRows(invoice.id)).toHaveLength(1);

    const render = vi.spyOn(pdfPool(), 'render');
    // Harmless changes: the day it falls overdue, the client's first view, reminders switched off.
    await t.database.db
      .update(invoices)
      .set({ status: 'overdue', viewedAt: new Date(), sendReminders: false })
      .where(eq(invoices.id, invoice.id));
    expect((await pdfOf(agent, url)).equals(first)).toBe(true);
    const print = (await loadInvoicePrint(t.database.db, user.id, invoice.id))!;
    const [attached] = (await printAttachments(t.app.deps, print)).attachments;
    expect(attached.content.equals(first)).toBe(true);
    expect(attached.filename).toBe(`Rechnung-${invoice.invoiceNumber}.pdf`);
    const token = (
      await postJson<{ url: string }>(agent, `/api/invoices/${invoice.id}/share-link`, {}, 200)
    ).url
      .split('/')
      .at(-1);
    const shared = await t.app.inject({ method: 'GET', url: `/api/public/invoices/${token}/pdf` });
    expect(shared.statusCode).toBe(200);
    expect(shared.rawPayload.equals(first)).toBe(true);
    expect(render).not.toHaveBeenCalled();
  });

  /** The kept PDF is dropped with `change`; the next one differs and prints what a fresh render prints. */
  async function expectNewPdfAfter(
    what: string,
    { user, agent, invoice, url }: Awaited<ReturnType<typeof issuedInvoice>>,
    change: () => Promise<unknown>,
  ) {
    const before = await pdfOf(agent, url);
    const [{ version }] = await t.database.db
      .select({ version: invoices.documentVersion })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    await change();
    expect(await keptRows(invoice.id), `${what}: the kept PDF is dropped with the change`).toEqual([]);
    const after = await pdfOf(agent, url);
    expect(after.equals(before), what).toBe(false);
    const now = await printed(after);
    expect(now, what).toEqual(await printed(await freshInvoicePdf(user.id, invoice.id)));
    expect(now, what).not.toEqual(await printed(before));
    const [kept] = await keptRows(invoice.id);
    expect(kept.invoiceVersion, what).toBeGreaterThan(version);
    return now;
  }

  it('gives a new PDF, as a fresh render prints it, after a payment, a credit note and a void', async () => {
    const paid = await issuedInvoice();
    const { agent, invoice } = paid;
    const payment = await expectNewPdfAfter('payment', paid, () =>
      postJson(agent, `/api/invoices/${invoice.id}/payments`, {
        amount: '130.50',
        paidOn: '2026-11-25',
        method: 'bank_transfer',
      }),
    );
    expect(payment.xml).toContain('<ram:DuePayableAmount>1000.00</ram:DuePayableAmount>');
    const credited = await expectNewPdfAfter('credit note', paid, () =>
      postJson(agent, `/api/invoices/${invoice.id}/credit-notes`, {
        reason: 'Hours billed twice',
        lineItems: [{ description: 'Design work', quantity: 2, rate: '95.00' }],
      }),
    );
    expect(credited.text).not.toEqual(payment.text);

    const voided = await issuedInvoice();
    const after = await expectNewPdfAfter('void', voided, () =>
      postJson(voided.agent, `/api/invoices/${voided.invoice.id}/void`, { reason: 'Wrong client' }, 200),
    );
    expect(after.text).toMatch(/STORNIERT|VOID/i);
  });

  it("draws the hybrid anew when the account holder's name, its seller contact, changes", async () => {
    const { user, agent, url } = await issuedInvoice();
    expect(attachedFiles(await pdfOf(agent, url)).get('factur-x.xml')).toContain('Erika Mustermann');
    await t.database.db.update(users).set({ lastName: 'Musterfrau' }).where(eq(users.id, user.id));
    expect(attachedFiles(await pdfOf(agent, url)).get('factur-x.xml')).toContain('Erika Musterfrau');
  });

  it('keeps a credit note and reuses it; never keeps a draft', async () => {
    const { user, agent, invoice } = await issuedInvoice();
    const { creditNote } = await postJson<{ creditNote: { id: number } }>(
      agent,
      `/api/invoices/${invoice.id}/credit-notes`,
      { reason: 'Discount', lineItems: [{ description: 'Design work', quantity: 1, rate: '95.00' }] },
    );
    const noteUrl = `/api/credit-notes/${creditNote.id}/pdf`;
    const first = await pdfOf(agent, noteUrl);
    const render = vi.spyOn(pdfPool(), 'render');
    expect((await pdfOf(agent, noteUrl)).equals(first)).toBe(true);
    expect(render).not.toHaveBeenCalled();
    const input = await loadCreditNoteEInvoiceInput(t.database.db, user.id, creditNote.id);
    expect(attachedFiles(first).get('factur-x.xml')).toContain(input!.document.number);

    const client = await postClient(agent);
    const draft = await postInvoice(agent, { clientId: client.id, status: 'draft', lineItems: lines });
    await pdfOf(agent, `/api/invoices/${draft.id}/pdf`);
    expect(await keptRows(draft.id)).toEqual([]);
    const count = await t.database.db.execute(
      sql`select count(*)::int as n from document_pdfs where invoice_id = ${draft.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});
