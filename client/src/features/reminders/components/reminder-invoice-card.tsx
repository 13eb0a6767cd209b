import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import { daysBetween, isPartiallyPaid } from '@shared/invoice-status';
import type { Invoice } from '@shared/invoices';
import type { Reminder } from '@shared/reminders';
import { CalendarClock, CheckCircle2, Send } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { InvoiceStatusBadges } from '@/components/ui/invoice-status-badges';
import { browserToday } from '@/lib/dates';
import { ReminderHistory } from './reminder-history';

/** SPEC §4: days since the due date, shown only for unpaid invoices with a positive value. */
export function daysOverdue(invoice: Pick<Invoice, 'status' | 'dueDate'>, today: string): number {
  if (invoice.status === 'paid' || invoice.status === 'void') return 0;
  return Math.max(0, daysBetween(invoice.dueDate, today));
}

export function ReminderInvoiceCard({
  invoice,
  reminders,
  onSendReminder,
  onMarkPaid,
  onSchedule,
  sending,
  markingPaid,
}: {
  invoice: Invoice;
  reminders: Reminder[];
  onSendReminder: (invoice: Invoice) => void;
  onMarkPaid: (invoice: Invoice) => void;
  onSchedule: (invoice: Invoice) => void;
  sending: boolean;
  markingPaid: boolean;
}) {
  const late = daysOverdue(invoice, browserToday());
  const unpaid = invoice.status !== 'paid' && invoice.status !== 'void';
  return (
    <Card data-testid="reminder-invoice-card" className="gap-3">
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{invoice.invoiceNumber}</h3>
          <p className="truncate text-sm text-muted-foreground">{invoice.clientName || 'Unknown Client'}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold tabular-nums">{formatMoney(invoice.total, invoice.currency)}</span>
          <InvoiceStatusBadges invoice={invoice} />
          {unpaid && late > 0 && (
            <Badge variant="destructive">
              {late} {late === 1 ? 'day' : 'days'} overdue
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Due:</dt>
            <dd>{formatShortDate(invoice.dueDate)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Created:</dt>
            <dd>{formatShortDate(invoice.createdAt)}</dd>
          </div>
          {isPartiallyPaid(invoice) && (
            <div className="flex gap-1">
              <dt className="text-muted-foreground">Balance due:</dt>
              <dd className="font-medium">{formatMoney(invoice.balanceDue, invoice.currency)}</dd>
            </div>
          )}
        </dl>
        <div className="grid gap-2">
          <h4 className="text-sm font-medium">Reminder history</h4>
          <ReminderHistory reminders={reminders} />
        </div>
        {unpaid && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => onSendReminder(invoice)} disabled={sending}>
              <Send aria-hidden="true" /> {sending ? 'Sending...' : 'Send Reminder'}
            </Button>
            <Button size="sm" onClick={() => onMarkPaid(invoice)} disabled={markingPaid}>
              <CheckCircle2 aria-hidden="true" /> {markingPaid ? 'Updating...' : 'Mark as Paid'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onSchedule(invoice)}>
              <CalendarClock aria-hidden="true" /> Schedule Reminders
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
