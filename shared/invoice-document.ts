/**
 * The words and numbers every renderer of a `Document` writes the same way (the PDF, the preview, the
 * client's page, the emails): the company fallback name, quantities, the service date or period, the
 * payment terms and the VAT breakdown rows (docs/decisions/025).
 */
import { formatMoney } from './currency';
import { formatDocumentDate } from './dates';
import type { Document, DocumentKind } from './document';
import { type MessageKey, type Translator, translator } from './i18n/catalog';
import { languageOf } from './i18n/languages';
import { type TaxCategory, toCents } from './money';
import { formatTaxRate } from './payment-information';
import { type Registration, type RegistrationScheme, registrationText } from './registrations';
import { isVatCountry } from './tax';
import { unitText } from './units';

/** The texts of a document written before documents had a language, and of callers that name none. */
const ENGLISH = translator('en', 'en-US');

/** SPEC: the company block reads "Your Company" until a name is set in Settings. */
const DEFAULT_COMPANY_NAME = 'Your Company';

/** The company name the invoice preview, the PDF and the emails show. */
export function companyDisplayName(companyName: string | null | undefined): string {
  return companyName?.trim() || DEFAULT_COMPANY_NAME;
}

const quantityFormats = new Map<string, Intl.NumberFormat>();

/**
 * A line's quantity as printed, in the document's locale: "2.5 hours" in en-US, "2,5 Std." in
 * de-DE — the PDF and the screen both call this, so they never disagree (issue 3/6). With the
 * document's translator a unit from the form's list (shared/units.ts) is written in its language;
 * a free-text unit, or any without a translator, as typed.
 */
export function formatQuantity(
  quantity: number,
  unit: string | null | undefined,
  locale: string,
  t?: Translator['t'],
): string {
  let format = quantityFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    quantityFormats.set(locale, format);
  }
  const q = format.format(quantity);
  const printed = t ? unitText(unit, quantity, t) : unit?.trim();
  return printed ? `${q} ${printed}` : q;
}

/** The date of supply or the period of service (shared/document.ts `Document['service']`). */
export type Service = { date: string } | { start: string; end: string } | null;

/**
 * "Service date" 05.01.2026 or "Service period" 01.11.2026 – 30.11.2026 (§14(4) No. 6 UStG), the dates
 * as the document writes its dates; null when the document names none.
 */
export function serviceFact(
  service: Service,
  formatDate: (date: string) => string,
  t: Translator['t'] = ENGLISH.t,
): { label: string; value: string } | null {
  if (!service) return null;
  if ('date' in service) return { label: t('document.serviceDate'), value: formatDate(service.date) };
  return {
    label: t('document.servicePeriod'),
    value: `${formatDate(service.start)} – ${formatDate(service.end)}`,
  };
}

/** `serviceFact` with the dates written as in a PDF or an email of this locale, the label in `t`'s language. */
export function documentServiceFact(service: Service, locale: string, t?: Translator['t']) {
  return serviceFact(service, (date) => formatDocumentDate(date, locale), t);
}

/** "Payment terms: 30 days", "Zahlungsziel: 1 Tag"; 0 days: "Due on receipt". */
export function paymentTermsText(
  days: number | null | undefined,
  t: Translator['t'] = ENGLISH.t,
): string | null {
  if (days === null || days === undefined) return null;
  return t('document.paymentTerms', { days });
}

/** "19 %", "5.5 %", in a locale "5,5 %": a VAT rate as printed (without trailing zeros). */
export function vatRateText(rate: string | number, locale?: string): string {
  const number = locale
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(rate))
    : formatTaxRate(rate);
  return `${number} %`;
}

/**
 * A line's VAT as the items table prints it when an invoice has more than one rate or category:
 * "19 %", "7 %"; a category other than standard names its code: "0 % AE".
 */
export function lineVatText(line: { taxRate: string; taxCategory: TaxCategory }, locale?: string): string {
  const rate = vatRateText(line.taxRate, locale);
  return line.taxCategory === 'S' ? rate : `${rate} ${line.taxCategory}`;
}

/** Whether the lines differ in rate or category: then each line shows its own VAT. */
export function linesDifferInVat(lines: { taxRate: string; taxCategory: TaxCategory }[]): boolean {
  return new Set(lines.map((l) => `${l.taxCategory} ${Number(l.taxRate)}`)).size > 1;
}

/** The seller's country, which decides a document's tax words (absent: VAT, as before the rule). */
type TaxSeller = { seller: { postalAddress?: { country: string } } };

/**
 * Whether a document speaks of VAT: its seller's country levies one (shared/tax.ts isVatCountry,
 * docs/decisions/046). A US company's invoice says "Tax" instead, prints no VAT category and no
 * note of VAT law, and no tax row where no tax is charged.
 */
export function speaksOfVat(document: TaxSeller): boolean {
  return isVatCountry(document.seller.postalAddress?.country);
}

/**
 * Whether the items table gives each line its own tax column: a VAT document where the lines differ
 * in rate or category; any other where they differ in rate (a category means nothing there).
 */
