/**
 * The tax content of issue 3/6 as the documents feature reads it from the database: the new settings
 * and client fields frozen at issue, the invoice's service date or period, its lines' own rates and
 * its stored breakdown, a credit note naming its invoice's service period; the owner's document answer
 * and the client's page carry all of it. Rows are written directly (test/tax-documents.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentAnswerSchema } from '../../../shared/document-schema';
import { publicInvoiceSchema } from '../../../shared/public-invoice';
import type { TaxBreakdownRow } from '../../../shared/tax';
import { createTestApp, type TestApp } from '../../../test/app';
import { readPdf } from '../../../test/pdf-text';
import { insertCreditNote, issuedTaxInvoice, MIXED, taxContentCompany } from '../../../test/tax-documents';
import { invoices, settings } from '../../db/schema';
import { getPublicInvoice } from '../share/operations';
import { loadCreditNoteDocument, loadInvoiceDocument } from './assemble';
import { renderInvoicePdf } from './render';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the tax content of a stored invoice', () => {
  it('freezes the structured seller and buyer, and prints them with the service period, terms and breakdown', async () => {
    const { user, client } = await taxContentCompany(t);
    const { row, frozen } = await issuedTaxInvoice(t, user.id, client);
    expect(frozen.sellerSnapshot).toMatchObject({
      postalCode: '10115',
      city: 'Berlin',
      vatId: 'DE123456789',
      vatScheme: 'standard',
      taxId: '12/345/67890',
    });
    expect(frozen.buyerSnapshot).toMatchObject({
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
      vatId: 'FR40303265045',
    });

    const document = await loadInvoiceDocument(t.database.db, user.id, row.id, { withLogo: false });
    expect(document?.seller).toMatchObject({
      addressLines: ['Mühlweg 1', '10115 Berlin', 'Germany'],
      vatId: 'DE123456789',
      taxId: '12/345/67890',
    });
    expect(document?.buyer).toMatchObject({
      addressLines: ['12 rue de la Paix', '75002 Paris', 'France'],
      vatId: 'FR40303265045',
    });
    expect(document?.service).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(document?.paymentTermsDays).toBe(14);
    expect(document?.totals.taxRate).toBeNull();
    expect(document?.taxBreakdown).toEqual(MIXED);
    expect(document?.lines.map((l) => [l.quantity, l.taxRate, l.taxCategory])).toEqual([
      [12.5, '19.00', 'S'],
      [2, '7.00', 'S'],
    ]);

    // Settings change after issue; the issued invoice keeps what it was issued with.
    await t.database.db
      .update(settings)
      .set({ vatId: 'DE999999999', city: 'Potsdam' })
      .where(eq(settings.userId, user.id));
    const pdf = await renderInvoicePdf(t.app.deps, user.id, row.id);
    const { text } = await readPdf(pdf!);
    for (const expected of [
      'VAT ID DE123456789',
      'VAT ID FR40303265045',
      'Tax number 12/345/67890',
      '10115 Berlin',
      '75002 Paris',
      'France',
      'Service period:',
      // The client reads English (test/factories): dates and amounts as in Britain, for a German company.
      '1 November 2026',
      '30 November 2026',
      'Payment terms: 14 days',
      'VAT 19 % on €1,200.00',
      'VAT 7 % on €80.00',
      '12.5 hours',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('Potsdam');
  });

  it("answers the new fields on the owner's document and on the client's page", async () => {
    const { user, agent, client } = await taxContentCompany(t);
    const { row } = await issuedTaxInvoice(t, user.id, client);
    const res = await agent.get(`/api/invoices/${row.id}/document`);
    expect(res.statusCode).toBe(200);
    const answer = documentAnswerSchema.parse(res.json());
    expect(answer.service).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(answer.taxBreakdown).toEqual(MIXED);

    const page = publicInvoiceSchema.parse(
      await getPublicInvoice(t.app.deps, `tok-${user.id}`, undefined, new Date('2026-12-02T10:00:00Z')),
    );
    expect(page.seller).toMatchObject({
      addressLines: ['Mühlweg 1', '10115 Berlin', 'Germany'],
      vatId: 'DE123456789',
      taxId: '12/345/67890',
    });
    expect(page.buyer).toMatchObject({ addressLines: ['12 rue de la Paix', '75002 Paris', 'France'] });
    expect(page.service).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(page.paymentTermsDays).toBe(14);
    expect(page.totals.taxRate).toBeNull();
    expect(page.taxBreakdown).toEqual(MIXED);
    expect(page.locale).toBe('en-GB');
    expect(page.lines[1]).toMatchObject({ taxRate: '7.00', taxCategory: 'S' });
    // The client's page answers the owner's document itself, its own additions aside.
    const { logoUrl: _a, ...owners } = answer;
    const { logoUrl: _b, status: _s, creditNotes, qrCodes: _q, pdfUrl: _p, eInvoice: _e, ...pages } = page;
    expect({ ...pages, creditNotes: creditNotes.map(({ pdfUrl: _u, ...note }) => note) }).toEqual(owners);
  });

  it("prints a credit note with its invoice's service period and its own breakdown", async () => {
    const { user, client } = await taxContentCompany(t);
    const { row, frozen } = await issuedTaxInvoice(t, user.id, client);
    const breakdown: TaxBreakdownRow[] = [
      { category: 'S', rate: '7.00', taxableAmount: '40.00', taxAmount: '2.80', exemptionReason: null },
    ];
    const note = await insertCreditNote(t.database.db, {
      userId: user.id,
      invoiceId: row.id,
      frozen,
      number: 'CN-1',
      line: { description: 'Fachbuch', amount: '40.00', taxRate: '7.00', taxCategory: 'S' },
      tax: '2.80',
      breakdown,
    });
    const document = await loadCreditNoteDocument(t.database.db, user.id, note.id, { withLogo: false });
    expect(document?.service).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(document?.paymentTermsDays).toBeNull();
    expect(document?.taxBreakdown).toEqual(breakdown);
    expect(document?.buyer.vatId).toBe('FR40303265045');
  });

  it('prints an invoice frozen before issue 3/6 from its whole address, in the seller country', async () => {
    const { user, client } = await taxContentCompany(t);
    const { row } = await issuedTaxInvoice(t, user.id, client);
    await t.database.db
      .update(invoices)
      .set({
        sellerSnapshot: {
          name: 'Alte Mühle GmbH',
          email: null,
          phone: null,
          website: null,
          address: 'Mühlweg 1\n10115 Berlin',
          taxId: 'DE111',
          country: 'DE',
          paymentInstructions: null,
          paymentLinkUrl: null,
        },
        buyerSnapshot: {
          name: 'Café Ünal',
          email: 'kasse@cafe.de',
          phone: null,
          address: 'Elbchaussee 1\nHamburg',
        },
      })
      .where(eq(invoices.id, row.id));
    const document = await loadInvoiceDocument(t.database.db, user.id, row.id, { withLogo: false });
    expect(document?.seller).toMatchObject({ addressLines: ['Mühlweg 1', '10115 Berlin'], vatId: null });
    expect(document?.buyer).toMatchObject({ addressLines: ['Elbchaussee 1', 'Hamburg'], vatId: null });
  });
});
