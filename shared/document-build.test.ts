import { describe, expect, it } from 'vitest';
import { addressLines, creditNoteDocument, invoiceDocument, samePrint, sellerFrom } from './document-build';

const seller = sellerFrom({
  companyName: '  ',
  email: 'office@example.de',
  phone: null,
  website: null,
  address: 'Mühlweg 1\n10115 Berlin',
  taxId: null,
  country: 'DE',
  paymentInstructions: 'Within 14 days',
  paymentLinkUrl: null,
  bankName: 'Alte Bank',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
});
const buyer = { name: 'Café Ünal', email: 'kasse@cafe.de', phone: null, address: null };
const invoice = {
  invoiceNumber: 'INV-1003',
  status: 'sent',
  issueDate: '2026-11-02',
  dueDate: '2026-11-16',
  currency: 'EUR',
  subtotal: '100.00',
  tax: '19.00',
  taxRate: '19.00',
  total: '119.00',
  amountPaid: '0.00',
  creditedAmount: '69.00',
  projectDescription: null,
  notes: null,
};
const lines = [{ description: 'Chair', quantity: '1.50', unit: null, rate: '40.00', amount: '60.00' }];

describe('invoiceDocument', () => {
  it('owes the balance after credit notes, and the GiroCode asks for that balance', () => {
    const doc = invoiceDocument({ invoice, seller, buyer, lines });
    expect(doc.seller.name).toBe('Your Company');
    expect(doc.totals).toMatchObject({ total: '119.00', creditedAmount: '69.00', balanceDue: '50.00' });
    expect(doc.lines[0].quantity).toBe(1.5);
    expect(doc.payment?.information.map((r) => r.label)).toEqual(['Bank', 'IBAN', 'BIC']);
    expect(doc.payment?.scanToPay.epc).toContain('EUR50.00');
    expect(doc).toMatchObject({
      pageSize: 'A4',
      language: 'en',
      locale: 'en-GB',
      voided: null,
      refersTo: null,
      title: 'Invoice',
      series: 'invoice',
    });
  });

  it("fills the seller's payment link with the balance after credit notes; none when nothing is due", () => {
    const linked = { ...seller, paymentLinkUrl: 'https://pay.example.com/{invoiceNumber}?due={balanceDue}' };
    expect(invoiceDocument({ invoice, seller: linked, buyer, lines }).payment?.payUrl).toBe(
      'https://pay.example.com/INV-1003?due=50.00',
    );
    expect(invoiceDocument({ invoice, seller, buyer, lines }).payment?.payUrl).toBeNull();
    const settled = { ...invoice, amountPaid: '50.00', status: 'paid' };
    expect(invoiceDocument({ invoice: settled, seller: linked, buyer, lines }).payment?.payUrl).toBeNull();
  });

  it('gives a void invoice its mark and no payment block', () => {
    const voided = { creditNoteNumber: 'CN-1', date: '2026-11-03' };
    const doc = invoiceDocument({ invoice: { ...invoice, status: 'void' }, seller, buyer, lines, voided });
    expect(doc.totals.balanceDue).toBe('0.00');
    expect(doc.payment).toBeNull();
    expect(doc.voided).toEqual(voided);
    // Only a void invoice carries the mark.
    expect(invoiceDocument({ invoice, seller, buyer, lines, voided }).voided).toBeNull();
  });
});

describe('creditNoteDocument', () => {
  it('names the invoice it corrects and the reason, and asks for nothing', () => {
    const doc = creditNoteDocument({
      creditNote: {
        creditNoteNumber: 'CN-2',
        issueDate: '2026-11-05',
        reason: 'Returned item',
        currency: 'EUR',
        subtotal: '57.98',
        tax: '11.02',
        taxRate: '19.00',
        total: '69.00',
      },
      invoice: { invoiceNumber: 'INV-1003', issueDate: '2026-11-02' },
      seller,
      buyer,
      lines,
    });
    expect(doc).toMatchObject({
      kind: 'credit_note',
      number: 'CN-2',
      dueDate: null,
      payment: null,
      title: 'Credit note',
      series: 'credit_note',
      refersTo: {
        relation: 'corrects',
        kind: 'invoice',
        number: 'INV-1003',
        issueDate: '2026-11-02',
        reason: 'Returned item',
      },
    });
    expect(doc.totals).toMatchObject({ total: '69.00', balanceDue: '0.00' });
  });
});

