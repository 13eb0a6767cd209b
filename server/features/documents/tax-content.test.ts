/**
 * The tax content of issue 3/6 as the documents feature reads it from the database: the new settings
 * and client fields frozen at issue, the invoice's service date or period, its lines' own rates and
 * its stored breakdown, a credit note naming its invoice's service period; the owner's document answer
 * and the client's page carry all of it. Rows are written directly (the API's invoice code is another
 * change), with explicit tax columns.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentAnswerSchema } from '../../../shared/document-schema';
import { publicInvoiceSchema } from '../../../shared/public-invoice';
import type { TaxBreakdownRow } from '../../../shared/tax';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestUser } from '../../../test/factories';
import { readPdf } from '../../../test/pdf-text';
import { clients, creditNoteLines, creditNotes, invoices, lineItems, settings } from '../../db/schema';
import { getPublicInvoice } from '../share/operations';
import { loadCreditNoteDocument, loadInvoiceDocument } from './assemble';
import { freezeParties } from './parties';
import { renderInvoicePdf } from './render';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIXED: TaxBreakdownRow[] = [
  { category: 'S', rate: '19.00', taxableAmount: '1200.00', taxAmount: '228.00', exemptionReason: null },
  { category: 'S', rate: '7.00', taxableAmount: '80.00', taxAmount: '5.60', exemptionReason: null },
];

/** A German company with its structured address, VAT ID and tax number, and a client in France. */
async function company() {
  const { user, agent } = await createTestUser(t.app, { withCompany: false });
  const values = {
    companyName: 'Alte Mühle GmbH',
    email: 'rechnung@muehle.de',
    address: 'Mühlweg 1',
    postalCode: '10115',
    city: 'Berlin',
    taxId: '12/345/67890',
    vatId: 'DE123456789',
    vatScheme: 'standard',
    country: 'DE',
    currency: 'EUR',
  };
  await t.database.db
    .insert(settings)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: settings.userId, set: values });
  const [client] = await t.database.db
    .insert(clients)
    .values({
      userId: user.id,
      clientId: `C-${user.id.slice(0, 8)}`,
      name: 'Atelier Lumière SARL',
      email: 'compta@lumiere.fr',
      address: '12 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
      vatId: 'FR40303265045',
      taxTreatment: 'domestic',
    })
    .returning();
  return { user, agent, client };
}

/** A sent invoice of a 19 % and a 7 % line over a service period, frozen as issuing freezes it. */
async function issuedInvoice(userId: string, client: typeof clients.$inferSelect) {
  const invoice = { clientId: client.id, clientName: client.name, clientEmail: client.email };
  const frozen = await freezeParties(t.database.db, userId, invoice);
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      userId,
      ...invoice,
      ...frozen,
      invoiceNumber: 'RE-7',
      status: 'sent',
      issueDate: '2026-12-01',
      dueDate: '2026-12-15',
      currency: 'EUR',
      subtotal: '1280.00',
      tax: '233.60',
      taxRate: null,
      total: '1513.60',
      taxBreakdown: MIXED,
      servicePeriodStart: '2026-11-01',
      servicePeriodEnd: '2026-11-30',
      shareToken: `tok-${userId}`,
    })
    .returning();
  await t.database.db.insert(lineItems).values([
    {
      userId,
      invoiceId: row.id,
      position: 0,
      description: 'Beratung',
      quantity: '12.50',
      unit: 'hours',
      rate: '96.00',
      amount: '1200.00',
      taxRate: '19.00',
      taxCategory: 'S',
    },
    {
      userId,
      invoiceId: row.id,
      position: 1,
      description: 'Fachbuch',
      quantity: '2',
      rate: '40.00',
      amount: '80.00',
      taxRate: '7.00',
      taxCategory: 'S',
    },
  ]);
  return { row, frozen };
}

describe('the tax content of a stored invoice', () => {
  it('freezes the structured seller and buyer, and prints them with the service period, terms and breakdown', async () => {
    const { user, client } = await company();
    const { row, frozen } = await issuedInvoice(user.id, client);
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
      '01.11.2026 – 30.11.2026',
      'Payment terms: 14 days',
      'VAT 19 % on 1.200,00 €',
      'VAT 7 % on 80,00 €',
      '12,5 hours',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('Potsdam');
  });

  it("answers the new fields on the owner's document and on the client's page", async () => {
    const { user, agent, client } = await company();
    const { row } = await issuedInvoice(user.id, client);
    const res = await agent.get(`/api/invoices/${row.id}/document`);
    expect(res.statusCode).toBe(200);
    const answer = documentAnswerSchema.parse(res.json());
    expect(answer.service).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(answer.taxBreakdown).toEqual(MIXED);

    const page = publicInvoiceSchema.parse(
      await getPublicInvoice(t.app.deps, `tok-${user.id}`, undefined, new Date('2026-12-02T10:00:00Z')),
    );
    expect(page.company).toMatchObject({
      addressLines: ['Mühlweg 1', '10115 Berlin', 'Germany'],
      vatId: 'DE123456789',
      taxId: '12/345/67890',
    });
    expect(page.billTo).toMatchObject({ addressLines: ['12 rue de la Paix', '75002 Paris', 'France'] });
    expect(page.service).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(page.paymentTermsDays).toBe(14);
    expect(page.taxRate).toBeNull();
    expect(page.taxBreakdown).toEqual(MIXED);
    expect(page.locale).toBe('de-DE');
    expect(page.lines[1]).toMatchObject({ taxRate: '7.00', taxCategory: 'S' });
  });

  it("prints a credit note with its invoice's service period and its own breakdown", async () => {
    const { user, client } = await company();
    const { row, frozen } = await issuedInvoice(user.id, client);
    const breakdown: TaxBreakdownRow[] = [
      { category: 'S', rate: '7.00', taxableAmount: '40.00', taxAmount: '2.80', exemptionReason: null },
    ];
    const [note] = await t.database.db
      .insert(creditNotes)
      .values({
        userId: user.id,
        invoiceId: row.id,
        creditNoteNumber: 'CN-1',
        issueDate: '2026-12-05',
        reason: 'Returned book',
        scope: 'partial',
        currency: 'EUR',
        subtotal: '40.00',
        tax: '2.80',
        taxRate: '7.00',
        total: '42.80',
        taxBreakdown: breakdown,
        sellerSnapshot: frozen.sellerSnapshot,
        buyerSnapshot: frozen.buyerSnapshot,
      })
      .returning();
    await t.database.db.insert(creditNoteLines).values({
      userId: user.id,
      creditNoteId: note.id,
      description: 'Fachbuch',
      quantity: '1',
      rate: '40.00',
      amount: '40.00',
      taxRate: '7.00',
      taxCategory: 'S',
    });
    const document = await loadCreditNoteDocument(t.database.db, user.id, note.id, { withLogo: false });
    expect(document?.service).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(document?.paymentTermsDays).toBeNull();
    expect(document?.taxBreakdown).toEqual(breakdown);
    expect(document?.buyer.vatId).toBe('FR40303265045');
  });

  it('prints an invoice frozen before issue 3/6 from its whole address, in the seller country', async () => {
    const { user, client } = await company();
    const { row } = await issuedInvoice(user.id, client);
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
