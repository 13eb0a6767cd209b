import { Trans } from '@lingui/react/macro';
import { formatCents } from '@shared/currency';
import type { TaxCategory, Totals } from '@shared/money';
import { rateLabel } from './line-tax-fields';

/**
 * The form's running totals: subtotal, one VAT row per (category, rate) group as the invoice will
 * print it ("VAT 19 % on €1,200.00"), each with the note the law asks for beneath, and the total.
 * A company without VAT (`vat` false) sees "Tax 8.875 % on $1,000.00" for each rate charged and no
 * row for what is not taxed, as its documents print (shared/invoice-document.ts printedTax).
 */
export function TaxTotals({
  totals,
  currency,
  note,
  vat = true,
}: {
  totals: Totals;
  currency: string | undefined;
  note: ((category: TaxCategory) => string | null) | undefined;
  vat?: boolean;
}) {
  const money = (cents: number) => formatCents(cents, currency);
  const groups = vat ? totals.groups : totals.groups.filter((group) => Number(group.rate) > 0);
  return (
    <dl className="grid w-full grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm sm:ml-auto sm:w-96">
      <dt className="text-muted-foreground">
        <Trans>Subtotal:</Trans>
      </dt>
      <dd className="text-right tabular-nums" data-testid="invoice-subtotal">
        {money(totals.subtotalCents)}
      </dd>
      {groups.map((group) => {
        const text = note?.(group.category);
        const rate = rateLabel(group.rate);
        const taxable = money(group.taxableCents);
        return (
          <div key={`${group.category} ${group.rate}`} className="contents" data-testid="invoice-tax-row">
            <dt className="text-muted-foreground">
              {vat ? (
                <Trans>
                  VAT {rate} on {taxable}
                </Trans>
              ) : (
                <Trans>
                  Tax {rate} on {taxable}
                </Trans>
              )}
            </dt>
            <dd className="text-right tabular-nums" data-testid="invoice-tax">
              {money(group.taxCents)}
            </dd>
            {text && <dd className="col-span-2 -mt-0.5 text-xs text-muted-foreground">{text}</dd>}
          </div>
        );
      })}
      <div className="col-span-2 my-1 border-t" aria-hidden="true" />
      <dt className="font-semibold">
        <Trans>Total:</Trans>
      </dt>
      <dd className="text-right font-semibold tabular-nums" data-testid="invoice-total">
        {money(totals.totalCents)}
      </dd>
    </dl>
  );
}
