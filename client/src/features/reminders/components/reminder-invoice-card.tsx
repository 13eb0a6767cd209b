import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatShortDate } from '@shared/dates';
import { canDo } from '@shared/invoice-lifecycle';
import { daysBetween } from '@shared/invoice-status';
import type { Invoice } from '@shared/invoices';
import type { Reminder } from '@shared/reminders';
import { CalendarClock, CheckCircle2, Send } from 'lucide-react';
import { useAccountToday } from '@/api/get-user';
import { InvoiceFact, InvoiceItem } from '@/components/invoice/invoice-item';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReminderHistory } from './reminder-history';

/** SPEC §4: days since the due date, shown only for unpaid invoices with a positive value. */
export function daysOverdue(
  invoice: Pick<Invoice, 'status' | 'dueDate' | 'amountPaid' | 'balanceDue'>,
  today: string,
): number {
  if (!canDo(invoice, 'recordPayment')) return 0;
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
  const { t } = useLingui();
  const late = daysOverdue(invoice, useAccountToday());
  // The lifecycle table decides: paid and void invoices are final, drafts are not reminded of.
  const unpaid = canDo(invoice, 'recordPayment');
  const remind = canDo(invoice, 'remind');
  return (
    <Card data-testid="reminder-invoice-card" className="px-5">
      <InvoiceItem
        invoice={invoice}
        badges={
          unpaid &&
          late > 0 && (
            <Badge variant="destructive">
              <Plural value={late} one="# day overdue" other="# days overdue" />
            </Badge>
          )
        }
        facts={<InvoiceFact label={t`Created`}>{formatShortDate(invoice.createdAt)}</InvoiceFact>}
        actions={
          unpaid && (
            <div className="flex flex-wrap gap-2">
              {remind && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onSendReminder(invoice)}
                  disabled={sending}
                >
                  <Send aria-hidden="true" />{' '}
                  {sending ? <Trans>Sending...</Trans> : <Trans>Send Reminder</Trans>}
                </Button>
              )}
              <Button size="sm" onClick={() => onMarkPaid(invoice)} disabled={markingPaid}>
                <CheckCircle2 aria-hidden="true" />{' '}
                {markingPaid ? <Trans>Updating...</Trans> : <Trans>Mark as Paid</Trans>}
              </Button>
              {remind && (
                <Button size="sm" variant="ghost" onClick={() => onSchedule(invoice)}>
                  <CalendarClock aria-hidden="true" /> <Trans>Schedule Reminders</Trans>
                </Button>
              )}
            </div>
          )
        }
      >
        <div className="grid gap-2">
          <h4 className="text-sm font-medium">
            <Trans>Reminder history</Trans>
          </h4>
          <ReminderHistory reminders={reminders} />
        </div>
      </InvoiceItem>
    </Card>
  );
}
