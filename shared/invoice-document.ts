/**
 * The words and numbers every renderer of a `Document` writes the same way (the PDF, the preview, the
 * client's page, the emails): the company fallback name, quantities, the service date or period, the
 * payment terms and the VAT breakdown rows (docs/decisions/025).
 */
import { formatMoney } from './currency';
import { formatDocumentDate } from './dates';
import type { TaxCategory } from './money';
import { formatTaxRate } from './payment-information';

/** SPEC: the company block reads "Your Company" until a name is set in Settings. */
const DEFAULT_COMPANY_NAME = 'Your Company';

/** The company name the invoice preview, the PDF and the emails show. */
export function companyDisplayName(companyName: string | null | undefined): string {
  return companyName?.trim() || DEFAULT_COMPANY_NAME;
}

const quantityFormats = new Map<string, Intl.NumberFormat>();

/**
 * A line's quantity as printed, in the document's locale: "2.5 hours" in en-US, "2,5 hours" in
 * de-DE — the PDF and the screen both call this, so they never disagree (issue 3/6).
 */
export function formatQuantity(quantity: number, unit: string | null | undefined, locale: string): string {
  let format = quantityFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    quantityFormats.set(locale, format);
  }
  const q = format.format(quantity);
  return unit ? `${q} ${unit}` : q;
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
): { label: string; value: string } | null {
  if (!service) return null;
  if ('date' in service) return { label: 'Service date', value: formatDate(service.date) };
  return { label: 'Service period', value: `${formatDate(service.start)} – ${formatDate(service.end)}` };
}

/** `serviceFact` with the dates written as in a PDF or an email of this locale. */
export function documentServiceFact(service: Service, locale: string) {
  return serviceFact(service, (date) => formatDocumentDate(date, locale));
}

/** "Payment terms: 30 days", "Payment terms: 1 day"; 0 days: "Due on receipt". */
export function paymentTermsText(days: number | null | undefined): string | null {
  if (days === null || days === undefined) return null;
  if (days === 0) return 'Due on receipt';
  return `Payment terms: ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "19 %", "5.5 %": a VAT rate as printed (without trailing zeros). */
export function vatRateText(rate: string | number): string {
  return `${formatTaxRate(rate)} %`;
}

/**
 * A line's VAT as the items table prints it when an invoice has more than one rate or category:
 * "19 %", "7 %"; a category other than standard names its code: "0 % AE".
 */
export function lineVatText(line: { taxRate: string; taxCategory: TaxCategory }): string {
  const rate = vatRateText(line.taxRate);
  return line.taxCategory === 'S' ? rate : `${rate} ${line.taxCategory}`;
}

/** Whether the lines differ in rate or category: then each line shows its own VAT. */
export function linesDifferInVat(lines: { taxRate: string; taxCategory: TaxCategory }[]): boolean {
  return new Set(lines.map((l) => `${l.taxCategory} ${Number(l.taxRate)}`)).size > 1;
}

/** "VAT 19 % on 1.200,00 €": a breakdown row's label, its taxable amount in the document's money. */
export function taxRowLabel(
  row: { rate: string; taxableAmount: string },
  currency: string,
  locale: string | undefined,
): string {
  return `VAT ${vatRateText(row.rate)} on ${formatMoney(row.taxableAmount, currency, locale)}`;
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
