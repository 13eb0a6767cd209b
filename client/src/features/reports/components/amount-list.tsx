import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import type { Amounts } from '@shared/reports';

/** The company-currency figure as the headline, other currencies listed beside it (PRODUCT §1). */
export function AmountList({ amounts, className }: { amounts: Amounts; className?: string }) {
  const [headline, ...others] = amounts;
  const also = others.map((a) => formatMoney(a.amount, a.currency)).join(', ');
  return (
    <span className={className}>
      <span>{formatMoney(headline.amount, headline.currency)}</span>
      {others.length > 0 && (
        <span className="block text-xs font-normal text-muted-foreground">
          <Trans>also {also}</Trans>
        </span>
      )}
    </span>
  );
}

/** A table cell's amounts: one currency per line, company currency first. */
export function AmountLines({ amounts }: { amounts: Amounts }) {
  return (
    <>
      {amounts.map((a) => (
        <span key={a.currency} className="block">
          {formatMoney(a.amount, a.currency)}
        </span>
      ))}
    </>
  );
}
