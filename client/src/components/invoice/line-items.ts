import { type LineItemInput, MAX_QUANTITY } from '@shared/invoices';
import { computeTotals, fromCents, type Totals, toCents } from '@shared/money';
import type { LineTax } from '@shared/tax';
import { type LineTaxValues, rateKey } from './line-tax';

/** What a form that edits line items holds (the invoice, recurring-invoice and credit note forms). */
export interface LineItemsFormValues {
  lineItems: LineItemInput[];
}

/** A new line: quantity 1, and the VAT a line takes by default once the settings are known. */
export const emptyLineItem = (tax?: LineTax | null): LineItemInput => ({
  description: '',
  quantity: 1,
  unit: '',
  rate: '0',
  ...(tax ? { taxRate: tax.taxRate, taxCategory: tax.taxCategory } : {}),
});

function safeCents(rate: unknown): number {
  try {
    return typeof rate === 'string' || typeof rate === 'number' ? toCents(rate) : 0;
  } catch {
    return 0;
  }
}

/** A line's own VAT rate when it is one computeTotals takes (0–100, 2 decimals); otherwise the invoice's. */
function safeTaxRate(rate: LineTaxValues['taxRate']): string | null {
  const key = rateKey(rate);
  return /^\d{1,3}(\.\d{1,2})?$/.test(key) && Number(key) <= 100 ? key : null;
}

/**
 * Live figures while typing: a field that is not (yet) a valid number counts as 0. Each line is taxed
 * at its own rate and category (one VAT row per group); a line without them at `taxRate`, as S.
 */
export function liveTotals(
  items: ({ quantity?: unknown; rate?: unknown } & LineTaxValues)[] | undefined,
  taxRate: number | string | null | undefined,
): Totals {
  return computeTotals(
    (items ?? []).map((item) => {
      // Decimal quantities (1.5 hours) count; lineAmountCents rounds the amount half away from zero.
      const q = Number(item.quantity);
      const quantity = Number.isFinite(q) && q > 0 && q <= MAX_QUANTITY ? q : 0;
      return {
        quantity,
        rate: fromCents(safeCents(item.rate)),
        taxRate: safeTaxRate(item.taxRate),
        taxCategory: item.taxCategory ?? null,
      };
    }),
    taxRate,
  );
}
