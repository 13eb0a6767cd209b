/**
 * Documents for the e-invoice tests (issue 4/6), built directly: a valid German seller and buyer,
 * and the variations the formats must carry. The figures come from money.ts and tax.ts — the
 * functions that compute an invoice's stored totals and breakdown — never from hand.
 */
import type { Document, DocumentLine } from '@shared/document';
import { type EInvoiceInput, eInvoiceInputOf } from '@shared/e-invoice';
import { computeTotals, fromCents, type TaxCategory, toCents } from '@shared/money';
import { taxBreakdown, type VatScheme } from '@shared/tax';
import { renderDocument } from '../server/pdf/invoice-document';

export interface LineSpec {
  description: string;
  quantity: number;
  unit?: string | null;
  rate: string;
  taxRate: number;
  taxCategory: TaxCategory;
}

export interface DocumentSpec {
  kind?: Document['kind'];
  number?: string;
  lines?: LineSpec[];
  vatScheme?: VatScheme;
  exemptionReason?: string | null;
  amountPaid?: string;
  service?: Document['service'];
  seller?: Partial<Document['seller']>;
  buyer?: Partial<Document['buyer']>;
  notes?: string | null;
  currency?: string;
  paymentInformation?: { label: string; value: string }[];
  /** The document's language and locale: English written in de-DE unless given. */
  language?: Document['language'];
  locale?: string;
}

export const GERMAN_SELLER: Document['seller'] = {
  name: 'Muster Design GmbH',
  email: 'billing@muster-design.de',
  phone: '+49 30 1234567',
  website: 'https://muster-design.de',
  addressLines: ['Friedrichstraße 123', '10117 Berlin'],
  postalAddress: { street: 'Friedrichstraße 123', postalCode: '10117', city: 'Berlin', country: 'DE' },
  taxId: '12/345/67890',
  legalName: null,
  legalForm: null,
  shareCapital: null,
  registrations: [],
  vatId: 'DE123456789',
};

export const GERMAN_BUYER: Document['buyer'] = {
  name: 'Beispiel AG',
  email: 'rechnungen@beispiel.de',
  phone: null,
  addressLines: ['Hauptstraße 5', 'Hinterhaus', '80331 München'],
  postalAddress: { street: 'Hauptstraße 5\nHinterhaus', postalCode: '80331', city: 'München', country: 'DE' },
  vatId: 'DE987654321',
};

const FRENCH_BUYER: Partial<Document['buyer']> = {
  name: 'Exemple SARL',
  email: 'factures@exemple.fr',
  addressLines: ['12 rue de la Paix', '75002 Paris', 'France'],
  postalAddress: { street: '12 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' },
  vatId: 'FR40303265045',
};

/** A valid Leitweg-ID (KoSIT's check digits): a German public buyer's, BT-10 and its Peppol address (0204). */
export const LEITWEG_ID = '04011000-1234512345-06';

/** A German public body: no VAT ID, found on Peppol by its Leitweg-ID (issue 2/7 item 11). */
const PUBLIC_BUYER: Partial<Document['buyer']> = {
  name: 'Bezirksamt Mitte von Berlin',
  email: 'rechnung@ba-mitte.berlin.de',
  addressLines: ['Karl-Marx-Allee 31', '10178 Berlin'],
  postalAddress: { street: 'Karl-Marx-Allee 31', postalCode: '10178', city: 'Berlin', country: 'DE' },
  vatId: null,
};

/** A Belgian company, reverse charged: found on Peppol by its enterprise number (0208), its VAT ID's digits. */
export const BELGIAN_BUYER: Partial<Document['buyer']> = {
  name: 'Voorbeeld BV',
  email: 'facturen@voorbeeld.be',
  addressLines: ['Wetstraat 16', '1000 Brussel', 'Belgium'],
  postalAddress: { street: 'Wetstraat 16', postalCode: '1000', city: 'Brussel', country: 'BE' },
  vatId: 'BE0403019261',
};

/** A US company: its state (BT-54, the buyer's country subdivision) printed and written. */
const US_BUYER: Partial<Document['buyer']> = {
  name: 'Example Inc.',
  email: 'ap@example.com',
  addressLines: ['350 Fifth Avenue', 'New York, NY 10118', 'United States'],
  postalAddress: {
    street: '350 Fifth Avenue',
    postalCode: '10118',
    city: 'New York',
    region: 'NY',
    country: 'US',
  },
  vatId: null,
};

