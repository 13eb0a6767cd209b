/**
 * The one printed document (decision 024): an invoice or a credit note as the PDF, the preview, the
 * client's page, the emails and the e-invoice XML all render it. The server's `documents` feature
 * assembles it from the database (an issued document from the seller and buyer frozen at issue, a
 * draft from the current settings and client); the renderers receive it and read nothing else.
 * Amounts are decimal strings ("1234.50") as everywhere in the API; arithmetic stays in money.ts.
 */
import type { BankDetails } from './bank-fields';
import type { DocumentLanguage } from './i18n/languages';
import type { TaxCategory } from './money';
import type { PaymentInformationRow } from './payment-information';
import type { ScanToPay } from './payment-qr';
import type { Registration } from './registrations';
import type { TaxBreakdownRow, VatScheme } from './tax';

/** The share capital as a document prints it: the amount in the company currency of the day. */
export interface ShareCapital {
  /** "10000.00" */
  amount: string;
  currency: string;
}

/**
 * The kinds of document Duely prints. Each has its own number series, title and words
 * (shared/invoice-document.ts KIND_WORDS); the kinds to come (dunning letters, quotes, advance and
 * final invoices) join this union and that table, and the renderers follow.
 */
export type DocumentKind = 'invoice' | 'credit_note';

/**
 * The number series a document's number is drawn from: each kind counts its own (INV-1003, CN-2), and
 * the server's counters carry the same names (lib/counters.ts INVOICE_COUNTER, credit-notes CREDIT_NOTE_COUNTER).
 */
export const DOCUMENT_SERIES = { invoice: 'invoice', credit_note: 'credit_note' } as const satisfies Record<
  DocumentKind,
  string
>;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[DocumentKind];

/**
 * Another document this one refers to, and how: a credit note corrects its invoice, or cancels it in
 * full (a German one is then a "Stornorechnung"). The kinds to come add their relations (a final
 * invoice deducts an advance invoice, a dunning letter reminds of an invoice).
 */
export interface DocumentReference {
  relation: 'corrects' | 'cancels';
  kind: DocumentKind;
  number: string;
  issueDate: string;
  /** Why (a credit note's reason). */
  reason: string;
}

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
  /** The street lines. Snapshots frozen before issue 3/6 hold the whole address here and no postal code or city. */
  address: string | null;
  postalCode?: string | null;
  city?: string | null;
  /** State, province or county where the country's addresses carry one; absent in snapshots frozen before it existed. */
  region?: string | null;
  /** The tax number (Steuernummer, EIN). */
  taxId: string | null;
  vatId?: string | null;
  /**
   * The Legal details (issue 3/7, docs/decisions/045): the registered name (a sole trader's full name),
   * legal form, share capital and identifiers. Absent in snapshots frozen before them: none.
   */
  legalName?: string | null;
  legalForm?: string | null;
  shareCapital?: ShareCapital | null;
  registrations?: Registration[];
  /** Absent in snapshots frozen before issue 3/6: standard. */
  vatScheme?: VatScheme;
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
  /** The street lines (the whole address in snapshots frozen before issue 3/6). */
  address: string | null;
  postalCode?: string | null;
  city?: string | null;
  /** State, province or county; absent in snapshots frozen before it existed. */
  region?: string | null;
  /** ISO 3166-1 alpha-2; absent in snapshots frozen before issue 3/6 (then: the seller's country). */
  country?: string;
  vatId?: string | null;
  /**
   * The Peppol participant id saved with the client (`0204:…`, shared/peppol-id.ts); null or absent
   * (snapshots frozen before it existed): the one its buyer reference and VAT ID give.
   */
  peppolId?: string | null;
}

/**
 * A party's address as printed, one entry per line (PRODUCT.md §5): the street lines, then postal
 * code, city and region in the country's order (shared/address-format.ts), then the country's name
 * when it differs from the other party's.
 */
export type AddressLines = string[];

/** A party's address in parts (EN 16931 BG-5 / BG-8): street lines as typed, ISO country code. */
export interface PostalAddress {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** BT-39 / BT-54, the country subdivision (a US state, an Italian province); absent: none. */
  region?: string | null;
  country: string;
}

