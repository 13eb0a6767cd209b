import { formatShortDate } from '@shared/dates';
import { isAwaitingPayment, isPartiallyPaid, statusLabel } from '@shared/invoice-status';
import { toCents } from '@shared/money';
import { Eye } from 'lucide-react';
import { browserTimeZone } from '@/lib/dates';
import { Badge } from './badge';

const VARIANT = {
  Paid: 'success',
  Pending: 'warning',
  Overdue: 'destructive',
  Draft: 'muted',
  Void: 'outline',
} as const;

/** The badges' words: the app's English where none is given; the client's page passes its client's language. */
export type StatusBadgeLabels = Partial<
  Record<ReturnType<typeof statusLabel> | 'Partially Paid' | 'Partly Credited', string>
>;

/** SPEC §4 status label: sent reads Pending; draft and anything unknown read Draft. */
export function InvoiceStatusBadge({ status, labels }: { status: string; labels?: StatusBadgeLabels }) {
  const label = statusLabel(status);
  return <Badge variant={VARIANT[label]}>{labels?.[label] ?? label}</Badge>;
}

/** "Viewed": the client opened the invoice's private link (first time shown on hover and to screen readers). */
export function ViewedBadge({ viewedAt }: { viewedAt: string }) {
  const date = formatShortDate(viewedAt, browserTimeZone());
  return (
    <Badge variant="outline" title={`Viewed by client on ${date}`} data-testid="viewed-badge">
      <Eye className="size-3" aria-hidden="true" />
      Viewed<span className="sr-only"> by client on {date}</span>
    </Badge>
  );
}

/**
 * SPEC §4 status label, plus "Partially Paid" beside it while part of the money is in (issue #11),
 * "Partly Credited" while a credit note took part of it off and the rest is due (issue #23), and
 * "Viewed" once the client has opened the invoice's link.
 */
export function InvoiceStatusBadges({
  invoice,
  labels,
}: {
  invoice: { status: string; amountPaid: string; creditedAmount?: string; viewedAt?: string | null };
  labels?: StatusBadgeLabels;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <InvoiceStatusBadge status={invoice.status} labels={labels} />
      {isPartiallyPaid(invoice) && (
        <Badge variant="info">{labels?.['Partially Paid'] ?? 'Partially Paid'}</Badge>
      )}
      {isAwaitingPayment(invoice) && toCents(invoice.creditedAmount ?? '0') > 0 && (
        <Badge variant="info">{labels?.['Partly Credited'] ?? 'Partly Credited'}</Badge>
      )}
      {invoice.viewedAt && <ViewedBadge viewedAt={invoice.viewedAt} />}
    </span>
  );
}