/** An Italian company, reverse charged: its province (BT-54) after the city, as Poste Italiane writes it. */
const ITALIAN_BUYER: Partial<Document['buyer']> = {
  name: 'Esempio S.r.l.',
  email: 'fatture@esempio.it',
  addressLines: ['Via Merulana 120', '00184 Roma RM', 'Italy'],
  postalAddress: {
    street: 'Via Merulana 120',
    postalCode: '00184',
    city: 'Roma',
    region: 'RM',
    country: 'IT',
  },
  vatId: 'IT00743110157',
};

/**
 * A French SAS trading under another name (issue 3/7): the registered name (BT-27) apart from the
 * trading name (BT-28), the SIREN as BT-30 (ICD 0002), the legal form with its share capital, the
 * SIRET and the RCS entry as BT-33; invoicing a French client in French.
 */
export const FRENCH_SELLER: Partial<Document['seller']> = {
  name: 'Studio Lumière',
  legalName: 'Lumière Conseil SAS',
  email: 'factures@lumiere-conseil.fr',
  phone: '+33 1 23 45 67 89',
  website: null,
  addressLines: ['10 rue de Rivoli', '75001 Paris'],
  postalAddress: { street: '10 rue de Rivoli', postalCode: '75001', city: 'Paris', country: 'FR' },
  taxId: null,
  vatId: 'FR44732829320',
  legalForm: 'SAS',
  shareCapital: { amount: '10000.00', currency: 'EUR' },
  registrations: [
    { scheme: 'siren', value: '732829320' },
    { scheme: 'siret', value: '73282932000074' },
    { scheme: 'rcs', value: 'Paris B 732 829 320' },
  ],
};

/** A Belgian BV: its enterprise number as BT-30 under ICD 0208, which Peppol checks by mod 97. */
export const BELGIAN_SELLER: Partial<Document['seller']> = {
  name: 'Atelier Noord BV',
  legalName: null,
  email: 'facturen@ateliernoord.be',
  phone: '+32 2 123 45 67',
  addressLines: ['Kerkstraat 12', '2000 Antwerpen'],
  postalAddress: { street: 'Kerkstraat 12', postalCode: '2000', city: 'Antwerpen', country: 'BE' },
  taxId: null,
  vatId: 'BE0202239951',
  legalForm: 'BV',
  registrations: [{ scheme: 'be_enterprise', value: '0202239951' }],
};

/** A German GmbH: its Handelsregister entry as BT-30 without a scheme (there is no ICD for it). */
export const GERMAN_GMBH_SELLER: Partial<Document['seller']> = {
  name: 'Muster Design',
  legalName: 'Muster Design GmbH',
  legalForm: 'GmbH',
  registrations: [{ scheme: 'de_register', value: 'Amtsgericht Berlin-Charlottenburg HRB 12345' }],
};

const ONE_LINE: LineSpec[] = [
  { description: 'Design work', quantity: 10, unit: 'hours', rate: '95.00', taxRate: 19, taxCategory: 'S' },
];

