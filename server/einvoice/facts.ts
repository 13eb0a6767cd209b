/**
 * What both syntaxes (CII and UBL) write, decided once from the `Document`: identifiers per VAT
 * category, payment means, the paid and due amounts, the lines as EN 16931 wants them. The figures
 * are the Document's own (computed per BR-CO-17 when the invoice was saved, decision 025): they are
 * written as given and never recomputed here, so the XML and the PDF state the same amounts.
 */
import { compactCode } from '@shared/bank-fields';
import type { Document, PostalAddress } from '@shared/document';
import type { EInvoiceInput } from '@shared/e-invoice';
import { documentTranslator, sellerLegalLines } from '@shared/invoice-document';
import { fromCents, type TaxCategory, toCents } from '@shared/money';
import { legalRegistrationId } from '@shared/registrations';
import type { TaxBreakdownRow } from '@shared/tax';
import { unitCode } from './units';

export interface EInvoiceLine {
  id: string;
  name: string;
  /** BT-129: negative when the line takes an amount off, so the price (BT-146) is never negative (BR-27). */
  quantity: string;
  unitCode: string;
  price: string;
  amount: string;
  category: TaxCategory;
  /** BT-152; absent on an O line (BR-O-05). */
  rate: string | null;
}

export interface EInvoicePayment {
  /** UNTDID 4461: 58 SEPA credit transfer (with an IBAN), 30 credit transfer (other account), 1 not defined. */
  code: '58' | '30' | '1';
  /** BT-84. */
  account: string | null;
  /** BT-86. */
  bic: string | null;
  /** BT-82. */
  text: string | null;
  /** BT-83: the document's number, which the payment should quote. */
  remittance: string;
}

export interface EInvoiceFacts {
  creditNote: boolean;
  /** BT-3: 380 commercial invoice, 381 credit note. */
  typeCode: '380' | '381';
  /** BT-22: Peppol allows one note (PEPPOL-EN16931-R002), so every note is one text. */
  note: string | null;
  /** BR-O-02: an invoice with an O group carries neither party's VAT ID. */
  notSubjectToVat: boolean;
  sellerVatId: string | null;
  buyerVatId: string | null;
  /** BT-32: the seller's tax number (Steuernummer). */
  sellerTaxNumber: string | null;
  /**
   * BT-29. BR-CO-26 asks for BT-29, BT-30 or BT-31; a tax number (BT-32) alone does not do. When no
   * VAT ID is written (none is set, or BR-O-02 forbids it) the tax number identifies the seller.
   */
  sellerIdentifier: string | null;
  /**
   * BT-27, the seller's name: the registered one ("the full formal name by which the Seller is
   * registered in the national registry of legal entities … or otherwise trades as a person"), and
   * BT-28, the trading name, where the company name differs from it (docs/decisions/045).
   */
  sellerName: string;
  sellerTradingName: string | null;
  /**
   * BT-30, the seller's legal registration identifier (SIREN, Belgian enterprise number, KvK …,
   * shared/registrations.ts legalRegistrationId) with its ISO/IEC 6523 scheme where it has one.
   */
  sellerLegalId: { id: string; scheme: string | null } | null;
  /**
   * BT-33, the seller's additional legal information: the legal form with the share capital and the
   * register entries BT-30 does not carry ("SAS au capital de 10 000 €; RCS Paris B 732 829 320"), in
   * the document's language as the PDF prints them.
   */
  sellerLegalInformation: string | null;
  /** BT-9. */
  dueDate: string | null;
  /** BT-20: BR-CO-25 asks for a due date or terms whenever an amount is due. */
  paymentTerms: string | null;
  payment: EInvoicePayment;
  /** BT-113 and BT-115 = BT-112 − BT-113 (BR-CO-16; no rounding amount BT-114). */
  paidAmount: string;
  dueAmount: string;
  lines: EInvoiceLine[];
  breakdown: TaxBreakdownRow[];
  /**
   * BG-15: BR-IC-12 asks for the deliver-to country on an intra-community supply (K). The goods go to
   * the buyer's address, written whole, since XRechnung then wants its city and post code too
   * (BR-DE-10, BR-DE-11).
   */
  deliverTo: PostalAddress | null;
}

