import { type LineItemInput, MAX_QUANTITY } from '@shared/invoices';
import { computeTotals, fromCents, type Totals, toCents } from '@shared/money';

/** What a form that edits line items holds (the invoice form, the recurring-invoice form). */
export interface LineItemsFormValues {
  lineItems: LineItemInput[];
}

export const emptyLineItem = () => ({ description: '', quantity: 1, unit: '', rate: '0' });

/** Suggested line units; any other text up to 20 characters is fine too. */
export const UNIT_SUGGESTIONS = ['hours', 'days', 'pieces'] as const;

function safeCents(rate: unknown): number {
  try {
    return typeof rate === 'string' || typeof rate === 'number' ? toCents(rate) : 0;
  } catch {
    return 0;
  }
}

/** Live figures while typing: a field that is not (yet) a valid number counts as 0. */
export function liveTotals(
  items: { quantity?: unknown; rate?: unknown }[] | undefined,
  taxRate: number | string | null | undefined,
): Totals {
  return computeTotals(
    (items ?? []).map((item) => {
      // Decimal quantities (1.5 hours) count; lineAmountCents rounds the amount half away from zero.
      const q = Number(item.quantity);
      const quantity = Number.isFinite(q) && q > 0 && q <= MAX_QUANTITY ? q : 0;
      return { quantity, rate: fromCents(safeCents(item.rate)) };
    }),
    taxRate,
  );
}