/** A document as the server would assemble it: totals and breakdown computed as for a saved invoice. */
export function makeDocument(spec: DocumentSpec = {}): Document {
  const kind = spec.kind ?? 'invoice';
  const seller = { ...GERMAN_SELLER, ...spec.seller };
  const buyer = { ...GERMAN_BUYER, ...spec.buyer };
  const lineSpecs = spec.lines ?? ONE_LINE;
  const totals = computeTotals(lineSpecs, null);
  const breakdown = taxBreakdown(totals.groups, {
    vatScheme: spec.vatScheme ?? 'standard',
    sellerCountry: seller.postalAddress.country,
    exemptionReason: spec.exemptionReason ?? null,
  });
  const lines: DocumentLine[] = lineSpecs.map((l, i) => ({
    description: l.description,
    quantity: l.quantity,
    unit: l.unit ?? null,
    rate: l.rate,
    amount: fromCents(totals.lines[i].amountCents),
    taxRate: totals.lines[i].taxRate,
    taxCategory: l.taxCategory,
  }));
  const paid = kind === 'invoice' ? toCents(spec.amountPaid ?? '0') : 0;
  const rates = new Set(breakdown.map((r) => r.rate));
  return {
    kind,
    title: kind === 'invoice' ? 'Invoice' : 'Credit note',
    series: kind,
    number: spec.number ?? (kind === 'invoice' ? 'INV-1003' : 'CN-1'),
    issueDate: '2026-11-20',
    dueDate: kind === 'invoice' ? '2026-12-20' : null,
    currency: spec.currency ?? 'EUR',
    seller,
    buyer,
    service: spec.service === undefined ? { date: '2026-11-18' } : spec.service,
    paymentTermsDays: kind === 'invoice' ? 30 : null,
    lines,
    totals: {
      subtotal: fromCents(totals.subtotalCents),
      tax: fromCents(totals.taxCents),
      taxRate: rates.size === 1 ? [...rates][0] : null,
      total: fromCents(totals.totalCents),
      amountPaid: fromCents(paid),
      creditedAmount: '0.00',
      balanceDue: kind === 'invoice' ? fromCents(totals.totalCents - paid) : '0.00',
    },
    taxBreakdown: breakdown,
    buyerReference: null,
    projectDescription: null,
    notes: spec.notes ?? null,
    payment:
      kind === 'invoice'
        ? {
            instructions: 'Please quote the invoice number.',
            payUrl: null,
            information: spec.paymentInformation ?? [
              { label: 'Bank', value: 'Deutsche Bank' },
              { label: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' },
              { label: 'BIC', value: 'COBADEFFXXX' },
            ],
            scanToPay: { epc: null, swissQrBill: null },
          }
        : null,
    refersTo:
      kind === 'credit_note'
        ? {
            relation: 'corrects',
            kind: 'invoice',
            number: 'INV-1003',
            issueDate: '2026-11-01',
            reason: 'Hours billed twice',
          }
        : null,
    voided: null,
    creditNotes: [],
    pageSize: 'A4',
    language: spec.language ?? 'en',
    locale: spec.locale ?? 'de-DE',
  };
}

/** The input the server builds for the document (eInvoiceInputOf), with a Leitweg-ID as the buyer reference. */
export function makeInput(document: Document, overrides: Partial<EInvoiceInput> = {}): EInvoiceInput {
  return {
    ...eInvoiceInputOf(document, 'Erika Mustermann'),
    buyerReference: '04011000-12345-34',
    ...overrides,
  };
}

const SIXTY_UNITS = ['hours', 'days', 'pcs', null, 'month', 'Stück', 'words', 'km'];

/**
 * Line amounts and group taxes that round at half a cent: 1.5 × 33.33 = 49.995 → 50.00; 7 % of
 * 7.50 = 0.525 → 0.53; the 19 % group's tax is rounded once on its sum (BR-CO-17).
 */
export const TWO_RATE_LINES: LineSpec[] = [
  { description: 'Consulting', quantity: 1.5, unit: 'h', rate: '33.33', taxRate: 19, taxCategory: 'S' },
  {
    description: 'Workshop',
    quantity: 0.33,
    unit: 'days',
    rate: '1.01',
    taxRate: 19,
    taxCategory: 'S',
  },
  { description: 'Books', quantity: 3, unit: 'pcs', rate: '2.50', taxRate: 7, taxCategory: 'S' },
  { description: 'Magazine', quantity: 1, unit: null, rate: '0.07', taxRate: 7, taxCategory: 'S' },
];

/** 60 lines of both rates, units of every kind and descriptions XML must escape. */
export const SIXTY_LINES: LineSpec[] = Array.from({ length: 60 }, (_, i) => ({
  description: `Task ${i + 1}: review & fix <component> "${i % 7}"`,
  quantity: (i % 9) + 0.25 * (i % 4) || 1,
  unit: SIXTY_UNITS[i % SIXTY_UNITS.length],
  rate: `${(i * 13.37 + 0.05).toFixed(2)}`,
  taxRate: i % 3 === 0 ? 7 : 19,
  taxCategory: 'S' as const,
}));

/** Arabic, Japanese and Greek descriptions. */
export const NON_LATIN_LINES: LineSpec[] = [
  {
    description: 'تصميم الموقع',
    quantity: 2,
    unit: 'Std.',
    rate: '120.00',
    taxRate: 19,
    taxCategory: 'S',
  },
  {
    description: 'ウェブデザイン — Ελληνικά',
    quantity: 1,
    unit: null,
    rate: '80.00',
    taxRate: 7,
    taxCategory: 'S',
  },
];

/** The matrix every format is written for. */
export const E_INVOICE_CASES: Record<string, EInvoiceInput> = {
  'one-rate': makeInput(makeDocument()),
  'two-rates': makeInput(
    makeDocument({
      lines: TWO_RATE_LINES,
      service: { start: '2026-10-01', end: '2026-10-31' },
    }),
  ),
  'small-business': makeInput(
    makeDocument({
      vatScheme: 'small_business',
      seller: { vatId: null },
      lines: [
        {
          description: 'Logo design',
          quantity: 1,
          unit: 'flat',
          rate: '450.00',
          taxRate: 0,
          taxCategory: 'E',
        },
      ],
    }),
  ),
  'reverse-charge': makeInput(
    makeDocument({
      buyer: FRENCH_BUYER,
      lines: [
        {
          description: 'Web development',
          quantity: 12,
          unit: 'hours',
          rate: '110.00',
          taxRate: 0,
          taxCategory: 'AE',
        },
      ],
    }),
  ),
  'non-eu': makeInput(
    makeDocument({
      buyer: US_BUYER,
      lines: [
        {
          description: 'App design',
          quantity: 3,
          unit: 'days',
          rate: '800.00',
          taxRate: 0,
          taxCategory: 'O',
        },
      ],
    }),
  ),
  'intra-eu-goods': makeInput(
    makeDocument({
      buyer: FRENCH_BUYER,
      lines: [
        {
          description: 'Printed brochures',
          quantity: 500,
          unit: 'pcs',
          rate: '1.20',
          taxRate: 0,
          taxCategory: 'K',
        },
      ],
    }),
  ),
  'export-goods': makeInput(
    makeDocument({
      buyer: US_BUYER,
      lines: [
        {
          description: 'Prototype board',
          quantity: 2,
          unit: 'pcs',
          rate: '240.00',
          taxRate: 0,
          taxCategory: 'G',
        },
      ],
    }),
  ),
  // A US company without VAT: zero rated (Z, decision 025), dollars, paid to an account number (code
  // 30); both parties' states written (BT-39, BT-54).
  'us-seller': makeInput(
    makeDocument({
      currency: 'USD',
      seller: {
        name: 'Acme Studio LLC',
        addressLines: ['1 Market Street', 'San Francisco, CA 94105'],
        postalAddress: {
          street: '1 Market Street',
          postalCode: '94105',
          city: 'San Francisco',
          region: 'CA',
          country: 'US',
        },
        vatId: null,
        taxId: '12-3456789',
      },
      buyer: US_BUYER,
      lines: [
        {
          description: 'Illustration',
          quantity: 4,
          unit: 'hours',
          rate: '85.00',
          taxRate: 0,
          taxCategory: 'Z',
        },
      ],
      paymentInformation: [
        { label: 'Bank', value: 'Chase Bank' },
        { label: 'Account Number', value: '000123456789' },
        { label: 'Routing Number', value: '021000021' },
      ],
    }),
  ),
  'italian-buyer': makeInput(
    makeDocument({
      buyer: ITALIAN_BUYER,
      lines: [
        {
          description: 'Brand identity',
          quantity: 1,
          unit: 'flat',
          rate: '2400.00',
          taxRate: 0,
          taxCategory: 'AE',
        },
      ],
    }),
    { buyerReference: 'ORD-2026-77' },
  ),

  // Legal details (issue 3/7): BT-27 and BT-28, BT-30 with its scheme where it has one, BT-33.
  'french-sas': makeInput(
    makeDocument({
      seller: FRENCH_SELLER,
      buyer: FRENCH_BUYER,
      language: 'fr',
      locale: 'fr-FR',
      lines: [
        {
          description: 'Conseil en stratégie',
          quantity: 3,
          unit: 'days',
          rate: '650.00',
          taxRate: 20,
          taxCategory: 'S',
        },
      ],
      paymentInformation: [
        { label: 'IBAN', value: 'FR76 3000 6000 0112 3456 7890 189' },
        { label: 'BIC', value: 'AGRIFRPPXXX' },
      ],
    }),
    { buyerReference: 'BC-2026-031' },
  ),
  // Not subject to VAT (O): no VAT ID may be written (BR-O-02), nor is there a tax number; the SIREN
  // (BT-30) identifies the seller (BR-CO-26).
  'french-not-subject': makeInput(
    makeDocument({
      seller: { ...FRENCH_SELLER, vatId: null, taxId: null },
      buyer: US_BUYER,
      language: 'fr',
      locale: 'fr-FR',
      lines: [
        { description: 'Conseil', quantity: 2, unit: 'days', rate: '650.00', taxRate: 0, taxCategory: 'O' },
      ],
      exemptionReason: 'Prestation hors du champ de la TVA française',
      paymentInformation: [
        { label: 'IBAN', value: 'FR76 3000 6000 0112 3456 7890 189' },
        { label: 'BIC', value: 'AGRIFRPPXXX' },
      ],
    }),
  ),
  'belgian-bv': makeInput(
    makeDocument({
      seller: BELGIAN_SELLER,
      buyer: BELGIAN_BUYER,
      language: 'nl',
      locale: 'nl-BE',
      lines: [
        {
          description: 'Webontwerp',
          quantity: 6,
          unit: 'hours',
          rate: '90.00',
          taxRate: 21,
          taxCategory: 'S',
        },
      ],
      paymentInformation: [
        { label: 'IBAN', value: 'BE68 5390 0754 7034' },
        { label: 'BIC', value: 'GKCCBEBB' },
      ],
    }),
    { buyerReference: 'PO-4471' },
  ),
  // A US LLC: its registered name and legal form, no register the code list knows.
  'us-llc': makeInput(
    makeDocument({
      currency: 'USD',
      seller: {
        name: 'Acme Studio',
        legalName: 'Acme Studio Holdings LLC',
        legalForm: 'LLC',
        postalAddress: {
          street: '1 Market Street',
          postalCode: '94105',
          city: 'San Francisco',
          country: 'US',
        },
        vatId: null,
        taxId: '12-3456789',
      },
      buyer: US_BUYER,
      lines: [
        {
          description: 'Illustration',
          quantity: 2,
          unit: 'hours',
          rate: '85.00',
          taxRate: 0,
          taxCategory: 'Z',
        },
      ],
      paymentInformation: [
        { label: 'Bank', value: 'Chase Bank' },
        { label: 'Account Number', value: '000123456789' },
      ],
    }),
  ),
  'german-gmbh': makeInput(makeDocument({ seller: GERMAN_GMBH_SELLER, language: 'de' })),
  'partly-paid': makeInput(makeDocument({ number: 'INV-1004', amountPaid: '500.00' })),
  // Peppol addresses a German public buyer by its Leitweg-ID (0204), BT-10 as well.
  'public-buyer': makeInput(makeDocument({ buyer: PUBLIC_BUYER }), { buyerReference: LEITWEG_ID }),
  'belgian-buyer': makeInput(
    makeDocument({
      buyer: BELGIAN_BUYER,
      lines: [
        {
          description: 'Web development',
          quantity: 8,
          unit: 'hours',
          rate: '110.00',
          taxRate: 0,
          taxCategory: 'AE',
        },
      ],
    }),
    { buyerReference: 'PO-2026-118' },
  ),
  'credit-note': makeInput(
    makeDocument({
      kind: 'credit_note',
      lines: [
        {
          description: 'Design work (billed twice)',
          quantity: 2,
          unit: 'hours',
          rate: '95.00',
          taxRate: 19,
          taxCategory: 'S',
        },
      ],
    }),
  ),
  // Void after an earlier partial note: the invoice's lines less the earlier note, at minus its subtotal (decision 024).
  'void-credit-note': makeInput(
    makeDocument({
      kind: 'credit_note',
      number: 'CN-2',
      lines: [
        {
          description: 'Design work',
          quantity: 10,
          unit: 'hours',
          rate: '95.00',
          taxRate: 19,
          taxCategory: 'S',
        },
        {
          description: 'Less credit note CN-1',
          quantity: 1,
          unit: null,
          rate: '-190.00',
          taxRate: 19,
          taxCategory: 'S',
        },
      ],
    }),
  ),
  'sixty-lines': makeInput(
    makeDocument({
      lines: SIXTY_LINES,
    }),
  ),
  'non-latin': makeInput(
    makeDocument({
      seller: {
        name: 'Ελληνικά Σχέδια & <Söhne> GmbH',
        postalAddress: { street: 'Οδός Αθηνάς 1', postalCode: '10117', city: 'Berlin', country: 'DE' },
      },
      buyer: {
        name: '日本語株式会社 / شركة العربية',
        postalAddress: { street: 'شارع الملك ١٢', postalCode: '80331', city: '東京都', country: 'DE' },
      },
      lines: NON_LATIN_LINES,
      notes: 'Danke! 感谢 — شكرا & <bis bald>',
    }),
  ),
};

/** The Factur-X hybrid of a document: its PDF as server/pdf draws it, with the XML attached. */
export function facturxTestPdf(input: EInvoiceInput, xml: string): Promise<Buffer> {
  return renderDocument(input.document, { xml });
}
