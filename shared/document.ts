/**
 * The one printed document (decision 024): an invoice or a credit note as the PDF, the preview, the
 * client's page, the emails and the e-invoice XML all render it. The server's `documents` feature
 * assembles it from the database (an issued document from the seller and buyer frozen at issue, a
 * draft from the current settings and client); the renderers receive it and read nothing else.
 * Amounts are decimal strings ("1234.50") as everywhere in the API; arithmetic stays in money.ts.
 */
import type { BankDetails } from './bank-fields';
import type { PaymentInformationRow } from './payment-information';
import type { ScanToPay } from './payment-qr';

export type DocumentKind = 'invoice' | 'credit_note';

/**
 * The seller as frozen on an issued document (invoices.seller_snapshot, credit_notes.seller_snapshot):
 * the company settings a document prints. `name` is the raw setting; renderers print
 * `companyDisplayName(name)` (shared/invoice-document.ts).
 */
export interface DocumentSeller extends Partial<BankDetails> {
  name: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  taxId: string | null;
  /** ISO country code: the bank fields shown, the page size and the locale follow from it. */
  country: string;
  paymentInstructions: string | null;
  /** The "Online payment link" template (shared/pay-link.ts); the client's page fills it in. */
  paymentLinkUrl: string | null;
}

/** The buyer as frozen on an issued document: the client's fields at issue. */
export interface DocumentBuyer {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
}

export interface DocumentLine {
  description: string;
  quantity: number;
  unit: string | null;
  rate: string;
  amount: string;
}

/** A credit note as an invoice lists it. */
export interface DocumentCreditNoteRef {
  number: string;
  issueDate: string;
  total: string;
  reason: string;
}

export interface Document {
  kind: DocumentKind;
  /** INV-1003, CN-2. */
  number: string;
  issueDate: string;
  /** An invoice's due date; null on a credit note. */
  dueDate: string | null;
  currency: string;
  /** The seller's printed name is `seller.name` already resolved ("Your Company" until one is set). */
  seller: {
    name: string;
    email: string | null;
    phone: string | null;
    website: string | null;
    address: string | null;
    taxId: string | null;
  };
  buyer: DocumentBuyer;
  lines: DocumentLine[];
  totals: {
    subtotal: string;
    tax: string;
    taxRate: string;
    total: string;
    /** Invoices: what was paid, what credit notes took off, what is still owed (0 when void). Credit notes: "0.00". */
    amountPaid: string;
    creditedAmount: string;
    balanceDue: string;
  };
  projectDescription: string | null;
  notes: string | null;
  /** How to pay: invoices only (null on a credit note). */
  payment: {
    instructions: string | null;
    /** The seller's "Online payment link" filled in for the balance due; null without one or when nothing is due. */
    payUrl: string | null;
    information: PaymentInformationRow[];
    /** The GiroCode and Swiss QR-bill for the balance due, when they apply. */
    scanToPay: ScanToPay;
  } | null;
  /** A credit note: the invoice it corrects and why. */
  corrects: { number: string; issueDate: string; reason: string } | null;
  /** A void invoice: the credit note that cancelled it ("VOID — cancelled by credit note CN-1 on …"). */
  voided: { creditNoteNumber: string; date: string } | null;
  /** An invoice: the credit notes issued against it, oldest first. */
  creditNotes: DocumentCreditNoteRef[];
  pageSize: 'A4' | 'LETTER';
  /** The seller country's locale (shared/locale-defaults.ts): how dates and amounts are written. */
  locale: string;
  /** The logo (PNG or JPEG bytes) as it was at issue; null when none. Never sent as JSON. */
  logo?: { data: Uint8Array; width: number; height: number } | null;
}
