/**
 * An invoice's VAT as the server takes it in (issue 3/6, docs/decisions/025): each line's rate and
 * category — its own, or the defaults of the company and the client — checked line by line (400) and
 * as a whole (422), then priced per (category, rate) group by shared/money.ts computeTotals.
 */

import type { DocumentSeller } from '../../../shared/document';
import { type DocumentLanguage, languageOf } from '../../../shared/i18n/languages';
import { computeTotals, fromCents, MAX_CENTS, type TaxCategory, toCents } from '../../../shared/money';
import {
  type CompanyTax,
  defaultLineTax,
  type ExemptionContext,
  exemptionNote,
  type LineTax,
  lineTaxIssueOf,
  sharedTaxRate,
  type TaxBreakdownRow,
  type TaxTreatment,
  taxBreakdown,
  type VatScheme,
} from '../../../shared/tax';
import { badRequest, unprocessable } from '../../lib/app-error';
import type { SettingsValues } from '../settings/repository';
import type { ClientRow, InvoiceRow } from './repository';

export interface TaxCompany extends CompanyTax {
  vatId: string | null;
  country: string;
}

/** The company's side of the tax rules; `taxRate` overrides Settings' rate (a draft keeps its own). */
export function taxCompanyOf(settings: SettingsValues, taxRate?: string | null): TaxCompany {
  return {
    // Settings saved before issue 3/6 (or none yet) read as the standard scheme.
    vatScheme: (settings.vatScheme ?? 'standard') as VatScheme,
    taxRate: taxRate ?? settings.taxRate,
    vatId: settings.vatId ?? null,
    country: settings.country,
  };
}

/** Days from issue to due date for a new invoice: the client's terms, else the company's. */
export function paymentTermsOf(
  settings: SettingsValues,
  client: Pick<ClientRow, 'paymentTermsDays'>,
): number {
  return client.paymentTermsDays ?? settings.paymentTermsDays ?? 30;
}

type TaxedInput = { taxRate?: number | string | null; taxCategory?: TaxCategory | null };

/**
 * One line's VAT (decision 025): both given → as given; only the category → the company's rate for
 * S, 0 otherwise; only the rate → S above 0, else the default category (Z where that is S); neither
 * → the default for the company and the client's treatment.
 */
export function lineTaxOf(line: TaxedInput, company: CompanyTax, treatment: TaxTreatment): LineTax {
  const fallback = defaultLineTax(company, treatment);
  const hasRate = line.taxRate !== null && line.taxRate !== undefined && line.taxRate !== '';
  const category = line.taxCategory ?? null;
  if (category && hasRate) return { taxCategory: category, taxRate: Number(line.taxRate) };
  if (category) return { taxCategory: category, taxRate: category === 'S' ? Number(company.taxRate) : 0 };
  if (hasRate) {
    const rate = Number(line.taxRate);
    if (rate > 0) return { taxCategory: 'S', taxRate: rate };
    return { taxCategory: fallback.taxCategory === 'S' ? 'Z' : fallback.taxCategory, taxRate: 0 };
  }
  return fallback;
}

/** The lines with their VAT filled in; 400 with a field error per line whose rate does not fit its category. */
export function withLineTaxes<L extends TaxedInput>(
  lines: L[],
  company: CompanyTax,
  treatment: TaxTreatment,
): (Omit<L, keyof TaxedInput> & LineTax)[] {
  const taxed = lines.map((line) => ({ ...line, ...lineTaxOf(line, company, treatment) }));
  const errors = taxed.flatMap((line, i) => {
    const issue = lineTaxIssueOf(line.taxCategory, line.taxRate);
    return issue ? [{ path: `lineItems.${i}.taxRate`, ...issue }] : [];
  });
  if (errors.length > 0) throw badRequest(errors[0].code, errors[0].values, errors);
  return taxed;
}

/**
 * What no single line shows (422): reverse charge needs both VAT IDs (Art. 226 (4) VAT Directive);
 * "not subject" lines stand alone (BR-O-11); exempt lines of a standard-scheme company need the
 * invoice's reason (BR-E-10), a small business has its scheme's note.
 */
