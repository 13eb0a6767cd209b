import { Trans, useLingui } from '@lingui/react/macro';
import { formatShortDate } from '@shared/dates';
import { isAwaitingPayment, isPartiallyPaid, statusLabel } from '@shared/invoice-status';
import { toCents } from '@shared/money';
import { Eye } from 'lucide-react';
import { browserTimeZone } from '@/lib/dates';
import { Badge } from './badge';
import { INVOICE_STATUS_LABELS, type StatusBadge } from './invoice-status-label';

const VARIANT = {
  Paid: 'success',
  Pending: 'warning',
  Overdue: 'destructive',
  Draft: 'muted',
  Void: 'outline',
} as const;

/** The badges' words: the interface's where none is given; the client's page passes its client's language. */
export type StatusBadgeLabels = Partial<Record<StatusBadge, string>>;

/** A badge's words: the ones given, else the interface's. */
function useBadgeText(labels: StatusBadgeLabels | undefined) {
  const { i18n } = useLingui();
  return (badge: StatusBadge) => labels?.[badge] ?? i18n._(INVOICE_STATUS_LABELS[badge]);
}

/** SPEC §4 status label: sent reads Pending; draft and anything unknown read Draft. */
export function InvoiceStatusBadge({ status, labels }: { status: string; labels?: StatusBadgeLabels }) {
  const text = useBadgeText(labels);
  const label = statusLabel(status);
  return <Badge variant={VARIANT[label]}>{text(label)}</Badge>;
}

/** "Viewed": the client opened the invoice's private link (first time shown on hover and to screen readers). */
export function ViewedBadge({ viewedAt }: { viewedAt: string }) {
  const { t } = useLingui();
  const date = formatShortDate(viewedAt, browserTimeZone());
  const title = t`Viewed by client on ${date}`;
  return (
    <Badge variant="outline" title={title} data-testid="viewed-badge">
      <Eye className="size-3" aria-hidden="true" />
      <Trans>
        Viewed<span className="sr-only"> by client on {date}</span>
      </Trans>
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
  const text = useBadgeText(labels);
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <InvoiceStatusBadge status={invoice.status} labels={labels} />
      {isPartiallyPaid(invoice) && <Badge variant="info">{text('Partially Paid')}</Badge>}
      {isAwaitingPayment(invoice) && toCents(invoice.creditedAmount ?? '0') > 0 && (
        <Badge variant="info">{text('Partly Credited')}</Badge>
      )}
      {invoice.viewedAt && <ViewedBadge viewedAt={invoice.viewedAt} />}
    </span>
  );
}
