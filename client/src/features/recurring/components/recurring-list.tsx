import { Trans, useLingui } from '@lingui/react/macro';
import { formatShortDate } from '@shared/dates';
import type { RecurringInvoice } from '@shared/recurring-invoices';
import * as React from 'react';
import { useCompanySettings } from '@/api/get-company-settings';
import { useInvoiceClients } from '@/api/get-invoice-clients';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination, pageCount } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteRecurringInvoice } from '../api/delete-recurring-invoice';
import { useRecurringInvoices } from '../api/get-recurring-invoices';
import { usePauseRecurringInvoice } from '../api/pause-recurring-invoice';
import { DeleteRecurringDialog } from './delete-recurring-dialog';
import type { ProfileHandlers } from './profile-actions';
import { RecurringCards, RecurringTable } from './recurring-table';

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <Card aria-busy="true" aria-label={t`Loading recurring invoices`}>
      <CardContent className="grid gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} data-testid="recurring-row-skeleton" className="h-14 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}

const failed = (title: string, tryAgain: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, tryAgain), variant: 'destructive' });

/**
 * The profiles (a table, cards on a phone) with their loading, empty and error states and row actions,
 * a page of the server's list at a time (issue #22 item 5).
 */
export function RecurringList({
  emptyState,
  onEdit,
  onViewInvoices,
}: {
  emptyState: React.ReactNode;
  onEdit: (profile: RecurringInvoice) => void;
  onViewInvoices: (profile: RecurringInvoice, clientName: string) => void;
}) {
  const { t } = useLingui();
  const [page, setPage] = React.useState(1);
  const profiles = useRecurringInvoices(page);
  const clients = useInvoiceClients();
  const taxRate = useCompanySettings().data?.taxRate;
  const pausing = usePauseRecurringInvoice();
  const deletion = useDeleteRecurringInvoice();
  const [deleting, setDeleting] = React.useState<RecurringInvoice | null>(null);

  if (profiles.isPending || clients.isPending) return <ListSkeleton />;
  if (profiles.isError) {
    return (
      <Card className="items-center px-6 py-10 text-center" role="alert">
        <p className="font-medium">
          <Trans>Your recurring invoices could not be loaded.</Trans>
        </p>
        <Button variant="outline" onClick={() => profiles.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Card>
    );
  }
  const { items, total, pageSize } = profiles.data;
  // Deleting the last rows of the last page leaves it empty: show the page before it.
  const pages = pageCount(total, pageSize);
  if (!profiles.isPlaceholderData && page > pages) setPage(pages);
  if (total === 0) return <>{emptyState}</>;

  const names = new Map((clients.data ?? []).map((c) => [c.id, c.name]));
  const deletedClient = t`Deleted client`;
  const nameOf = (p: RecurringInvoice) => (p.clientId !== null && names.get(p.clientId)) || deletedClient;
  const tryAgain = t`Please try again.`;
  const rows = items.map((profile) => ({ profile, clientName: nameOf(profile) }));

  const handlers: ProfileHandlers = {
    onEdit,
    onViewInvoices: (p) => onViewInvoices(p, nameOf(p)),
    onDelete: setDeleting,
    onPause: (p, paused) =>
      pausing.mutate(
        { id: p.id, paused },
        {
          onSuccess: (saved) => {
            const nextDate = saved.nextIssueDate ? formatShortDate(saved.nextIssueDate) : null;
            toast({
              title: paused ? t`Recurring invoice paused` : t`Recurring invoice resumed`,
              description: nextDate
                ? t`Next invoice on ${nextDate}.`
                : t`No invoices are made until you resume it.`,
              variant: 'success',
            });
          },
          onError: failed(
            paused ? t`Failed to pause recurring invoice` : t`Failed to resume recurring invoice`,
            tryAgain,
          ),
        },
      ),
    pausingId: pausing.isPending ? pausing.variables?.id : undefined,
  };

  return (
    <>
      <RecurringTable rows={rows} taxRate={taxRate} handlers={handlers} />
      <RecurringCards rows={rows} taxRate={taxRate} handlers={handlers} />
      <Pagination
        label={t`Recurring invoices`}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={setPage}
        className="mt-4"
      />
      <DeleteRecurringDialog
        target={deleting && { clientName: nameOf(deleting), invoiceCount: deleting.invoiceCount }}
        pending={deletion.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() =>
          deleting &&
          deletion.mutate(deleting.id, {
            onSuccess: () => toast({ title: t`Recurring invoice deleted`, variant: 'success' }),
            onError: failed(t`Failed to delete recurring invoice`, tryAgain),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
}
