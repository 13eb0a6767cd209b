import { formatCents } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import { computeTotals } from '@shared/money';
import { formatTaxRate } from '@shared/payment-information';
import { frequencyLabel } from '@shared/recurrence';
import type { RecurringInvoice } from '@shared/recurring-invoices';
import { Badge } from '@/components/ui/badge';

const STATUS = {
  active: { label: 'Active', variant: 'success' },
  paused: { label: 'Paused', variant: 'warning' },
  ended: { label: 'Ended', variant: 'muted' },
} as const;

export function ProfileStatusBadge({ status }: { status: RecurringInvoice['status'] }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>;
}

/**
 * What each invoice comes to at today's company tax rate (each invoice takes the rate of the day it
 * is made), with the net amount and the rate beside it so the figure says where it comes from.
 */
export function ProfileAmount({
  profile,
  taxRate,
}: {
  profile: Pick<RecurringInvoice, 'lineItems' | 'currency'>;
  taxRate: string | number | undefined;
}) {
  const totals = computeTotals(profile.lineItems, taxRate);
  return (
    <span className="grid">
      <span className="font-medium">{formatCents(totals.totalCents, profile.currency)}</span>
      <span className="text-xs text-muted-foreground">
        {formatCents(totals.subtotalCents, profile.currency)} + {formatTaxRate(totals.taxRate)}% tax
      </span>
    </span>
  );
}

/** The next issue date, or a dash while paused or once ended. */
export function NextIssueDate({ date }: { date: string | null }) {
  if (!date) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">None</span>
      </>
    );
  }
  return <>{formatShortDate(date)}</>;
}

/** "Every 2 weeks on Monday", with its end below when it has one ("4 invoices in all", "Until Jun 30, 2027"). */
export function ProfileSchedule({ profile }: { profile: RecurringInvoice }) {
  const end =
    profile.occurrences !== null
      ? `${profile.occurrences} ${profile.occurrences === 1 ? 'invoice' : 'invoices'} in all`
      : profile.endDate !== null
        ? `Until ${formatShortDate(profile.endDate)}`
        : null;
  return (
    <span className="grid">
      <span>{frequencyLabel(profile)}</span>
      {end && <span className="text-xs text-muted-foreground">{end}</span>}
    </span>
  );
}
