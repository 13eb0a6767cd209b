import type { Document } from '../shared/document';

/** A printable invoice as plain data (what the PDF threads receive), with `lines` numbered line items. */
export function testInvoiceDocument(lines: number, overrides: Partial<Document> = {}): Document {
  return {
    kind: 'invoice',
    title: 'Invoice',
    series: 'invoice',
    number: 'INV-1',
    issueDate: '2026-01-05',
    dueDate: '2026-02-04',
    currency: 'EUR',
    seller: {
      name: 'Test GmbH',
      email: null,
      phone: null,
      website: null,
      addressLines: [],
      postalAddress: { street: null, postalCode: null, city: null, country: 'DE' },
      taxId: null,
      legalName: null,
      legalForm: null,
      shareCapital: null,
      registrations: [],
      vatId: null,
    },
    buyer: {
      name: 'Client',
      email: null,
      phone: null,
      addressLines: [],
      postalAddress: { street: null, postalCode: null, city: null, country: 'DE' },
      vatId: null,
    },
    service: { date: '2026-01-05' },
    paymentTermsDays: 30,
    lines: Array.from({ length: lines }, (_, i) => ({
      description: `Line ${i + 1}`,
      quantity: 1,
      unit: null,
      rate: '1.00',
      amount: '1.00',
      taxRate: '0.00',
      taxCategory: 'Z',
    })),
    totals: {
      subtotal: `${lines}.00`,
      tax: '0.00',
      taxRate: '0.00',
      total: `${lines}.00`,
      amountPaid: '0.00',
      creditedAmount: '0.00',
      balanceDue: `${lines}.00`,
    },
    taxBreakdown: [
      {
        category: 'Z',
        rate: '0.00',
        taxableAmount: `${lines}.00`,
        taxAmount: '0.00',
        exemptionReason: null,
      },
    ],
    buyerReference: null,
    projectDescription: null,
    notes: null,
    payment: {
      instructions: null,
      payUrl: null,
      information: [],
      scanToPay: { epc: null, swissQrBill: null },
    },
    refersTo: null,
    voided: null,
    creditNotes: [],
    pageSize: 'A4',
    language: 'en',
    locale: 'de-DE',
    ...overrides,
  };
}

/** The payment block of a test document. */
export function testPayment(payment: Partial<NonNullable<Document['payment']>>): Document['payment'] {
  return {
    instructions: null,
    payUrl: null,
    information: [],
    scanToPay: { epc: null, swissQrBill: null },
    ...payment,
  };
}
