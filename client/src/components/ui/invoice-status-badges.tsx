import { isPartiallyPaid, statusLabel } from '@shared/invoice-status';
import { Badge } from './badge';

const VARIANT = {
  Paid: 'success',
  Pending: 'warning',
  Overdue: 'destructive',
  Draft: 'muted',
  Void: 'outline',
} as const;

/** SPEC §4 status label: sent reads Pending; draft and anything unknown read Draft. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  const label = statusLabel(status);
  return <Badge variant={VARIANT[label]}>{label}</Badge>;
}

/** SPEC §4 status label, plus "Partially Paid" beside it while part of the money is in (issue #11). */
export function InvoiceStatusBadges({ invoice }: { invoice: { status: string; amountPaid: string } }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <InvoiceStatusBadge status={invoice.status} />
      {isPartiallyPaid(invoice) && <Badge variant="info">Partially Paid</Badge>}
    </span>
  );
}