export function eInvoiceFacts(input: EInvoiceInput): EInvoiceFacts {
  const doc = input.document;
  const creditNote = doc.kind === 'credit_note';
  const categories = new Set<TaxCategory>([
    ...doc.lines.map((l) => l.taxCategory),
    ...doc.taxBreakdown.map((r) => r.category),
  ]);
  const notSubjectToVat = categories.has('O');
  const sellerVatId = notSubjectToVat ? null : clean(doc.seller.vatId);
  const sellerTaxNumber = clean(doc.seller.taxId);
  // Credit notes: amountPaid is "0.00". An invoice's credited amount is not written: each credit note
  // is an e-invoice of its own (381, naming this invoice), and the recipient books both; counting it
  // here as well would take it off twice. So BT-115 may exceed the printed balance due after credits.
  const paidCents = toCents(doc.totals.amountPaid);
  return {
    creditNote,
    typeCode: creditNote ? '381' : '380',
    note: documentNote(doc),
    notSubjectToVat,
    sellerVatId,
    buyerVatId: notSubjectToVat ? null : clean(doc.buyer.vatId),
    sellerTaxNumber,
    sellerIdentifier: sellerVatId ? null : sellerTaxNumber,
    ...sellerLegalFacts(doc),
    dueDate: doc.dueDate,
    paymentTerms: paymentTerms(doc),
    payment: paymentMeans(doc),
    paidAmount: fromCents(paidCents),
    dueAmount: fromCents(toCents(doc.totals.total) - paidCents),
    lines: doc.lines.map((line, i) => {
      const negative = toCents(line.rate) < 0;
      const quantityCents = toCents(line.quantity);
      return {
        id: String(i + 1),
        name: line.description.trim(),
        quantity: fromCents(negative ? -quantityCents : quantityCents),
        unitCode: unitCode(line.unit),
        price: fromCents(Math.abs(toCents(line.rate))),
        amount: line.amount,
        category: line.taxCategory,
        rate: line.taxCategory === 'O' ? null : line.taxRate,
      };
    }),
    breakdown: doc.taxBreakdown,
    deliverTo: categories.has('K') ? doc.buyer.postalAddress : null,
  };
}

/** BT-27, BT-28, BT-30 and BT-33 from the printed seller. */
function sellerLegalFacts(
  doc: Document,
): Pick<EInvoiceFacts, 'sellerName' | 'sellerTradingName' | 'sellerLegalId' | 'sellerLegalInformation'> {
  const { seller } = doc;
  const legal = legalRegistrationId(seller.registrations);
  const information = sellerLegalLines(seller, doc.locale, documentTranslator(doc).t, legal?.registration)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('; ');
  return {
    sellerName: seller.legalName ?? seller.name,
    sellerTradingName: seller.legalName ? seller.name : null,
    sellerLegalId: legal ? { id: legal.registration.value, scheme: legal.schemeId } : null,
    sellerLegalInformation: clean(information),
  };
}

function clean(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

function documentNote(doc: Document): string | null {
  const parts = [
    doc.refersTo
      ? `Credit note for invoice ${doc.refersTo.number} of ${doc.refersTo.issueDate}${doc.refersTo.reason.trim() ? `: ${doc.refersTo.reason.trim()}` : ''}`
      : null,
    clean(doc.projectDescription),
    clean(doc.notes),
  ].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join('\n\n') : null;
}

function paymentTerms(doc: Document): string | null {
  if (doc.kind === 'credit_note') {
    return doc.refersTo ? `Credited against invoice ${doc.refersTo.number}` : 'Credit note: nothing to pay';
  }
  if (doc.paymentTermsDays !== null) {
    return doc.paymentTermsDays === 0 ? 'Payable on receipt' : `Payable within ${doc.paymentTermsDays} days`;
  }
  return null;
}

function paymentMeans(doc: Document): EInvoicePayment {
  const row = (label: string) => clean(doc.payment?.information.find((r) => r.label === label)?.value);
  const iban = row('IBAN');
  const accountNumber = row('Account Number');
  const text = clean(doc.payment?.instructions);
  const base = { text, remittance: doc.number, bic: null };
  // A credit note pays nothing to the seller: naming the seller's account would ask the buyer to pay.
  if (doc.kind === 'credit_note') return { ...base, code: '1', account: null };
  // BR-61: a credit transfer (30, 58) names the account; 58 (SEPA) takes an IBAN (BR-DE-19).
  if (iban) return { ...base, code: '58', account: compactCode(iban), bic: row('BIC') ?? row('SWIFT') };
  if (accountNumber) return { ...base, code: '30', account: accountNumber, bic: row('SWIFT') };
  return { ...base, code: '1', account: null };
}

/** Up to three street lines (CII LineOne–LineThree; UBL StreetName, AdditionalStreetName, AddressLine). */
export function streetLines(address: PostalAddress): string[] {
  const lines = (address.street ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.length > 3 ? [lines[0], lines[1], lines.slice(2).join(', ')] : lines;
}

/** "2026-11-26" → "20261126" (CII format 102). */
export function compactDate(date: string): string {
  return date.slice(0, 10).replace(/-/g, '');
}