export function linesDifferInTax(
  lines: { taxRate: string; taxCategory: TaxCategory }[],
  vat: boolean,
): boolean {
  return vat ? linesDifferInVat(lines) : new Set(lines.map((l) => Number(l.taxRate))).size > 1;
}

/** A line's cell in that column: "19 %", "0 % AE" on a VAT document; the rate alone on any other. */
export function lineTaxText(
  line: { taxRate: string; taxCategory: TaxCategory },
  locale: string | undefined,
  vat: boolean,
): string {
  return vat ? lineVatText(line, locale) : vatRateText(line.taxRate, locale);
}

/** "VAT 19 % on 1.200,00 €": a breakdown row's label, its taxable amount in the document's money. */
export function taxRowLabel(
  row: { rate: string; taxableAmount: string },
  currency: string,
  locale: string | undefined,
  t: Translator['t'] = ENGLISH.t,
): string {
  return t('document.vatRow', {
    rate: vatRateText(row.rate, locale),
    base: formatMoney(row.taxableAmount, currency, locale),
  });
}

/** A document's texts: its language, numbers in its locale. */
export function documentTranslator(document: {
  language?: string | null;
  locale?: string | null;
}): Translator {
  return translator(languageOf(document.language), document.locale || 'en-US');
}

interface KindWords {
  title: MessageKey;
  /** The PDF's file name before its number. */
  file: MessageKey;
  /** The number's label ("Invoice number", "Credit note number"). */
  number: MessageKey;
  /** The buyer's label ("Bill to", "Credit to"). */
  party: MessageKey;
  /** The total's label in the totals. */
  total: MessageKey;
  /** The amount the facts end with, in bold: what is due, or what was credited. */
  headline: { label: MessageKey; amount: 'balanceDue' | 'total' };
}

/**
 * What each kind of document calls its parts (message keys in its language's catalog): the PDF, the
 * screens and the file names look them up by `kind`, so a new kind is a row here, not a branch in
 * every renderer.
 */
export const KIND_WORDS: Record<DocumentKind, KindWords> = {
  invoice: {
    title: 'document.title.invoice',
    file: 'document.file.invoice',
    number: 'document.invoiceNumber',
    party: 'document.billTo',
    total: 'document.total',
    headline: { label: 'document.amountDue', amount: 'balanceDue' },
  },
  credit_note: {
    title: 'document.title.creditNote',
    file: 'document.file.creditNote',
    number: 'document.creditNoteNumber',
    party: 'document.creditTo',
    total: 'document.totalCredited',
    headline: { label: 'document.totalCredited', amount: 'total' },
  },
};

/**
 * The name of a document's PDF as the client receives it, in its language: "invoice-INV-7.pdf",
 * "Rechnung-INV-7.pdf", "avoir-CN-2.pdf".
 */
export function documentFileName(document: {
  kind: DocumentKind;
  number: string;
  language?: string | null;
}): string {
  const { t } = documentTranslator(document);
  return `${t(KIND_WORDS[document.kind].file)}-${document.number}.pdf`;
}

/**
 * "Rechnung", "Avoir", "Stornorechnung": the title of a document in its language, which the builder
 * writes into the document (`Document.title`). A document that cancels another in full is titled so.
 */
export function documentTitle(
  document: { kind: DocumentKind; refersTo?: { relation: string } | null },
  t: Translator['t'],
): string {
  if (document.refersTo?.relation === 'cancels') return t('document.title.cancellation');
  return t(KIND_WORDS[document.kind].title);
}

/**
 * The seller's legal details as a document prints them beneath its address, in the document's
 * language (docs/decisions/045): the legal form with the share capital ("SAS au capital de 10 000 €",
 * art. R123-238 Code de commerce; "Rechtsform: GmbH" without one), then each identifier with its
 * register's name ("SIREN 732 829 320", "RCS Paris B 732 829 320", "Handelsregister: Amtsgericht
 * Berlin-Charlottenburg HRB 12345", "Ondernemingsnummer 0403.019.261"). `except` leaves one
 * identifier out (the e-invoice's BT-30, when BT-33 repeats the rest).
 */
export function sellerLegalLines(
  seller: {
    legalForm: string | null;
    shareCapital: { amount: string; currency: string } | null;
    registrations: readonly Registration[];
  },
  locale: string,
  t: Translator['t'] = ENGLISH.t,
  except?: Registration,
): string[] {
  const lines: string[] = [];
  const form = seller.legalForm?.trim();
  const capital =
    seller.shareCapital &&
    formatMoney(seller.shareCapital.amount, seller.shareCapital.currency, locale, { wholeUnits: true });
  if (form && capital) lines.push(t('document.legal.formAndCapital', { form, capital }));
  else if (form) lines.push(t('document.legal.form', { form }));
  else if (capital) lines.push(t('document.legal.capital', { capital }));
  for (const registration of seller.registrations) {
    if (registration === except || !registration.value.trim()) continue;
    lines.push(t(REGISTRATION_KEYS[registration.scheme], { value: registrationText(registration) }));
  }
  return lines;
}

