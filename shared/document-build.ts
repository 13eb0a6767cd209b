/**
 * The pure half of the document model (decision 024): rows or form values in, the one `Document` out.
 * The server's assembler (server/features/documents/assemble.ts) feeds it from the database, the
 * client's preview from the form and the settings, so both print the same value.
 */
import { placeLines } from './address-format';
import type { BankDetails } from './bank-fields';
import { countryName, isIsoCountry } from './countries';
import { formatDocumentDate } from './dates';
import {
  DOCUMENT_SERIES,
  type Document,
  type DocumentBuyer,
  type DocumentCreditNoteRef,
  type DocumentLine,
  type DocumentReference,
  type DocumentSeller,
  type PostalAddress,
} from './document';
import { type Translator, translator } from './i18n/catalog';
import { documentLocale, languageOf } from './i18n/languages';
import { companyDisplayName, documentTitle, documentTranslator } from './invoice-document';
import { balanceDueCents } from './invoice-lifecycle';
import { daysBetween } from './invoice-status';
import { computeTotals, fromCents, type TaxCategory, toCents } from './money';
import { paymentLinkFor } from './pay-link';
import { paymentInformationRows } from './payment-information';
import { scanToPay } from './payment-qr';
import type { Registration } from './registrations';
import { type TaxBreakdownRow, taxBreakdown, type VatScheme } from './tax';

/** The company settings a seller is made of: the settings row on the server, the settings answer on the client. */
export type SellerSource = Pick<
  DocumentSeller,
  'email' | 'phone' | 'website' | 'address' | 'taxId' | 'country' | 'paymentInstructions' | 'paymentLinkUrl'
> & { companyName: string | null } & Partial<{ [K in keyof BankDetails]: string | null }> &
  Partial<{
    postalCode: string | null;
    city: string | null;
    region: string | null;
    vatId: string | null;
    vatScheme: string;
  }> &
  Partial<{
    legalName: string | null;
    legalForm: string | null;
    /** In `currency`, the company currency ("10000.00"). */
    shareCapital: string | null;
    currency: string;
    registrations: Registration[];
  }>;

/** The address parts of a seller or buyer; snapshots frozen before issue 3/6 hold only `address`. */
export interface AddressSource {
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  /** State, province or county (absent in snapshots frozen before it existed). */
  region?: string | null;
  country?: string | null;
}

/**
 * A party's address as printed, one entry per line (docs/decisions/025, 046): the street lines (the
 * address split on its line breaks), postal code, city and region in the order of the party's
 * country (shared/address-format.ts: "10115 Berlin", "New York, NY 10118", "London" / "SW1A 1AA"),
 * then the country's name when it is not `otherCountry`, the other party's — a German invoice to a
 * German client names no country, one to a French client names France.
 */