export interface DocumentLine {
  description: string;
  quantity: number;
  unit: string | null;
  rate: string;
  amount: string;
  /** "19.00" */
  taxRate: string;
  taxCategory: TaxCategory;
}

/** A credit note as an invoice lists it. */
export interface DocumentCreditNoteRef {
  number: string;
  issueDate: string;
  total: string;
  reason: string;
  /** It cancelled the invoice in full (a German one: "Stornorechnung"). */
  cancels?: boolean;
}

export interface Document {
  kind: DocumentKind;
  /** Its title as printed, in its language: "Invoice", "Rechnung", "Avoir", "Stornorechnung". */
  title: string;
  /** The series `number` was drawn from. */
  series: DocumentSeries;
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
    /** Street lines, postal code + city, country when it differs from the buyer's. */
    addressLines: AddressLines;
    /** The same address in its parts, for the e-invoice (BG-5). */
    postalAddress: PostalAddress;
    /** The tax number. */
    taxId: string | null;
    vatId: string | null;
    /**
     * The registered name — a company's, or a sole trader's full name (§ 14 (4) No. 1 UStG) — printed
     * beneath `name` where it differs (else null); the e-invoice's seller name (BT-27), `name` then
     * being its trading name (BT-28).
     */
    legalName: string | null;
    /** EI, SAS, GmbH … (printed with the share capital: "SAS au capital de 10 000 €"; part of BT-33). */
    legalForm: string | null;
    shareCapital: ShareCapital | null;
    /** SIREN, RCS, Handelsregister … (shared/registrations.ts): printed, and BT-30 / BT-33 of the e-invoice. */
    registrations: Registration[];
  };
  buyer: {
    name: string;
    email: string | null;
    phone: string | null;
    /** Street lines, postal code + city, country when it differs from the seller's. */
    addressLines: AddressLines;
    /** The same address in its parts, for the e-invoice (BG-8). */
    postalAddress: PostalAddress;
    vatId: string | null;
    /**
     * The client's Peppol ID (null: none saved), which Peppol delivers to (BT-49,
     * shared/peppol-endpoint.ts). Neither printed nor part of the document the API answers.
     */
    peppolId?: string | null;
  };
  /** The date of supply or the period of service (§14(4) No. 6 UStG); null on a credit note that names none. */
  service: { date: string } | { start: string; end: string } | null;
  /** Days from issue to due date ("Payment terms: 30 days"); null on a credit note. */
  paymentTermsDays: number | null;
  lines: DocumentLine[];
  totals: {
    subtotal: string;
    tax: string;
    /** The one rate all lines share, or null. */
    taxRate: string | null;
    total: string;
    /** Invoices: what was paid, what credit notes took off, what is still owed (0 when void). Credit notes: "0.00". */
    amountPaid: string;
    creditedAmount: string;
    balanceDue: string;
  };
  /** One row per (category, rate) with its note: "VAT 19 % on 1,200.00". */
  taxBreakdown: TaxBreakdownRow[];
  /**
   * BT-10, the buyer's reference (an order number, a German public buyer's Leitweg-ID): the invoice's
   * own; a credit note names its invoice's. Printed as "Reference" when there is one.
   */
  buyerReference: string | null;
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
  /** The document this one refers to (a credit note: the invoice it corrects or cancels), or null. */
  refersTo: DocumentReference | null;
  /** A void invoice: the credit note that cancelled it ("VOID — cancelled by credit note CN-1 on …"). */
  voided: { creditNoteNumber: string; date: string } | null;
  /** An invoice: the credit notes issued against it, oldest first. */
  creditNotes: DocumentCreditNoteRef[];
  pageSize: 'A4' | 'LETTER';
  /** The language it is written in: its client's, frozen at issue (issue 5/6). */
  language: DocumentLanguage;
  /** The language in the seller's country (shared/i18n/languages.ts documentLocale): how dates and amounts are written. */
  locale: string;
  /** The logo (PNG or JPEG bytes) as it was at issue; null when none. Never sent as JSON. */
  logo?: { data: Uint8Array; width: number; height: number } | null;
}
