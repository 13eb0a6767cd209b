/**
 * The pure half of the document model (decision 024): rows or form values in, the one `Document` out.
 * The server's assembler (server/features/documents/assemble.ts) feeds it from the database, the
 * client's preview from the form and the settings, so both print the same value.
 */
import type { BankDetails } from './bank-fields';
import { formatDocumentDate } from './dates';
import type {
  Document,
  DocumentBuyer,
  DocumentCreditNoteRef,
  DocumentLine,
  DocumentSeller,
} from './document';
import { companyDisplayName } from './invoice-document';
import { balanceDueCents } from './invoice-lifecycle';
import { localeForCountry } from './locale-defaults';
import { fromCents } from './money';
import { paymentLinkFor } from './pay-link';
import { paymentInformationRows } from './payment-information';
import { scanToPay } from './payment-qr';

/** The company settings a seller is made of: the settings row on the server, the settings answer on the client. */
export type SellerSource = Pick<
  DocumentSeller,
  'email' | 'phone' | 'website' | 'address' | 'taxId' | 'country' | 'paymentInstructions' | 'paymentLinkUrl'
> & { companyName: string | null } & Partial<{ [K in keyof BankDetails]: string | null }>;

/** The seller a document prints, from company settings. */
export function sellerFrom(s: SellerSource): DocumentSeller {
  return {
    name: s.companyName,
    email: s.email,
    phone: s.phone,
    website: s.website,
    address: s.address,
    taxId: s.taxId,
    country: s.country,
    paymentInstructions: s.paymentInstructions,
    paymentLinkUrl: s.paymentLinkUrl,
    bankName: s.bankName ?? null,
    accountNumber: s.accountNumber ?? null,
    routingNumber: s.routingNumber ?? null,
    iban: s.iban ?? null,
    swiftCode: s.swiftCode ?? null,
    bic: s.bic ?? null,
    blz: s.blz ?? null,
    sortCode: s.sortCode ?? null,
  };
}

/** A line as stored (quantity a numeric string) or as typed in the form. */
export interface LineSource {
  description: string;
  quantity: number | string;
  unit?: string | null;
  rate: string;
  amount: string;
}

/** An invoice's own figures: the invoices row, or the form's values with their computed totals. */
export interface InvoiceSource {
  invoiceNumber: string;
  status: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  subtotal: string;
  tax: string;
  taxRate: string;
  total: string;
  amountPaid: string;
  creditedAmount?: string;
  projectDescription: string | null;
  notes: string | null;
}

/**
 * The Pay button's address for an invoice: the seller's "Online payment link" filled in with its
 * figures, or null when the seller has none or nothing is due. An issued invoice passes its frozen
 * seller, so the client's page and the emails link to what the invoice was issued with.
 */
export function invoicePayUrl(
  invoice: Pick<
    InvoiceSource,
    'invoiceNumber' | 'status' | 'currency' | 'total' | 'amountPaid' | 'creditedAmount'
  >,
  seller: Pick<DocumentSeller, 'paymentLinkUrl'>,
): string | null {
  const due = balanceDueCents(invoice);
  if (due <= 0) return null;
  return paymentLinkFor(seller.paymentLinkUrl, {
    invoiceNumber: invoice.invoiceNumber,
    amount: invoice.total,
    balanceDue: fromCents(due),
    currency: invoice.currency,
  });
}

type Logo = Document['logo'];

function lines(source: LineSource[]): DocumentLine[] {
  return source.map((l) => ({
    description: l.description,
    quantity: Number(l.quantity),
    unit: l.unit ?? null,
    rate: l.rate,
    amount: l.amount,
  }));
}

/** What a document shows of its seller: the display name resolved, payment details left out. */
function printedSeller(seller: DocumentSeller): Document['seller'] {
  return {
    name: companyDisplayName(seller.name),
    email: seller.email,
    phone: seller.phone,
    website: seller.website,
    address: seller.address,
    taxId: seller.taxId,
  };
}

