/**
 * Documents that each lack one thing readiness asks for (shared/e-invoice-readiness.ts), with the
 * field readiness must name and the rule the official validators must reject the file by.
 */

import type { EInvoiceInput } from '@shared/e-invoice';
import type { EInvoiceFormat } from '../server/einvoice/formats';
import { E_INVOICE_CASES, GERMAN_BUYER, GERMAN_SELLER, makeDocument, makeInput } from './e-invoice-documents';

export interface Broken {
  name: string;
  format: EInvoiceFormat;
  input: EInvoiceInput;
  /** The field readiness must name. */
  path: string;
  /** The rule the validators must reject the file by. */
  rule: RegExp;
}

const sellerAt = (parts: Partial<typeof GERMAN_SELLER.postalAddress>) => ({
  postalAddress: { ...GERMAN_SELLER.postalAddress, ...parts },
});
const buyerAt = (parts: Partial<typeof GERMAN_BUYER.postalAddress>) => ({
  postalAddress: { ...GERMAN_BUYER.postalAddress, ...parts },
});
const reverseCharge = E_INVOICE_CASES['reverse-charge'].document;
const aeLines = [
  { description: 'Web development', quantity: 2, rate: '110.00', taxRate: 0, taxCategory: 'AE' as const },
];
const oLines = [
  { description: 'App design', quantity: 1, rate: '800.00', taxRate: 0, taxCategory: 'O' as const },
];
const kLines = [
  {
    description: 'Printed brochures',
    quantity: 500,
    unit: 'pcs',
    rate: '1.20',
    taxRate: 0,
    taxCategory: 'K' as const,
  },
];
const gLines = [
  {
    description: 'Prototype board',
    quantity: 2,
    unit: 'pcs',
    rate: '240.00',
    taxRate: 0,
    taxCategory: 'G' as const,
  },
];
const nonEuBuyer = E_INVOICE_CASES['non-eu'].document.buyer;
const eLine = [
  { description: 'Training', quantity: 1, rate: '300.00', taxRate: 0, taxCategory: 'E' as const },
];

