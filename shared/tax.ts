/**
 * What an invoice's VAT follows from (PRODUCT.md §5, docs/decisions/025): the company's VAT scheme,
 * the client's tax treatment, the rates of the company's country, each line's EN 16931 category and
 * rate, and the note the law asks for beside each breakdown row. Client and server share it: the form
 * offers what the server would default to and refuse.
 */
import { z } from 'zod';
import { countryName, EU_COUNTRIES, isEuCountry } from './countries';
import { type MessageKey, translator } from './i18n/catalog';
import { en } from './i18n/errors/en';
import { type CodedMessage, fill } from './i18n/errors/values';
import { type DocumentLanguage, documentLocale } from './i18n/languages';
import { fromCents, type TaxCategory, type TaxGroup } from './money';

/**
 * The countries whose tax on sales is a value added tax called so (docs/decisions/046): the EU member
 * states (VAT Directive 2006/112/EC), Norway and Iceland (EEA, their own VAT acts), the United
 * Kingdom (Value Added Tax Act 1994), Switzerland and Liechtenstein (MWSTG; Liechtenstein applies the
 * Swiss VAT by treaty).
 */
const VAT_COUNTRIES: ReadonlySet<string> = new Set([...EU_COUNTRIES, 'NO', 'IS', 'GB', 'CH', 'LI']);

/**
 * Whether a company in `country` charges VAT — and so whether its documents and screens speak of VAT,
 * its categories (reverse charge, zero rated, …) and the notes VAT law asks for. Elsewhere they say
 * "Tax": US sales tax (state law, no VAT), Canada's GST/HST/PST and Australia's GST (a VAT in all but
 * name, but neither country calls it one). "Other" (a company in a country Duely has no defaults
 * for) keeps the VAT wording the documents had before the rule: most such companies are European.
 */
export function isVatCountry(country: string | null | undefined): boolean {
  return !country || country === 'OTHER' || VAT_COUNTRIES.has(country);
}

/** `small_business`: §19 UStG in Germany, Kleinunternehmer in Austria, franchise en base in France. */
export const VAT_SCHEMES = ['standard', 'small_business'] as const;
export type VatScheme = (typeof VAT_SCHEMES)[number];

