/**
 * The tax content every EU invoice carries (issue 3/6), as the PDF prints it: both parties' addresses
 * in lines with their VAT IDs, the service date or period, one VAT row per rate with its base and the
 * note the law asks for, the payment terms. Documents are built with the shared builder, as the
 * server's assembler builds them.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentBuyer, DocumentSeller } from '../../shared/document';
import { invoiceDocument, type LineSource, sellerFrom } from '../../shared/document-build';
import { computeTotals, fromCents, type TaxCategory } from '../../shared/money';
import { taxBreakdown } from '../../shared/tax';
import { readPdf } from '../../test/pdf-text';
import { renderDocument } from './invoice-document';

const seller = (overrides: Partial<DocumentSeller> = {}): DocumentSeller => ({
  ...sellerFrom({
    companyName: 'Alte Mühle GmbH',
    email: 'rechnung@muehle.de',
    phone: null,
    website: null,
    address: 'Mühlweg 1',
    postalCode: '10115',
    city: 'Berlin',
    taxId: '12/345/67890',
    vatId: 'DE123456789',
    vatScheme: 'standard',
    country: 'DE',
    paymentInstructions: null,
    paymentLinkUrl: null,
  }),
  ...overrides,
});

const germanBuyer: DocumentBuyer = {
  name: 'Café Ünal',
  email: 'kasse@cafe.de',
  phone: null,
  address: 'Elbchaussee 1',
  postalCode: '22763',
  city: 'Hamburg',
  country: 'DE',
  vatId: null,
};

const frenchBuyer: DocumentBuyer = {
  name: 'Atelier Lumière SARL',
  email: 'compta@lumiere.fr',
  phone: null,
  address: '12 rue de la Paix\nBâtiment B',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
  vatId: 'FR40303265045',
};

type Line = [description: string, quantity: number, rate: string, taxRate: string, category: TaxCategory];

/** An invoice of these lines, its figures computed as the server saves them (BR-CO-17, per group). */
function invoice(
  lines: Line[],
  options: {
    seller?: DocumentSeller;
    buyer?: DocumentBuyer;
    service?: { serviceDate?: string; servicePeriodStart?: string; servicePeriodEnd?: string };
    dueDate?: string;
    exemptionReason?: string;
  } = {},
) {
  const s = options.seller ?? seller();
  const items = lines.map(([, quantity, rate, taxRate, taxCategory]) => ({
    quantity,
    rate,
    taxRate,
    taxCategory,
  }));
  const totals = computeTotals(items, null);
  const rows = taxBreakdown(totals.groups, {
    vatScheme: s.vatScheme ?? 'standard',
    sellerCountry: s.country,
    exemptionReason: options.exemptionReason,
  });
  const source: LineSource[] = lines.map(([description, quantity, rate, taxRate, taxCategory], i) => ({
    description,
    quantity,
    unit: i === 0 ? 'hours' : null,
    rate,
    amount: fromCents(totals.lines[i].amountCents),
    taxRate,
    taxCategory,
  }));
  return invoiceDocument({
    invoice: {
      invoiceNumber: 'RE-2026-7',
      status: 'sent',
      issueDate: '2026-12-01',
      dueDate: options.dueDate ?? '2026-12-31',
      currency: 'EUR',
      subtotal: fromCents(totals.subtotalCents),
      tax: fromCents(totals.taxCents),
      taxRate: rows.length === 1 ? rows[0].rate : null,
      total: fromCents(totals.totalCents),
      amountPaid: '0.00',
      projectDescription: null,
      notes: null,
      taxBreakdown: rows,
      ...(options.service ?? { serviceDate: '2026-11-28' }),
    },
    seller: s,
    buyer: options.buyer ?? germanBuyer,
    lines: source,
  });
}

/** English texts with dates and amounts as in Germany, the content these tests read (the languages: languages.test.ts). */
const text = async (document: ReturnType<typeof invoice>) =>
  (await readPdf(await renderDocument({ ...document, locale: 'de-DE' }))).text;

describe('the tax content of an invoice PDF', () => {
  it('prints a mixed 19 % / 7 % invoice with one VAT row per rate and its base, a VAT column, the terms', async () => {
    const pdf = await text(
      invoice([
        ['Beratung', 12.5, '96.00', '19.00', 'S'],
        ['Fachbuch', 2, '40.00', '7.00', 'S'],
      ]),
    );
    for (const expected of [
      'Mühlweg 1',
      '10115 Berlin',
      'VAT ID DE123456789',
      'Tax number 12/345/67890',
      'Elbchaussee 1',
      '22763 Hamburg',
      'Service date:',
      '28.11.2026',
      'Payment terms: 30 days',
      '12,5 hours',
      'VAT',
      '19 %',
      '7 %',
      'VAT 19 % on 1.200,00 €',
      '228,00 €',
      'VAT 7 % on 80,00 €',
      '5,60 €',
      '1.513,60 €',
    ])
      expect(pdf, expected).toContain(expected);
    // Both parties are in Germany: no country is named.
    expect(pdf).not.toContain('Germany');
    expect(pdf).not.toContain('Tax (');
  });

  it('prints a small business invoice with the § 19 note and no VAT charged', async () => {
    const pdf = await text(
      invoice([['Gartenpflege', 4, '50.00', '0.00', 'E']], {
        seller: seller({ vatScheme: 'small_business', vatId: null }),
      }),
    );
    expect(pdf).toContain('No VAT is charged: small business under § 19 UStG');
    // No VAT row at all (§ 14c UStG: a VAT figure shown would be owed); the note stands under the subtotal.
    expect(pdf).not.toMatch(/VAT \d/);
    expect(pdf).toMatch(/Subtotal: 200,00 €\s+No VAT is charged/);
    expect(pdf).not.toContain('0 % E');
  });

  it('prints a reverse charge invoice with its note, both VAT IDs and the buyer country', async () => {
    const pdf = await text(
      invoice([['Consulting', 10, '120.00', '0.00', 'AE']], {
        buyer: frenchBuyer,
        service: { servicePeriodStart: '2026-11-01', servicePeriodEnd: '2026-11-30' },
        dueDate: '2026-12-01',
      }),
    );
    for (const expected of [
      'Reverse charge: VAT is owed by the recipient',
      'VAT ID DE123456789',
      'VAT ID FR40303265045',
      '12 rue de la Paix',
      'Bâtiment B',
      '75002 Paris',
      'France',
      'Service period:',
      '01.11.2026 – 30.11.2026',
      'Due on receipt',
    ])
      expect(pdf, expected).toContain(expected);
    // The parties are in different countries: each address names its own.
    expect(pdf).toContain('Germany');
  });
});