/** Each problem readiness reports, made once, with the rule that rejects it. */
export const BROKEN: Broken[] = [
  ...(['xrechnung-cii', 'xrechnung-ubl'] as const).map((format) => ({
    name: `no-buyer-reference.${format}`,
    format,
    input: makeInput(makeDocument(), { buyerReference: null }),
    path: 'invoice.buyerReference',
    rule: /^BR-DE-15$/,
  })),
  {
    name: 'no-buyer-reference.peppol',
    format: 'peppol',
    input: makeInput(makeDocument(), { buyerReference: null }),
    path: 'invoice.buyerReference',
    rule: /^PEPPOL-EN16931-R003$/,
  },
  {
    name: 'no-buyer-postal-code.xrechnung-ubl',
    format: 'xrechnung-ubl',
    input: makeInput(makeDocument({ buyer: buyerAt({ postalCode: null }) })),
    path: 'client.postalCode',
    rule: /^BR-DE-9$/,
  },
  {
    name: 'no-buyer-city.xrechnung-cii',
    format: 'xrechnung-cii',
    input: makeInput(makeDocument({ buyer: buyerAt({ city: null }) })),
    path: 'client.city',
    rule: /^BR-DE-8$/,
  },
  {
    name: 'no-seller-postal-code.xrechnung-cii',
    format: 'xrechnung-cii',
    input: makeInput(makeDocument({ seller: sellerAt({ postalCode: null }) })),
    path: 'settings.postalCode',
    rule: /^BR-DE-4$/,
  },
  {
    name: 'no-seller-city.xrechnung-ubl',
    format: 'xrechnung-ubl',
    input: makeInput(makeDocument({ seller: sellerAt({ city: null }) })),
    path: 'settings.city',
    rule: /^BR-DE-3$/,
  },
  // Issue 2/7 item 5: names made only of characters XML cannot carry are written as nothing.
  {
    name: 'control-character-seller-name.cii',
    format: 'cii',
    input: makeInput(makeDocument({ seller: { name: '\u0001' } })),
    path: 'settings.companyName',
    rule: /^BR-06$/,
  },
  {
    name: 'control-character-buyer-name.ubl',
    format: 'ubl',
    input: makeInput(makeDocument({ buyer: { name: '\u0001\u0002' } })),
    path: 'client.name',
    rule: /^BR-07$/,
  },
  {
    name: 'no-contact-name.xrechnung-cii',
    format: 'xrechnung-cii',
    input: makeInput(makeDocument(), {
      sellerContact: { name: null, phone: GERMAN_SELLER.phone, email: GERMAN_SELLER.email },
    }),
    path: 'account.name',
    rule: /^BR-DE-5$/,
  },
  {
    name: 'no-phone.xrechnung-ubl',
    format: 'xrechnung-ubl',
    input: makeInput(makeDocument(), {
      sellerContact: { name: 'Erika Mustermann', phone: null, email: GERMAN_SELLER.email },
    }),
    path: 'settings.phone',
    rule: /^BR-DE-6$/,
  },
  {
    name: 'no-contact-email.xrechnung-cii',
    format: 'xrechnung-cii',
    input: makeInput(makeDocument(), {
      sellerContact: { name: 'Erika Mustermann', phone: GERMAN_SELLER.phone, email: null },
    }),
    path: 'settings.email',
    rule: /^BR-DE-7$/,
  },
  {
    name: 'no-seller-address.xrechnung-cii',
    format: 'xrechnung-cii',
    input: makeInput(makeDocument(), { sellerElectronicAddress: null }),
    path: 'settings.email',
    rule: /^PEPPOL-EN16931-R020$/,
  },
  {
    name: 'no-buyer-address.xrechnung-ubl',
    format: 'xrechnung-ubl',
    input: makeInput(makeDocument(), { buyerElectronicAddress: null }),
    path: 'client.email',
    rule: /^PEPPOL-EN16931-R010$/,
  },
  {
    name: 'ae-no-buyer-vat.ubl',
    format: 'ubl',
    input: makeInput(makeDocument({ buyer: { ...reverseCharge.buyer, vatId: null }, lines: aeLines })),
    path: 'client.vatId',
    rule: /^BR-AE-0[1-4]$/,
  },
  {
    name: 'ae-no-seller-vat.cii',
    format: 'cii',
    input: makeInput(
      makeDocument({ seller: { vatId: null, taxId: null }, buyer: reverseCharge.buyer, lines: aeLines }),
    ),
    path: 'settings.vatId',
    rule: /^BR-AE-0[1-4]$/,
  },
  {
    name: 'o-no-tax-number.cii',
    format: 'cii',
    input: makeInput(
      makeDocument({
        seller: { taxId: null },
        buyer: E_INVOICE_CASES['non-eu'].document.buyer,
        lines: oLines,
      }),
    ),
    path: 'settings.taxId',
    rule: /^BR-CO-26$/,
  },
  {
    name: 'small-business-no-tax-number.ubl',
    format: 'ubl',
    input: makeInput(
      makeDocument({ vatScheme: 'small_business', seller: { vatId: null, taxId: null }, lines: eLine }),
    ),
    path: 'settings.vatId',
    rule: /^(BR-CO-26|BR-E-02)$/,
  },
  {
    name: 'k-no-buyer-vat.ubl',
    format: 'ubl',
    input: makeInput(makeDocument({ buyer: { ...reverseCharge.buyer, vatId: null }, lines: kLines })),
    path: 'client.vatId',
    rule: /^BR-IC-02$/,
  },
  {
    name: 'k-no-seller-vat.cii',
    format: 'cii',
    input: makeInput(makeDocument({ seller: { vatId: null }, buyer: reverseCharge.buyer, lines: kLines })),
    path: 'settings.vatId',
    rule: /^BR-IC-02$/,
  },
  {
    name: 'k-no-delivery-date.cii',
    format: 'cii',
    input: makeInput(makeDocument({ buyer: reverseCharge.buyer, lines: kLines, service: null })),
    path: 'invoice.serviceDate',
    rule: /^BR-IC-11$/,
  },
  {
    name: 'g-no-seller-vat.ubl',
    format: 'ubl',
    input: makeInput(makeDocument({ seller: { vatId: null }, buyer: nonEuBuyer, lines: gLines })),
    path: 'settings.vatId',
    rule: /^BR-G-02$/,
  },
  {
    name: 'exempt-no-reason.cii',
    format: 'cii',
    input: makeInput(makeDocument({ exemptionReason: null, lines: eLine })),
    path: 'invoice.taxExemptionReason',
    rule: /^BR-E-10$/,
  },
  {
    name: 'seller-country-other.ubl',
    format: 'ubl',
    input: makeInput(makeDocument({ seller: sellerAt({ country: 'OTHER' }) })),
    path: 'settings.country',
    rule: /^BR-CL-14$/,
  },
  {
    name: 'no-lines.cii',
    format: 'cii',
    input: makeInput(makeDocument({ lines: [] })),
    path: 'invoice.lines',
    rule: /^(BR-16|XSD)$/,
  },
  {
    name: 'line-without-description.ubl',
    format: 'ubl',
    input: makeInput(
      makeDocument({
        lines: [{ description: ' ', quantity: 1, rate: '10.00', taxRate: 19, taxCategory: 'S' }],
      }),
    ),
    path: 'invoice.lines.0.description',
    rule: /^BR-25$/,
  },
];