/** Each identifier's line in the document catalog: its register's name and the value. */
const REGISTRATION_KEYS: Record<RegistrationScheme, MessageKey> = {
  siren: 'document.registration.siren',
  siret: 'document.registration.siret',
  rcs: 'document.registration.rcs',
  rm: 'document.registration.rm',
  be_enterprise: 'document.registration.beEnterprise',
  de_register: 'document.registration.deRegister',
  it_codice_fiscale: 'document.registration.itCodiceFiscale',
  it_partita_iva: 'document.registration.itPartitaIva',
  es_nif: 'document.registration.esNif',
  nl_kvk: 'document.registration.nlKvk',
  gb_company: 'document.registration.gbCompany',
};

/** "Issue date:" — a label with its colon as the language writes it ("Date d’émission :"). */
export function labelled(label: string, t: Translator['t']): string {
  return t('document.label', { label });
}

/**
 * Whether a document charges no VAT at all: its one breakdown row is of a category without VAT (a small
 * business's E, reverse charge, not subject, intra-EU supply, export). It then prints no "VAT 0 %" row,
 * only the row's note beneath the subtotal, which is that row's net amount (§14(4) No. 8 UStG); a small
 * business shows no VAT figure at all (§19(1) UStG; a VAT amount shown would be owed, §14c UStG).
 */
export function chargesNoVat(rows: { category: string }[]): boolean {
  return rows.length === 1 && rows[0].category !== 'S' && rows[0].category !== 'Z';
}

/** The notes of a breakdown (reverse charge, § 19 UStG, the exemption reason), each once, in order. */
export function taxNotes(rows: { exemptionReason: string | null }[]): string[] {
  return [...new Set(rows.map((r) => r.exemptionReason?.trim()).filter((n): n is string => Boolean(n)))];
}

type TaxedDocument = Pick<Document, 'taxBreakdown' | 'totals' | 'currency'> & TaxSeller & { locale?: string };

/**
 * The notes a document prints of its breakdown: all of them on a VAT document; on any other only the
 * seller's own reason for exempt lines — the built-in notes (reverse charge, intra-community supply,
 * export, not subject, small business) are VAT law a seller without VAT does not invoice under. The
 * e-invoice keeps them all (BT-120: BR-O-10, BR-AE-10 ask for them).
 */
export function printedTaxNotes(document: Pick<Document, 'taxBreakdown'> & TaxSeller): string[] {
  const rows = speaksOfVat(document)
    ? document.taxBreakdown
    : document.taxBreakdown.filter((r) => r.category === 'E');
  return taxNotes(rows);
}

/** One tax row of a document's totals: its label as printed, its amount (a decimal string), its note. */
export interface PrintedTaxRow {
  key: string;
  label: string;
  amount: string;
  note: string | null;
}

/**
 * What the totals print between subtotal and total, the PDF and the screens alike:
 * - a VAT document: one row per breakdown row, "VAT 19 % on 1.200,00 €", with its note beneath; a
 *   document that charges no VAT at all (chargesNoVat) only its note beneath the subtotal;
 * - any other: "Tax 8.875 % on $1,000.00" for each rate charged, nothing for what is not taxed (no
 *   "Tax 0 %" row, no category), the seller's own exemption reason beneath the subtotal.
 * A breakdown stored empty (documents from before breakdowns) prints the tax in one row.
 */
export function printedTax(
  document: TaxedDocument,
  t: Translator['t'] = ENGLISH.t,
): { subtotalNote: string | null; rows: PrintedTaxRow[] } {
  const { taxBreakdown: breakdown, totals, currency, locale } = document;
  const label = (text: string) => labelled(text, t);
  if (speaksOfVat(document)) {
    if (chargesNoVat(breakdown)) return { subtotalNote: breakdown[0].exemptionReason, rows: [] };
    if (breakdown.length === 0)
      return {
        subtotalNote: null,
        rows: [{ key: 'tax', label: label(t('document.vat')), amount: totals.tax, note: null }],
      };
    return {
      subtotalNote: null,
      rows: breakdown.map((row) => ({
        key: `${row.category} ${row.rate}`,
        label: taxRowLabel(row, currency, locale, t),
        amount: row.taxAmount,
        note: row.exemptionReason,
      })),
    };
  }
  const subtotalNote = printedTaxNotes(document).join(' · ') || null;
  if (breakdown.length === 0) {
    const charged = toCents(totals.tax) !== 0;
    return {
      subtotalNote,
      rows: charged ? [{ key: 'tax', label: label(t('document.tax')), amount: totals.tax, note: null }] : [],
    };
  }
  return {
    subtotalNote,
    rows: breakdown
      .filter((row) => toCents(row.rate) > 0)
      .map((row) => ({
        key: `${row.category} ${row.rate}`,
        label: t('document.taxRow', {
          rate: vatRateText(row.rate, locale),
          base: formatMoney(row.taxableAmount, currency, locale),
        }),
        amount: row.taxAmount,
        note: null,
      })),
  };
}
