import type { InvoiceDocument } from '../server/pdf/invoice-document';

/** A printable invoice as plain data (what the PDF threads receive), with `lines` numbered line items. */
export function testInvoiceDocument(
  lines: number,
  overrides: Partial<InvoiceDocument> = {},
): InvoiceDocument {
  return {
    invoiceNumber: 'INV-1',
    issueDate: '2026-01-05',
    dueDate: '2026-02-04',
    currency: 'EUR',
    subtotal: `${lines}.00`,
    tax: '0.00',
    taxRate: '0',
    total: `${lines}.00`,
    amountPaid: '0.00',
    balanceDue: `${lines}.00`,
    projectDescription: null,
    notes: null,
    company: { name: 'Test GmbH', email: null, phone: null, website: null, address: null },
    billTo: { name: 'Client', email: null, phone: null, address: null },
    lines: Array.from({ length: lines }, (_, i) => ({
      description: `Line ${i + 1}`,
      quantity: 1,
      rate: '1.00',
      amount: '1.00',
    })),
    paymentInstructions: null,
    paymentInformation: [],
    scanToPay: { epc: null, swissQrBill: null },
    pageSize: 'A4',
    locale: 'de-DE',
    ...overrides,
  };
}
