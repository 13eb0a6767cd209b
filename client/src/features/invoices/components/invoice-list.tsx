import type { Invoice } from '@shared/invoices';
import { FileText } from 'lucide-react';
import * as React from 'react';
import { useInvoices } from '@/api/get-invoices';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { InvoicePreviewDialog } from './invoice-preview-dialog';
import { InvoiceTable } from './invoice-table';
import { useInvoiceActions } from './use-invoice-actions';

function ListSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading invoices">
      <CardContent className="grid gap-3">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} data-testid="invoice-row-skeleton" className="h-12 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}

function EmptyState() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
        <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No invoices found</h2>
        <p className="text-muted-foreground">Create your first invoice to get started</p>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 Invoices page body: pending (every status but paid and void), paid and void invoices, with their actions. */
export function InvoiceList({
  onScheduleReminders,
  emptyState,
}: {
  onScheduleReminders?: (invoice: Invoice) => void;
  /** Replaces the plain empty state (e.g. an onboarding panel). */
  emptyState?: React.ReactNode;
}) {
  const { data: invoices, isLoading, isError } = useInvoices();
  const actions = useInvoiceActions();
  const [viewing, setViewing] = React.useState<number | null>(null);
  const [deleting, setDeleting] = React.useState<Invoice | null>(null);

  if (isLoading) return <ListSkeleton />;
  if (isError) {
    return (
      <Card>
        <CardContent role="alert" className="py-8 text-center text-destructive">
          The invoices could not be loaded. Reload the page to try again.
        </CardContent>
      </Card>
    );
  }
  if (!invoices?.length) return <>{emptyState ?? <EmptyState />}</>;

  // Void invoices are neither pending nor paid: they get their own table, shown once there is one.
  const pending = invoices.filter((i) => i.status !== 'paid' && i.status !== 'void');
  const paid = invoices.filter((i) => i.status === 'paid');
  const voided = invoices.filter((i) => i.status === 'void');
  const handlers = {
    onView: (i: Invoice) => setViewing(i.id),
    onOpenPdf: actions.openPdf,
    onMarkPaid: actions.markPaid,
    onSend: actions.send,
    onDelete: setDeleting,
    onScheduleReminders,
    markingPaidId: actions.busy.status,
    sendingId: actions.busy.sending,
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <InvoiceTable
        title="Pending Invoices"
        invoices={pending}
        empty="No pending invoices: everything is paid."
        handlers={handlers}
      />
      <InvoiceTable title="Paid Invoices" invoices={paid} empty="No paid invoices yet." handlers={handlers} />
      {voided.length > 0 && (
        <InvoiceTable title="Void Invoices" invoices={voided} empty="" handlers={handlers} />
      )}
      <InvoicePreviewDialog
        invoiceId={viewing}
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
      />
      <DeleteInvoiceDialog
        invoice={deleting}
        pending={actions.busy.deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => deleting && actions.remove(deleting, () => setDeleting(null))}
      />
    </div>
  );
}