/** The country decides the page (US Letter in the US) and how dates and amounts are written. */
function paper(country: string): Pick<Document, 'pageSize' | 'locale'> {
  return { pageSize: country === 'US' ? 'LETTER' : 'A4', locale: localeForCountry(country) };
}

/**
 * An invoice as printed. A void invoice owes nothing: it carries its "VOID" mark and no payment
 * block (nothing may be paid on it); otherwise the codes are for the balance due after payments and
 * credit notes.
 */
export function invoiceDocument(input: {
  invoice: InvoiceSource;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  lines: LineSource[];
  creditNotes?: DocumentCreditNoteRef[];
  voided?: Document['voided'];
  logo?: Logo;
}): Document {
  const { invoice, seller } = input;
  const balanceDue = fromCents(balanceDueCents(invoice));
  const name = companyDisplayName(seller.name);
  const voided = invoice.status === 'void';
  return {
    kind: 'invoice',
    number: invoice.invoiceNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    seller: printedSeller(seller),
    buyer: input.buyer,
    lines: lines(input.lines),
    totals: {
      subtotal: invoice.subtotal,
      tax: invoice.tax,
      taxRate: invoice.taxRate,
      total: invoice.total,
      amountPaid: invoice.amountPaid,
      creditedAmount: invoice.creditedAmount ?? '0.00',
      balanceDue,
    },
    projectDescription: invoice.projectDescription,
    notes: invoice.notes,
    payment: voided
      ? null
      : {
          instructions: seller.paymentInstructions,
          payUrl: invoicePayUrl(invoice, seller),
          information: paymentInformationRows(seller.country, seller),
          scanToPay: scanToPay({
            invoiceNumber: invoice.invoiceNumber,
            currency: invoice.currency,
            balanceDue,
            creditorName: name,
            iban: seller.iban,
            bic: seller.bic,
            address: seller.address,
            country: seller.country,
          }),
        },
    corrects: null,
    voided: voided ? (input.voided ?? null) : null,
    creditNotes: input.creditNotes ?? [],
    ...paper(seller.country),
    ...(input.logo === undefined ? {} : { logo: input.logo }),
  };
}

/** A credit note as printed: what it credits, the invoice it corrects and why; nothing to pay. */
export function creditNoteDocument(input: {
  creditNote: {
    creditNoteNumber: string;
    issueDate: string;
    reason: string;
    currency: string;
    subtotal: string;
    tax: string;
    taxRate: string;
    total: string;
  };
  invoice: { invoiceNumber: string; issueDate: string };
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  lines: LineSource[];
  logo?: Logo;
}): Document {
  const { creditNote: note, seller } = input;
  return {
    kind: 'credit_note',
    number: note.creditNoteNumber,
    issueDate: note.issueDate,
    dueDate: null,
    currency: note.currency,
    seller: printedSeller(seller),
    buyer: input.buyer,
    lines: lines(input.lines),
    totals: {
      subtotal: note.subtotal,
      tax: note.tax,
      taxRate: note.taxRate,
      total: note.total,
      amountPaid: '0.00',
      creditedAmount: '0.00',
      balanceDue: '0.00',
    },
    projectDescription: null,
    notes: null,
    payment: null,
    corrects: {
      number: input.invoice.invoiceNumber,
      issueDate: input.invoice.issueDate,
      reason: note.reason,
    },
    voided: null,
    creditNotes: [],
    ...paper(seller.country),
    ...(input.logo === undefined ? {} : { logo: input.logo }),
  };
}

/**
 * "VOID — cancelled by credit note CN-1 on 03.11.2026": a void invoice is kept and says so first, on
 * paper and on screen alike (the date in the document's locale, as the PDF writes its dates).
 */
export function voidMark(voided: Document['voided'] | undefined, locale: string): string | null {
  if (!voided) return null;
  return `VOID — cancelled by credit note ${voided.creditNoteNumber} on ${formatDocumentDate(voided.date, locale)}`;
}

/** Whether two documents print the same, the logo's bytes aside (an email attaches the logo apart). */
export function samePrint(a: Document, b: Document): boolean {
  const text = (d: Document) => JSON.stringify({ ...d, logo: null });
  return text(a) === text(b);
}