export function addressLines(
  party: AddressSource,
  otherCountry: string | null | undefined,
  language = 'en',
): string[] {
  const street = (party.address ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const country = party.country;
  const abroad = country && otherCountry && country !== otherCountry && isIsoCountry(country);
  // The country named in the document's language ("Frankreich", "Allemagne").
  return [...street, ...placeLines(party, country), ...(abroad ? [countryName(country, language)] : [])];
}

function vatSchemeOf(value: string | null | undefined): VatScheme {
  return value === 'small_business' ? 'small_business' : 'standard';
}

/** The seller a document prints, from company settings. */
export function sellerFrom(s: SellerSource): DocumentSeller {
  return {
    name: s.companyName,
    email: s.email,
    phone: s.phone,
    website: s.website,
    address: s.address,
    postalCode: s.postalCode ?? null,
    city: s.city ?? null,
    region: s.region ?? null,
    taxId: s.taxId,
    vatId: s.vatId ?? null,
    legalName: s.legalName ?? null,
    legalForm: s.legalForm ?? null,
    shareCapital: s.shareCapital && s.currency ? { amount: s.shareCapital, currency: s.currency } : null,
    registrations: s.registrations ?? [],
    vatScheme: vatSchemeOf(s.vatScheme),
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
  /** "19.00"; absent (a form line before its defaults): the invoice's rate. */
  taxRate?: string | number | null;
  /** Absent: S, or Z at a rate of 0. */
  taxCategory?: TaxCategory | null;
}

/** An invoice's service columns: the date of supply or the period (never both). */
export interface ServiceSource {
  serviceDate?: string | null;
  servicePeriodStart?: string | null;
  servicePeriodEnd?: string | null;
}

/**
 * An invoice's service: its period or date; saved without either, its issue date (docs/decisions/025),
 * which is what the server stores then — so the form's preview prints what will be saved.
 */
export function invoiceService(
  source: ServiceSource & { issueDate: string },
): NonNullable<Document['service']> {
  return serviceOf(source) ?? { date: source.issueDate };
}

/** The service a document prints from its columns: the period when one is set, else the date, else null. */
export function serviceOf(source: ServiceSource): Document['service'] {
  if (source.servicePeriodStart && source.servicePeriodEnd)
    return { start: source.servicePeriodStart, end: source.servicePeriodEnd };
  return source.serviceDate ? { date: source.serviceDate } : null;
}

/** An invoice's own figures: the invoices row, or the form's values with their computed totals. */
export interface InvoiceSource extends ServiceSource {
  invoiceNumber: string;
  /** The language it is written in (invoices.language; a form's: its client's). English when absent. */
  language?: string | null;
  status: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  subtotal: string;
  tax: string;
  /** The one rate all lines share, or null. */
  taxRate: string | null;
  total: string;
  /** As stored when saved (invoices.tax_breakdown); absent or empty (the form's preview): computed from the lines. */
  taxBreakdown?: TaxBreakdownRow[] | null;
  /** The reason exempt (E) lines of a standard-scheme company carry as their note. */
  taxExemptionReason?: string | null;
  amountPaid: string;
  creditedAmount?: string;
  /** BT-10; absent (the form's preview before it has one): none. */
  buyerReference?: string | null;
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

const rateText = (rate: string | number) => fromCents(toCents(rate));

/** The lines with their VAT: a line without its own takes the invoice's rate, as S (Z at 0). */
function lines(source: LineSource[], invoiceRate: string | null): DocumentLine[] {
  return source.map((l) => {
    const taxRate = rateText(l.taxRate ?? invoiceRate ?? 0);
    return {
      description: l.description,
      quantity: Number(l.quantity),
      unit: l.unit ?? null,
      rate: l.rate,
      amount: l.amount,
      taxRate,
      taxCategory: l.taxCategory ?? (toCents(taxRate) > 0 ? 'S' : 'Z'),
    };
  });
}

/**
 * The VAT breakdown a document prints: the rows stored when it was saved, or — for the form's
 * preview, which has none yet — the rows computeTotals and shared/tax.ts give its lines.
 */
function breakdown(
  stored: TaxBreakdownRow[] | null | undefined,
  printed: DocumentLine[],
  seller: DocumentSeller,
  exemptionReason: string | null | undefined,
  language: string | null | undefined,
): TaxBreakdownRow[] {
  if (stored && stored.length > 0) return stored;
  const { groups } = computeTotals(printed, 0);
  return taxBreakdown(groups, {
    vatScheme: vatSchemeOf(seller.vatScheme),
    sellerCountry: seller.country,
    exemptionReason,
    language: languageOf(language),
  });
}

/** The buyer's country: snapshots frozen before issue 3/6 name none, and were the seller's. */
function buyerCountry(buyer: DocumentBuyer, seller: DocumentSeller): string {
  return buyer.country ?? seller.country;
}

/** Two names that read the same, whatever their spaces and letter case. */
const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLocaleLowerCase() === b.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * The seller's names as printed: the company name (the registered name when no company name is set,
 * "Your Company" when neither is), and the registered name beneath it where it differs.
 */
function sellerNames(seller: Pick<DocumentSeller, 'name' | 'legalName'>): {
  name: string;
  legalName: string | null;
} {
  const registered = seller.legalName?.trim() || null;
  const name = companyDisplayName(seller.name?.trim() ? seller.name : registered);
  return { name, legalName: registered && !sameName(registered, name) ? registered : null };
}

/** What a document shows of its seller: the display name resolved, payment details left out. */
function printedSeller(seller: DocumentSeller, buyer: DocumentBuyer, language: string): Document['seller'] {
  return {
    ...sellerNames(seller),
    email: seller.email,
    phone: seller.phone,
    website: seller.website,
    addressLines: addressLines(seller, buyerCountry(buyer, seller), language),
    postalAddress: addressParts(seller, seller.country),
    taxId: seller.taxId,
    vatId: seller.vatId ?? null,
    legalForm: seller.legalForm?.trim() || null,
    shareCapital: seller.shareCapital ?? null,
    registrations: seller.registrations ?? [],
  };
}

/** What a document shows of its buyer: the address in lines, the country named when it is not the seller's. */
function printedBuyer(buyer: DocumentBuyer, seller: DocumentSeller, language: string): Document['buyer'] {
  return {
    name: buyer.name,
    email: buyer.email,
    phone: buyer.phone,
    addressLines: addressLines({ ...buyer, country: buyerCountry(buyer, seller) }, seller.country, language),
    postalAddress: addressParts(buyer, buyerCountry(buyer, seller)),
    vatId: buyer.vatId ?? null,
    peppolId: buyer.peppolId ?? null,
  };
}

/** A party's address in its parts, for the e-invoice; "OTHER" (no country chosen) stays as it is. */
function addressParts(
  party: { address: string | null; postalCode?: string | null; city?: string | null; region?: string | null },
  country: string,
): PostalAddress {
  return {
    street: party.address?.trim() || null,
    postalCode: party.postalCode?.trim() || null,
    city: party.city?.trim() || null,
    region: party.region?.trim() || null,
    country,
  };
}

/**
 * The seller's address as the Swiss QR-bill reads it (shared/payment-qr.ts parseSwissAddress): the
 * street lines, then postal code and city when they are kept apart.
 */
function swissQrAddress(seller: DocumentSeller): string | null {
  const lines = addressLines(seller, seller.country);
  return lines.length > 0 ? lines.join('\n') : null;
}

/** Days from issue to due date ("Payment terms: 30 days"); null without a due date or before the issue date. */
function paymentTerms(issueDate: string, dueDate: string | null | undefined): number | null {
  if (!dueDate) return null;
  const days = daysBetween(issueDate, dueDate);
  return Number.isFinite(days) && days >= 0 ? days : null;
}

/**
 * The country decides the page (US Letter in the US); the language in that country how dates and
 * amounts are written (de-DE, en-US, fr-BE).
 */
function paper(
  country: string,
  stored: string | null | undefined,
): Pick<Document, 'pageSize' | 'language' | 'locale'> {
  const language = languageOf(stored);
  return {
    pageSize: country === 'US' ? 'LETTER' : 'A4',
    language,
    locale: documentLocale(language, country),
  };
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
  // The account holder the payment codes name: the registered name where there is one, which is
  // the one a bank's verification of payee compares (Regulation (EU) 2024/886, art. 5c).
  const names = sellerNames(seller);
  const name = names.legalName ?? names.name;
  const voided = invoice.status === 'void';
  const printed = lines(input.lines, invoice.taxRate);
  return {
    kind: 'invoice',
    title: documentTitle({ kind: 'invoice' }, documentTranslator(invoice).t),
    series: DOCUMENT_SERIES.invoice,
    number: invoice.invoiceNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    seller: printedSeller(seller, input.buyer, languageOf(invoice.language)),
    buyer: printedBuyer(input.buyer, seller, languageOf(invoice.language)),
    service: invoiceService(invoice),
    paymentTermsDays: paymentTerms(invoice.issueDate, invoice.dueDate),
    lines: printed,
    totals: {
      subtotal: invoice.subtotal,
      tax: invoice.tax,
      taxRate: invoice.taxRate,
      total: invoice.total,
      amountPaid: invoice.amountPaid,
      creditedAmount: invoice.creditedAmount ?? '0.00',
      balanceDue,
    },
    taxBreakdown: breakdown(
      invoice.taxBreakdown,
      printed,
      seller,
      invoice.taxExemptionReason,
      invoice.language,
    ),
    buyerReference: invoice.buyerReference?.trim() || null,
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
            address: swissQrAddress(seller),
            country: seller.country,
          }),
        },
    refersTo: null,
    voided: voided ? (input.voided ?? null) : null,
    creditNotes: input.creditNotes ?? [],
    ...paper(seller.country, invoice.language),
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
    taxRate: string | null;
    total: string;
    taxBreakdown?: TaxBreakdownRow[] | null;
    /** Its invoice's language, frozen with it; English when absent. */
    language?: string | null;
    /** "full" when it cancels the whole invoice. */
    scope?: string | null;
  };
  /** The invoice it corrects, whose service date or period it names. */
  invoice: {
    invoiceNumber: string;
    issueDate: string;
    taxExemptionReason?: string | null;
    buyerReference?: string | null;
  } & ServiceSource;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  lines: LineSource[];
  logo?: Logo;
}): Document {
  const { creditNote: note, seller } = input;
  const printed = lines(input.lines, note.taxRate);
  const refersTo: DocumentReference = {
    relation: note.scope === 'full' ? 'cancels' : 'corrects',
    kind: 'invoice',
    number: input.invoice.invoiceNumber,
    issueDate: input.invoice.issueDate,
    reason: note.reason,
  };
  return {
    kind: 'credit_note',
    title: documentTitle({ kind: 'credit_note', refersTo }, documentTranslator(note).t),
    series: DOCUMENT_SERIES.credit_note,
    number: note.creditNoteNumber,
    issueDate: note.issueDate,
    dueDate: null,
    currency: note.currency,
    seller: printedSeller(seller, input.buyer, languageOf(note.language)),
    buyer: printedBuyer(input.buyer, seller, languageOf(note.language)),
    service: serviceOf(input.invoice),
    paymentTermsDays: null,
    lines: printed,
    totals: {
      subtotal: note.subtotal,
      tax: note.tax,
      taxRate: note.taxRate,
      total: note.total,
      amountPaid: '0.00',
      creditedAmount: '0.00',
      balanceDue: '0.00',
    },
    taxBreakdown: breakdown(
      note.taxBreakdown,
      printed,
      seller,
      input.invoice.taxExemptionReason,
      note.language,
    ),
    // XRechnung asks a credit note for the reference too (BR-DE-15): its invoice's.
    buyerReference: input.invoice.buyerReference?.trim() || null,
    projectDescription: null,
    notes: null,
    payment: null,
    refersTo,
    voided: null,
    creditNotes: [],
    ...paper(seller.country, note.language),
    ...(input.logo === undefined ? {} : { logo: input.logo }),
  };
}

/**
 * "VOID — cancelled by credit note CN-1 on 03.11.2026": a void invoice is kept and says so first, on
 * paper and on screen alike (the date in the document's locale, as the PDF writes its dates), in the
 * document's language when `t` is its translator.
 */
export function voidMark(
  voided: Document['voided'] | undefined,
  locale: string,
  t: Translator['t'] = translator('en', locale).t,
): string | null {
  if (!voided) return null;
  return t('document.void', {
    number: voided.creditNoteNumber,
    date: formatDocumentDate(voided.date, locale),
  });
}

/** Whether two documents print the same, the logo's bytes aside (an email attaches the logo apart). */
export function samePrint(a: Document, b: Document): boolean {
  const text = (d: Document) => JSON.stringify({ ...d, logo: null });
  return text(a) === text(b);
}
