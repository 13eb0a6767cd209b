import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { formatCents } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import { computeTotals } from '@shared/money';
import { formatTaxRate } from '@shared/payment-information';
import type { RecurringInvoice } from '@shared/recurring-invoices';
import { Badge } from '@/components/ui/badge';
import { fieldLocale, formatDecimalInput } from '@/lib/decimal';
import { scheduleInWords } from '../utils/schedule-in-words';

const STATUS: Record<
  RecurringInvoice['status'],
  { label: MessageDescriptor; variant: 'success' | 'warning' | 'muted' }
> = {
  active: { label: msg`Active`, variant: 'success' },
  paused: { label: msg`Paused`, variant: 'warning' },
  ended: { label: msg`Ended`, variant: 'muted' },
};

export function ProfileStatusBadge({ status }: { status: RecurringInvoice['status'] }) {
  const { i18n } = useLinguiRuntime();
  return <Badge variant={STATUS[status].variant}>{i18n._(STATUS[status].label)}</Badge>;
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
  const net = formatCents(totals.subtotalCents, profile.currency);
  // "7.5" in English, "7,5" in German.
  const rate = formatDecimalInput(formatTaxRate(totals.taxRate), fieldLocale());
  return (
    <span className="grid">
      <span className="font-medium">{formatCents(totals.totalCents, profile.currency)}</span>
      <span className="text-xs text-muted-foreground">
        <Trans>
          {net} + {rate}% tax
        </Trans>
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
        <span className="sr-only">
          <Trans>None</Trans>
        </span>
      </>
    );
  }
  return <>{formatShortDate(date)}</>;
}

/** "Every 2 weeks on Monday", with its end below when it has one ("4 invoices in all", "Until Jun 30, 2027"). */
export function ProfileSchedule({ profile }: { profile: RecurringInvoice }) {
  const { i18n } = useLinguiRuntime();
  const { occurrences, endDate } = profile;
  const until = endDate !== null ? formatShortDate(endDate) : null;
  const end =
    occurrences !== null ? (
      <Plural value={occurrences} one="# invoice in all" other="# invoices in all" />
    ) : until !== null ? (
      <Trans>Until {until}</Trans>
    ) : null;
  return (
    <span className="grid">
      <span>{scheduleInWords(i18n, profile)}</span>
      {end && <span className="text-xs text-muted-foreground">{end}</span>}
    </span>
  );
}
