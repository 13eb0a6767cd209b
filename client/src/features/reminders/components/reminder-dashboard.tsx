import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@shared/invoices';
import { useQuery } from '@tanstack/react-query';
import { PartyPopper } from 'lucide-react';
import * as React from 'react';
import { invoicePageQueryOptions, useInvoicePage } from '@/api/get-invoice-page';
import { reviewedReminder, useSendReminder } from '@/api/send-reminder';
import { useUpdateInvoiceStatus } from '@/api/update-invoice-status';
import { useReviewEmail } from '@/components/email/use-review-email';
import { OnboardingEmptyState } from '@/components/onboarding/onboarding-empty-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination, pageCount } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { remindersByInvoice, useReminders } from '../api/get-reminders';
import { ReminderInvoiceCard } from './reminder-invoice-card';
import { ScheduleRemindersDialog } from './schedule-reminders-dialog';

/** SPEC §9: the reminders page shows at most 5 paid invoices. */
const PAID_SHOWN = 5;
/** Pending cards per page, so a long backlog stays a short page. */
const PENDING_PAGE_SIZE = 50;

function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label={t`Loading reminders`}>
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-40 w-full" />
      ))}
    </div>
  );
}

/**
 * Pending invoices (awaiting payment: sent and not paid, overdue included) and the latest paid ones,
 * each with its reminder history: pages of the server's list, never the whole list.
 */
export function ReminderDashboard() {
  const { t } = useLingui();
  const [page, setPage] = React.useState(1);
  const pending = useInvoicePage({ page, pageSize: PENDING_PAGE_SIZE, status: 'pending' });
  const paid = useQuery(invoicePageQueryOptions({ pageSize: PAID_SHOWN, status: 'paid' }));
  const reminders = useReminders();
  const send = useSendReminder();
  const email = useReviewEmail();
  const markPaid = useUpdateInvoiceStatus();
  const [scheduling, setScheduling] = React.useState<Invoice | null>(null);

  if (pending.isLoading || paid.isLoading || reminders.isLoading) return <DashboardSkeleton />;
  if (pending.isError || paid.isError || reminders.isError || !pending.data || !paid.data) {
    return (
      <Card>
        <CardContent role="alert" className="py-8 text-center text-destructive">
          <Trans>The reminders could not be loaded. Reload the page to try again.</Trans>
        </CardContent>
      </Card>
    );
  }

  const history = remindersByInvoice(reminders.data);
  // Pending as everywhere: sent and unpaid. Drafts (never sent) and void invoices get no reminders.
  const { items: pendingItems, total: pendingTotal, counts } = pending.data;
  const paidItems = paid.data.items;
  const noInvoices = Object.values(counts).every((n) => n === 0);
  // Paying the last invoices of the last page leaves it empty: show the page before it.
  const pages = pageCount(pendingTotal, PENDING_PAGE_SIZE);
  if (!pending.isPlaceholderData && page > pages) setPage(pages);

  // Send Reminder shows the email for review first (issue #22 item 16).
  const onSendReminder = (invoice: Invoice) => email.review(reviewedReminder(send, invoice.id));
  const onMarkPaid = (invoice: Invoice) =>
    markPaid.mutate(
      { id: invoice.id, status: 'paid' },
      {
        onSuccess: () =>
          toast({
            title: t`Invoice Updated`,
            description: t`Invoice has been marked as paid.`,
            variant: 'success',
          }),
        onError: () => toast({ title: t`Failed to update invoice status.`, variant: 'destructive' }),
      },
    );

  const card = (invoice: Invoice) => (
    <ReminderInvoiceCard
      key={invoice.id}
      invoice={invoice}
      reminders={history.get(invoice.id) ?? []}
      onSendReminder={onSendReminder}
      onMarkPaid={onMarkPaid}
      onSchedule={setScheduling}
      sending={send.isPending && send.variables?.id === invoice.id}
      markingPaid={markPaid.isPending && markPaid.variables?.id === invoice.id}
    />
  );

  return (
    <div className="grid gap-8">
      {noInvoices && <OnboardingEmptyState variant="reminders" />}
      <section aria-labelledby="pending-invoices" className="grid gap-4">
        <h2 id="pending-invoices" className="flex items-center gap-2 text-lg font-semibold">
          <Trans>Pending Invoices</Trans> <Badge variant="secondary">{pendingTotal}</Badge>
        </h2>
        {pendingTotal === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
              <PartyPopper className="size-8 text-emerald-600" aria-hidden="true" />
              <p className="text-muted-foreground">
                <Trans>All invoices are paid! No pending payments.</Trans>
              </p>
            </CardContent>
          </Card>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">{pendingItems.map(card)}</div>
        )}
        <Pagination
          label={t`Pending Invoices`}
          page={page}
          pageSize={PENDING_PAGE_SIZE}
          total={pendingTotal}
          onPageChange={setPage}
        />
      </section>
      {paidItems.length > 0 && (
        <section aria-labelledby="paid-invoices" className="grid gap-4">
          <h2 id="paid-invoices" className="text-lg font-semibold">
            <Trans>Recently Paid</Trans>
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">{paidItems.map(card)}</div>
        </section>
      )}
      <ScheduleRemindersDialog invoice={scheduling} onOpenChange={(open) => !open && setScheduling(null)} />
      {email.dialog}
    </div>
  );
}
