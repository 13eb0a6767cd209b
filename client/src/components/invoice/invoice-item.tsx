import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import type { Invoice } from '@shared/invoices';
import type * as React from 'react';
import { InvoiceStatusBadges } from '@/components/ui/invoice-status-badges';
import { cn } from '@/lib/utils';

/** One labelled figure of an invoice item: the label above its value. */
export function InvoiceFact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * An invoice as a card's content, for lists narrower than a table: number, client, total, status,
 * due date, balance due and the actions, wrapping instead of scrolling sideways. The Invoices page,
 * Recent Invoices and the Reminders page draw their narrow rows with it.
 */
export function InvoiceItem({
  invoice,
  showEmail = false,
  badges,
  facts,
  actions,
  children,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & {
  invoice: Invoice;
  showEmail?: boolean;
  /** Beside the status badges (e.g. "10 days overdue"). */
  badges?: React.ReactNode;
  /** More InvoiceFact after the due date and the balance. */
  facts?: React.ReactNode;
  actions?: React.ReactNode;
  /** Between the figures and the actions (e.g. the reminder history). */
  children?: React.ReactNode;
}) {
  const { t } = useLingui();
  return (
    // One column no wider than the card, and the card no wider than its place: a long client name or
    // email is cut short rather than widening the card, and the page with it (issue 36 item 17).
    <div className={cn('grid min-w-0 grid-cols-1 gap-3', className)} {...props}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{invoice.invoiceNumber}</h3>
          <p className="truncate text-sm">{invoice.clientName || t`Unknown Client`}</p>
          {showEmail && <p className="truncate text-xs text-muted-foreground">{invoice.clientEmail}</p>}
        </div>
        <p className="shrink-0 font-semibold tabular-nums">{formatMoney(invoice.total, invoice.currency)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <InvoiceStatusBadges invoice={invoice} />
        {badges}
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <InvoiceFact label={t`Due`}>{formatShortDate(invoice.dueDate)}</InvoiceFact>
        <InvoiceFact label={t`Balance due`}>{formatMoney(invoice.balanceDue, invoice.currency)}</InvoiceFact>
        {facts}
      </dl>
      {children}
      {actions && <div className="flex flex-wrap items-center gap-1">{actions}</div>}
    </div>
  );
}