it('samePrint ignores the logo bytes only', () => {
  const doc = invoiceDocument({ invoice, seller, buyer, lines });
  expect(samePrint(doc, { ...doc, logo: { data: new Uint8Array([1]), width: 1, height: 1 } })).toBe(true);
  expect(samePrint(doc, { ...doc, notes: 'changed' })).toBe(false);
});

describe('addressLines', () => {
  it('prints street lines, postal code and city, and the country only when it is not the other party’s', () => {
    const party = {
      address: 'Rue du Lac 12\n\nBâtiment B ',
      postalCode: '1003',
      city: 'Lausanne',
      country: 'CH',
    };
    expect(addressLines(party, 'DE')).toEqual([
      'Rue du Lac 12',
      'Bâtiment B',
      '1003 Lausanne',
      'Switzerland',
    ]);
    expect(addressLines(party, 'CH')).toEqual(['Rue du Lac 12', 'Bâtiment B', '1003 Lausanne']);
    expect(addressLines({ city: 'Berlin', country: 'DE' }, 'DE')).toEqual(['Berlin']);
    expect(addressLines({ postalCode: '10115' }, 'FR')).toEqual(['10115']);
    // "Other" is no country to name.
    expect(addressLines({ address: 'Somewhere 1', country: 'OTHER' }, 'DE')).toEqual(['Somewhere 1']);
    expect(addressLines({ address: null }, null)).toEqual([]);
  });

  it("writes postal code, city and region in the party's country's order, the country named in the document's language", () => {
    const us = {
      address: '350 Fifth Avenue',
      postalCode: '10118',
      city: 'New York',
      region: 'NY',
      country: 'US',
    };
    // A US consultant's own address, and a US client of a German company.
    expect(addressLines(us, 'US')).toEqual(['350 Fifth Avenue', 'New York, NY 10118']);
    expect(addressLines(us, 'DE', 'de')).toEqual([
      '350 Fifth Avenue',
      'New York, NY 10118',
      'Vereinigte Staaten',
    ]);
    const uk = { address: '10 Downing Street', postalCode: 'SW1A 2AA', city: 'London', country: 'GB' };
    expect(addressLines(uk, 'DE')).toEqual(['10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom']);
    const it = {
      address: 'Via Merulana 120',
      postalCode: '00184',
      city: 'Roma',
      region: 'RM',
      country: 'IT',
    };
    expect(addressLines(it, 'FR', 'fr')).toEqual(['Via Merulana 120', '00184 Roma RM', 'Italie']);
  });

  it("prints a US seller's and buyer's addresses in US order and carries the state to the e-invoice", () => {
    const usSeller = sellerFrom({
      companyName: 'Acme Studio LLC',
      email: null,
      phone: null,
      website: null,
      address: '1 Market Street',
      postalCode: '94105',
      city: 'San Francisco',
      region: 'CA',
      taxId: '12-3456789',
      country: 'US',
      paymentInstructions: null,
      paymentLinkUrl: null,
    });
    const usBuyer = {
      name: 'Example Inc.',
      email: null,
      phone: null,
      address: '350 Fifth Avenue',
      postalCode: '10118',
      city: 'New York',
      region: 'NY',
      country: 'US',
    };
    const doc = invoiceDocument({ invoice, seller: usSeller, buyer: usBuyer, lines });
    expect(doc.seller.addressLines).toEqual(['1 Market Street', 'San Francisco, CA 94105']);
    expect(doc.buyer.addressLines).toEqual(['350 Fifth Avenue', 'New York, NY 10118']);
    expect(doc.seller.postalAddress.region).toBe('CA');
    expect(doc.buyer.postalAddress).toEqual({
      street: '350 Fifth Avenue',
      postalCode: '10118',
      city: 'New York',
      region: 'NY',
      country: 'US',
    });
  });
});