export const TAX_TREATMENTS = ['domestic', 'eu_reverse_charge', 'non_eu'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

export const TAX_TREATMENT_LABELS: Record<TaxTreatment, string> = {
  domestic: 'Domestic (your VAT)',
  eu_reverse_charge: 'EU reverse charge',
  non_eu: 'Outside the EU',
};

export const TAX_CATEGORY_LABELS: Record<TaxCategory, string> = {
  S: 'Standard or reduced rate',
  Z: 'Zero rated',
  E: 'Exempt from VAT',
  AE: 'Reverse charge',
  K: 'Intra-EU supply of goods',
  G: 'Export of goods',
  O: 'Not subject to VAT',
};

/**
 * The VAT rates a company in each country charges, standard first (as of 2026). The form offers
 * these per line; any rate from 0 to 100 is still accepted through the API. Countries without VAT
 * (US sales tax varies by state) list none: the form offers the company's own rate.
 */
export const VAT_RATES: Record<string, readonly number[]> = {
  AT: [20, 13, 10],
  AU: [10],
  BE: [21, 12, 6],
  CA: [5, 13, 15],
  CH: [8.1, 3.8, 2.6],
  DE: [19, 7],
  ES: [21, 10, 4],
  FR: [20, 10, 5.5, 2.1],
  GB: [20, 5],
  IT: [22, 10, 5, 4],
  NL: [21, 9],
};

/** The rates the form offers a company: its country's, with its own default rate first when that is not among them. */
export function vatRatesFor(country: string, companyRate?: number): number[] {
  const rates = [...(VAT_RATES[country] ?? [])];
  if (companyRate !== undefined && companyRate > 0 && !rates.includes(companyRate))
    rates.unshift(companyRate);
  return rates;
}

/**
 * How a client is taxed when it was saved without a treatment (issue 3/6): in the company's country
 * → domestic; in another EU country with a VAT ID → reverse charge (Art. 196 VAT Directive); in
 * another EU country without one → domestic (a consumer pays the company's own VAT); elsewhere →
 * outside the EU. A company outside the EU (or of country "Other") treats a client in its own
 * country as domestic and every other as abroad.
 */
export function deriveTaxTreatment(input: {
  companyCountry: string;
  clientCountry: string;
  clientVatId: string | null | undefined;
}): TaxTreatment {
  const { companyCountry, clientCountry, clientVatId } = input;
  if (companyCountry === 'OTHER' || clientCountry === companyCountry) return 'domestic';
  if (isEuCountry(companyCountry) && isEuCountry(clientCountry)) {
    return clientVatId ? 'eu_reverse_charge' : 'domestic';
  }
  return 'non_eu';
}

export interface CompanyTax {
  vatScheme: VatScheme;
  /** The company's default rate (Settings › Tax rate). */
  taxRate: number | string;
}

export interface LineTax {
  taxCategory: TaxCategory;
  /** Percent, 0–100. */
  taxRate: number;
}

/**
 * A line's VAT when the body names none (issue 3/6): a small business charges none (E at 0, the §19
 * note); a domestic client pays the company's rate (S; Z when that rate is 0, as for a US company);
 * an EU business abroad owes it itself (AE at 0); outside the EU the supply is not subject to VAT
 * here (O at 0, decision 025).
 */
export function defaultLineTax(company: CompanyTax, treatment: TaxTreatment): LineTax {
  if (company.vatScheme === 'small_business') return { taxCategory: 'E', taxRate: 0 };
  if (treatment === 'eu_reverse_charge') return { taxCategory: 'AE', taxRate: 0 };
  if (treatment === 'non_eu') return { taxCategory: 'O', taxRate: 0 };
  const rate = Number(company.taxRate);
  return rate > 0 ? { taxCategory: 'S', taxRate: rate } : { taxCategory: 'Z', taxRate: 0 };
}

/**
 * Why a line's rate does not fit its category, or null: S is charged at a rate above 0 (BR-S-05);
 * every other category at 0 (BR-Z-05, BR-E-05, BR-AE-05, BR-IC-05, BR-G-05, BR-O-05 — O carries no
 * rate at all on the e-invoice).
 */
export function lineTaxIssueOf(category: TaxCategory, rate: number): CodedMessage | null {
  if (category === 'S') return rate > 0 ? null : { code: 'standard_rate_needs_rate' };
  return rate === 0 ? null : { code: 'category_charged_at_zero', values: { category } };
}

/** The same in English words. */
export function lineTaxIssue(category: TaxCategory, rate: number): string | null {
  const issue = lineTaxIssueOf(category, rate);
  return issue && fill(en[issue.code], { category });
}

export const EXEMPTION_REASON_REQUIRED = en.exemption_reason_required;

/** BR-O-11: an invoice with a "not subject to VAT" group holds no other group. */
export const NOT_SUBJECT_MIXED = en.not_subject_mixed;

/**
 * §19 UStG and its neighbours' equivalents: the note a small business prints instead of VAT, by the
 * seller's country. The wording each law asks for (shared/i18n/messages/document.ts):
 * - DE: § 19 (1) UStG: no VAT is shown (one shown would be owed, § 14c UStG); since 2025 the supply is
 *   exempt and the invoice must say that the small-business exemption applies (§ 34a UStDV; BMF letter
 *   of 18 March 2025): "Steuerbefreiung für Kleinunternehmer gemäß § 19 UStG".
 * - AT: § 6 (1) Z 27 UStG (Kleinunternehmerregelung), § 11 (1a) UStG.
 * - FR: art. 293 B CGI, mention "TVA non applicable, art. 293 B du CGI" (BOI-TVA-DECLA-40-10-10) —
 *   printed in French whatever the document's language, the translation beside it.
 */
const SMALL_BUSINESS_NOTES: Record<string, MessageKey> = {
  DE: 'document.tax.smallBusinessDE',
  AT: 'document.tax.smallBusinessAT',
  FR: 'document.tax.smallBusinessFR',
};

export interface ExemptionContext {
  vatScheme: VatScheme;
  /** The seller's country: names the country in the "not subject" note. */
  sellerCountry: string;
  /** The invoice's own reason (taxExemptionReason), used for E lines of a standard company. */
  exemptionReason: string | null | undefined;
  /** The invoice's language: the built-in notes are written in it (issue 5/6); English when absent. */
  language?: DocumentLanguage;
}

/**
 * The note a breakdown row carries (BT-120, printed beside the row), or null for S and Z, which must
 * carry none (BR-S-10, BR-Z-10). E needs the invoice's own reason unless the company is a small
 * business; K and G take the texts BR-IC-10 and BR-G-10 name.
 */
export function exemptionNote(category: TaxCategory, context: ExemptionContext): string | null {
  const language = context.language ?? 'en';
  const locale = documentLocale(language, context.sellerCountry);
  const { t } = translator(language, locale);
  switch (category) {
    case 'S':
    case 'Z':
      return null;
    case 'E':
      if (context.vatScheme === 'small_business') {
        return t(SMALL_BUSINESS_NOTES[context.sellerCountry] ?? 'document.tax.smallBusiness');
      }
      return context.exemptionReason?.trim() || null;
    // Art. 196 and 226 (11a) VAT Directive ask for "Reverse charge"; each country's law names its own
    // words: § 13b, § 14a (5) UStG "Steuerschuldnerschaft des Leistungsempfängers"; art. 283-2 and
    // 242 nonies A CGI "Autoliquidation"; art. 84.Uno.2º LIVA and art. 6.1.m RD 1619/2012 "Inversión
    // del sujeto pasivo"; art. 17 and 21 (6-bis) DPR 633/72 "Inversione contabile"; art. 12 and 35a
    // Wet OB 1968 "Btw verlegd".
    case 'AE':
      return t('document.tax.reverseCharge');
    // Art. 138 VAT Directive, BR-IC-10: § 4 Nr. 1b, § 6a, § 14a (3) UStG; art. 262 ter I CGI; art. 25
    // LIVA; art. 41 DL 331/1993; art. 9 (2) Wet OB.
    case 'K':
      return t('document.tax.intraCommunity');
    // Art. 146 VAT Directive, BR-G-10: § 4 Nr. 1a, § 6 UStG; art. 262 I CGI; art. 21 LIVA; art. 8 DPR
    // 633/72; art. 9 (2) Wet OB.
    case 'G':
      return t('document.tax.export');
    // Place of supply abroad (art. 44 VAT Directive; § 3a UStG, art. 259 CGI, art. 69 LIVA, art. 7-ter
    // DPR 633/72, art. 6 Wet OB): outside the scope of the seller's VAT.
    case 'O':
      return t('document.tax.notSubject', { country: countryName(context.sellerCountry, language) });
  }
}

/** One row of an invoice's VAT breakdown as the API answers it and invoices.tax_breakdown keeps it. */
export const taxBreakdownRowSchema = z.object({
  category: z.enum(['S', 'Z', 'E', 'AE', 'K', 'G', 'O']),
  /** "19.00" */
  rate: z.string(),
  taxableAmount: z.string(),
  taxAmount: z.string(),
  exemptionReason: z.string().nullable(),
});
export type TaxBreakdownRow = z.infer<typeof taxBreakdownRowSchema>;

/** computeTotals' groups with their notes: what is stored, answered and printed. */
export function taxBreakdown(groups: TaxGroup[], context: ExemptionContext): TaxBreakdownRow[] {
  return groups.map((g) => ({
    category: g.category,
    rate: g.rate,
    taxableAmount: fromCents(g.taxableCents),
    taxAmount: fromCents(g.taxCents),
    exemptionReason: exemptionNote(g.category, context),
  }));
}

/** The invoice-level rate the API still answers: the one rate all rows share, otherwise null. */
export function sharedTaxRate(rows: { rate: string }[]): string | null {
  const rates = new Set(rows.map((r) => r.rate));
  return rates.size === 1 ? [...rates][0] : null;
}
