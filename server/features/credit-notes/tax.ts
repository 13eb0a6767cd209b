/**
 * A credit note's VAT (issue 3/6): it corrects supplies the invoice taxed (§17 UStG), so each credited
 * line is taxed as one of the invoice's (category, rate) groups — never at a rate the invoice did not
 * charge — and a group's note is the invoice's.
 *
 * A partial note's line names its group with taxRate and taxCategory; what it leaves out is taken
 * from the invoice: a category alone → the invoice's first group of that category, a rate alone →
 * the first group at that rate, neither → the invoice's first line's VAT (on a single-rate invoice,
 * its one rate, as before per-line tax). A pair the invoice has no group for answers 400.
 */
import { fromCents, type TaxCategory, toCents } from '../../../shared/money';
import type { LineTax, TaxBreakdownRow } from '../../../shared/tax';
import { badRequest, type FieldError } from '../../lib/app-error';

type Taxed = { taxRate?: number | string | null; taxCategory?: TaxCategory | null };

const sameRate = (a: number | string, b: number | string) => toCents(a) === toCents(b);

/** "19", "5.5": a rate as a person reads it. */
export const rateLabel = (rate: string) => String(Number(rate));

export function creditLineTaxes<L extends Taxed>(
  lines: L[],
  invoiceRows: TaxBreakdownRow[],
  firstLine: LineTax,
): (Omit<L, keyof Taxed> & LineTax)[] {
  const errors: FieldError[] = [];
  const taxed = lines.map((line, i) => {
    const hasRate = line.taxRate !== null && line.taxRate !== undefined && line.taxRate !== '';
    const category = line.taxCategory ?? null;
    const fits = (row: TaxBreakdownRow) => {
      if (category && row.category !== category) return false;
      if (hasRate) return sameRate(row.rate, line.taxRate as number | string);
      if (category) return true;
      return row.category === firstLine.taxCategory && sameRate(row.rate, firstLine.taxRate);
    };
    const group = invoiceRows.find(fits);
    if (!group) {
      const rate = hasRate ? rateLabel(String(line.taxRate)) : 'none';
      const path = `lineItems.${i}.taxRate`;
      errors.push(
        !category && hasRate
          ? { path, code: 'credit_rate_not_on_invoice_rate', values: { rate } }
          : { path, code: 'credit_rate_not_on_invoice', values: { category: category ?? '', rate } },
      );
      return { ...line, ...firstLine };
    }
    return { ...line, taxCategory: group.category, taxRate: Number(group.rate) };
  });
  if (errors.length > 0) throw badRequest(errors[0].code, errors[0].values, errors);
  return taxed;
}

/** The credit note's breakdown with the invoice's notes: the note names the same exemption. */
export function withInvoiceNotes(rows: TaxBreakdownRow[], invoiceRows: TaxBreakdownRow[]): TaxBreakdownRow[] {
  return rows.map((row) => {
    const match = invoiceRows.find((r) => r.category === row.category && sameRate(r.rate, row.rate));
    return { ...row, exemptionReason: match?.exemptionReason ?? row.exemptionReason };
  });
}

/**
 * What is left of the invoice's breakdown after earlier credit notes: per (category, rate), the
 * invoice's taxable and tax amounts minus theirs, exactly (never recomputed, as the full note's
 * totals). A group fully credited before stays with 0.00: the full note still lists its lines.
 */
export function remainingBreakdown(
  invoiceRows: TaxBreakdownRow[],
  earlier: TaxBreakdownRow[][],
): TaxBreakdownRow[] {
  return invoiceRows.map((row) => {
    let taxable = toCents(row.taxableAmount);
    let tax = toCents(row.taxAmount);
    for (const rows of earlier) {
      for (const r of rows) {
        if (r.category !== row.category || !sameRate(r.rate, row.rate)) continue;
        taxable -= toCents(r.taxableAmount);
        tax -= toCents(r.taxAmount);
      }
    }
    return { ...row, taxableAmount: fromCents(taxable), taxAmount: fromCents(tax) };
  });
}
