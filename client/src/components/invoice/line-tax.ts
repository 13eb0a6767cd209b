import { msg } from '@lingui/core/macro';
import type { Client } from '@shared/clients';
import { TAX_CATEGORIES, type TaxCategory } from '@shared/money';
import type { CompanySettings } from '@shared/settings';
import {
  defaultLineTax,
  exemptionNote,
  isVatCountry,
  type LineTax,
  lineTaxIssue,
  type VatScheme,
  vatRatesFor,
} from '@shared/tax';
import { currentLanguage, i18n } from '@/lib/i18n';

/**
 * What the line items' VAT fields need to know (issue 3/6): the rates to offer, the default a new or
 * untouched line takes, whether every line shows its category, and what the totals' notes read.
 */
export interface TaxSetup {
  /** The company's rates (vatRatesFor); the select adds 0 % and any other rate a line already has. */
  rates: number[];
  defaultTax: LineTax;
  /**
   * The company's country levies a VAT (shared/tax.ts isVatCountry): the fields say "VAT" and offer
   * its categories. Elsewhere (a US company) they say "Tax", and offer rates only (docs/decisions/046).
   */
  vat: boolean;
  /** A client abroad or a small business: the category is part of every line's VAT. */
  categoriesShown: boolean;
  vatScheme: VatScheme;
  /**
   * The note beneath a VAT row (shared/tax.ts exemptionNote), given the invoice's exemption reason:
   * the law's words in the interface's language (the document prints them in its own).
   */
  note: (category: TaxCategory, exemptionReason: string | null | undefined) => string | null;
  /**
   * The credit note: a line takes one of the invoice's own (category, rate) groups, chosen among
   * them when there are several, only shown when there is one.
   */
  choices?: LineTax[];
}

type Settings = Pick<CompanySettings, 'country' | 'taxRate' | 'vatScheme'>;
type TaxClient = Pick<Client, 'taxTreatment'>;

/** The setup for a company and (once chosen) a client; without a client the company's own country is assumed. */
export function taxSetup(
  settings: Settings | undefined,
  client: TaxClient | undefined,
): TaxSetup | undefined {
  if (!settings) return undefined;
  const treatment = client?.taxTreatment ?? 'domestic';
  const vat = isVatCountry(settings.country);
  return {
    rates: vatRatesFor(settings.country, Number(settings.taxRate)),
    defaultTax: defaultLineTax(settings, treatment),
    vat,
    categoriesShown: vat && (treatment !== 'domestic' || settings.vatScheme === 'small_business'),
    vatScheme: settings.vatScheme,
    // Without VAT only the company's own exemption reason is printed (printedTaxNotes).
    note: (category, exemptionReason) =>
      vat
        ? exemptionNote(category, {
            vatScheme: settings.vatScheme,
            sellerCountry: settings.country,
            exemptionReason,
            language: currentLanguage(),
          })
        : category === 'E'
          ? exemptionReason?.trim() || null
          : null,
  };
}

/** A line's VAT as the form holds it: absent until the settings have loaded. */
export interface LineTaxValues {
  taxRate?: number | string | null;
  taxCategory?: TaxCategory | null;
}

/** "19.00", 19 and "19" are the same rate. */
export const rateKey = (rate: number | string | null | undefined): string =>
  rate === null || rate === undefined || rate === '' ? '' : String(Number(rate));

export const sameTax = (a: LineTaxValues, b: LineTaxValues) =>
  a.taxCategory === b.taxCategory && rateKey(a.taxRate) === rateKey(b.taxRate);

/** The rates a line's select offers: the company's, 0 %, and the line's own if it is none of them. */
export function rateChoices(rates: number[], current: number | string | null | undefined): number[] {
  const choices = [...rates];
  if (!choices.includes(0)) choices.push(0);
  const own = rateKey(current);
  if (own !== '' && !choices.some((r) => rateKey(r) === own)) choices.push(Number(own));
  return choices;
}

/**
 * A rate chosen: above 0 it is standard (S); 0 keeps a category that is charged at 0, else takes the
 * default's, or Z (decision 025, as the server fills a body that names only the rate).
 */
export function withRate(line: LineTaxValues, rate: number, defaults: LineTax): LineTax {
  if (rate > 0) return { taxCategory: 'S', taxRate: rate };
  if (line.taxCategory && line.taxCategory !== 'S') return { taxCategory: line.taxCategory, taxRate: 0 };
  return { taxCategory: defaults.taxCategory === 'S' ? 'Z' : defaults.taxCategory, taxRate: 0 };
}

/** A category chosen: every one but S is charged at 0; S keeps the line's rate, else the default or first rate. */
export function withCategory(
  line: LineTaxValues,
  category: TaxCategory,
  setup: Pick<TaxSetup, 'rates' | 'defaultTax'>,
): LineTax {
  if (category !== 'S') return { taxCategory: category, taxRate: 0 };
  const own = Number(line.taxRate);
  if (own > 0) return { taxCategory: 'S', taxRate: own };
  const fallback = setup.defaultTax.taxRate > 0 ? setup.defaultTax.taxRate : (setup.rates[0] ?? 0);
  return { taxCategory: 'S', taxRate: fallback };
}

/** The categories a line may take, in EN 16931's order. */
export const CATEGORY_CHOICES = TAX_CATEGORIES;

/** The form's words for what shared/tax.ts refuses (lineTaxIssue, EXEMPTION_REASON_REQUIRED). */
const ISSUES = {
  standardNeedsRate: msg`Standard rate VAT (S) needs a rate above 0`,
  chargedAtZero: (category: TaxCategory) => msg`VAT category ${category} is charged at 0 %`,
  exemptionReason: msg`Give the reason this invoice is exempt from VAT`,
};

/**
 * What the form checks before sending, as the server would refuse it: a rate that does not fit its
 * category (under the line's VAT), and E lines of a standard-scheme company without the reason; in
 * the interface's language.
 */
export function taxIssues(
  values: { lineItems?: LineTaxValues[]; taxExemptionReason?: string | null },
  vatScheme: VatScheme | undefined,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  (values.lineItems ?? []).forEach((line, i) => {
    if (!line.taxCategory || rateKey(line.taxRate) === '') return;
    if (!lineTaxIssue(line.taxCategory, Number(line.taxRate))) return;
    const message =
      line.taxCategory === 'S' ? ISSUES.standardNeedsRate : ISSUES.chargedAtZero(line.taxCategory);
    issues.push({ path: `lineItems.${i}.taxRate`, message: i18n._(message) });
  });
  if (needsExemptionReason(values.lineItems, vatScheme) && !values.taxExemptionReason?.trim()) {
    issues.push({ path: 'taxExemptionReason', message: i18n._(ISSUES.exemptionReason) });
  }
  return issues;
}

/** Exempt (E) lines of a company that is not a small business print the invoice's own reason. */
export function needsExemptionReason(
  lines: LineTaxValues[] | undefined,
  vatScheme: VatScheme | undefined,
): boolean {
  return vatScheme === 'standard' && (lines ?? []).some((l) => l.taxCategory === 'E');
}