describe('the tax content of a document', () => {
  const structured = sellerFrom({
    companyName: 'Bergblick AG',
    email: null,
    phone: null,
    website: null,
    address: 'Bahnhofstrasse 12',
    postalCode: '8001',
    city: 'Zürich',
    taxId: null,
    vatId: 'CHE-123.456.788 MWST',
    country: 'CH',
    paymentInstructions: null,
    paymentLinkUrl: null,
    iban: 'CH93 0076 2011 6238 5295 7',
  });

  it('reads a Swiss QR-bill creditor from postal code and city kept apart', () => {
    const doc = invoiceDocument({
      invoice: { ...invoice, currency: 'CHF', creditedAmount: '0.00' },
      seller: structured,
      buyer: { ...buyer, country: 'CH' },
      lines,
    });
    expect(doc.payment?.scanToPay.swissQrBill?.creditor).toMatchObject({
      address: 'Bahnhofstrasse',
      buildingNumber: '12',
      zip: '8001',
      city: 'Zürich',
    });
    expect(doc.seller).toMatchObject({
      addressLines: ['Bahnhofstrasse 12', '8001 Zürich'],
      vatId: 'CHE-123.456.788 MWST',
    });
  });

  it("computes a draft's breakdown from its lines with the small business note; the service date is the issue date", () => {
    const small = { ...seller, vatScheme: 'small_business' as const };
    const doc = invoiceDocument({
      invoice: { ...invoice, taxRate: '0.00', creditedAmount: '0.00' },
      seller: small,
      buyer,
      lines: [{ ...lines[0], taxRate: '0', taxCategory: 'E' }],
    });
    expect(doc.taxBreakdown).toEqual([
      {
        category: 'E',
        rate: '0.00',
        taxableAmount: '60.00',
        taxAmount: '0.00',
        exemptionReason: 'No VAT is charged: small business under § 19 UStG',
      },
    ]);
    expect(doc.service).toEqual({ date: '2026-11-02' });
    expect(doc.paymentTermsDays).toBe(14);
    expect(doc.lines[0]).toMatchObject({ taxRate: '0.00', taxCategory: 'E' });
  });

  it('gives lines without their own VAT the invoice rate, S above 0 and Z at 0', () => {
    const doc = invoiceDocument({ invoice, seller, buyer, lines });
    expect(doc.lines[0]).toMatchObject({ taxRate: '19.00', taxCategory: 'S' });
    const zero = invoiceDocument({ invoice: { ...invoice, taxRate: '0' }, seller, buyer, lines });
    expect(zero.lines[0]).toMatchObject({ taxRate: '0.00', taxCategory: 'Z' });
  });

  it("names a credit note's service from the invoice it corrects, and no payment terms", () => {
    const doc = creditNoteDocument({
      creditNote: {
        creditNoteNumber: 'CN-1',
        issueDate: '2026-11-20',
        reason: 'Returned',
        currency: 'EUR',
        subtotal: '60.00',
        tax: '11.40',
        taxRate: '19.00',
        total: '71.40',
      },
      invoice: {
        invoiceNumber: 'INV-1003',
        issueDate: '2026-11-02',
        servicePeriodStart: '2026-10-01',
        servicePeriodEnd: '2026-10-31',
      },
      seller,
      buyer,
      lines,
    });
    expect(doc.service).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(doc.paymentTermsDays).toBeNull();
    expect(doc.taxBreakdown).toEqual([
      { category: 'S', rate: '19.00', taxableAmount: '60.00', taxAmount: '11.40', exemptionReason: null },
    ]);
  });
});