export function checkInvoiceTax(
  lines: LineTax[],
  company: TaxCompany,
  client: { name: string; vatId: string | null },
  exemptionReason: string | null | undefined,
): void {
  const categories = new Set(lines.map((l) => l.taxCategory));
  if (categories.has('AE')) {
    if (!company.vatId) throw unprocessable('reverse_charge_needs_own_vat_id');
    if (!client.vatId) throw unprocessable('reverse_charge_needs_client_vat_id', { client: client.name });
  }
  if (categories.has('O') && categories.size > 1) throw unprocessable('not_subject_mixed');
  if (categories.has('E') && company.vatScheme !== 'small_business' && !exemptionReason?.trim()) {
    throw unprocessable('exemption_reason_required');
  }
}

/** What the breakdown's notes are written from. */
export function exemptionContextOf(
  company: Pick<TaxCompany, 'vatScheme' | 'country'>,
  exemptionReason: string | null | undefined,
  language: DocumentLanguage,
): ExemptionContext {
  return { vatScheme: company.vatScheme, sellerCountry: company.country, exemptionReason, language };
}

/** A line as priced: its VAT already decided (tax.ts withLineTaxes, or a credited invoice's). */
export interface PricedLineInput {
  description: string;
  quantity: number;
  unit?: string | null;
  rate: string | number;
  taxRate: number | string;
  taxCategory: TaxCategory;
}

/**
 * Every figure of an invoice (or a credit note: `tooLarge` is its refusal), computed here from its
 * lines, each with its own VAT, per (category, rate) group (figures a caller sent are ignored). `taxRate` is the
 * one rate all lines share, or null; the breakdown carries the notes `context` gives.
 */
export function price(
  input: { lineItems: PricedLineInput[] },
  context: ExemptionContext,
  tooLarge: 'invoice_total_too_large' | 'credit_note_total_too_large' = 'invoice_total_too_large',
) {
  const totals = computeTotals(input.lineItems, null);
  if (totals.totalCents > MAX_CENTS || totals.lines.some((l) => l.amountCents > MAX_CENTS)) {
    throw unprocessable(tooLarge);
  }
  const breakdown = taxBreakdown(totals.groups, context);
  return {
    figures: {
      subtotal: fromCents(totals.subtotalCents),
      tax: fromCents(totals.taxCents),
      taxRate: sharedTaxRate(breakdown),
      total: fromCents(totals.totalCents),
      taxBreakdown: breakdown,
    },
    lines: input.lineItems.map((item, i) => ({
      position: i,
      description: item.description,
      quantity: fromCents(toCents(item.quantity)),
      unit: item.unit ?? null,
      rate: fromCents(totals.lines[i].rateCents),
      amount: fromCents(totals.lines[i].amountCents),
      taxRate: totals.lines[i].taxRate,
      taxCategory: totals.lines[i].taxCategory,
    })),
  };
}

/**
 * An invoice body priced for its company and client: each line's VAT (its own or the defaults; 400
 * per line that does not fit), the invoice-wide rules (422), then the figures and breakdown.
 */
export function priceInvoice(
  input: {
    lineItems: (Omit<PricedLineInput, keyof TaxedInput> & TaxedInput)[];
    taxExemptionReason?: string | null;
  },
  company: TaxCompany,
  client: Pick<ClientRow, 'name' | 'vatId' | 'taxTreatment' | 'language'>,
) {
  const lineItems = withLineTaxes(input.lineItems, company, client.taxTreatment as TaxTreatment);
  checkInvoiceTax(lineItems, company, client, input.taxExemptionReason);
  const context = exemptionContextOf(company, input.taxExemptionReason, languageOf(client.language));
  return price({ lineItems }, context);
}

/**
 * An invoice in `language`: the language, and its breakdown's notes written in it (the built-in ones —
 * reverse charge, § 19 UStG, not subject — in that language; a reason the user typed as typed). A draft
 * saved for a client whose language has changed since is issued in the new one, notes included.
 */
export function writtenIn(
  invoice: Pick<InvoiceRow, 'language' | 'taxBreakdown' | 'taxExemptionReason'>,
  seller: Pick<DocumentSeller, 'vatScheme' | 'country'>,
  language: DocumentLanguage,
): { language: DocumentLanguage; taxBreakdown?: TaxBreakdownRow[] } {
  if (invoice.language === language) return { language };
  const context: ExemptionContext = {
    vatScheme: seller.vatScheme === 'small_business' ? 'small_business' : 'standard',
    sellerCountry: seller.country,
    exemptionReason: invoice.taxExemptionReason,
    language,
  };
  const rows = invoice.taxBreakdown as TaxBreakdownRow[];
  return {
    language,
    taxBreakdown: rows.map((row) => ({ ...row, exemptionReason: exemptionNote(row.category, context) })),
  };
}
