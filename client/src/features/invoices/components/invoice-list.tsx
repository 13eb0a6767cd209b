import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice, InvoiceWithItems } from '@shared/invoices';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, SearchX } from 'lucide-react';
import * as React from 'react';
import { invoicePageQueryOptions, useInvoicePage } from '@/api/get-invoice-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMediaQuery } from '@/lib/use-media-query';
import {
  countFor,
  DEFAULT_SORTING,
  invoiceSections,
  type StatusChoice,
  toggleSort,
} from '../utils/invoice-list-options';
import { CreateInvoiceDialog } from './create-invoice-dialog';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { InvoiceListToolbar } from './invoice-list-toolbar';
import { InvoicePreviewDialog } from './invoice-preview-dialog';
import type { InvoiceRowHandlers } from './invoice-row-actions';
import { WIDE_INVOICE_LIST } from './invoice-rows';
import { InvoiceSection } from './invoice-section';
import { useCorrections } from './use-corrections';
import { useInvoiceActions } from './use-invoice-actions';

/** Rows the second and later tables draw in the first frame (the rest follow, see InvoiceRows). */
const BELOW_FOLD_ROWS = 3;

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <Card aria-busy="true" aria-label={t`Loading invoices`}>
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
        <h2 className="text-lg font-semibold">
          <Trans>No invoices found</Trans>
        </h2>
        <p className="text-muted-foreground">
          <Trans>Create your first invoice to get started</Trans>
        </p>
      </CardContent>
    </Card>
  );
}

function NoMatches({ q: search, onClear }: { q: string; onClear: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">
          <Trans>No invoices match “{search}”</Trans>
        </h2>
        <p className="text-muted-foreground">
          <Trans>Search by invoice number, client name or client email.</Trans>
        </p>
        <Button variant="outline" className="mt-2" onClick={onClear}>
          <Trans>Clear search</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * SPEC §2 Invoices page body: the search, the status filter and the tables (pending, drafts, paid,
 * void), each asking the server for one page at a time, with their row actions and dialogs (a
 * correction's new draft opens in the edit dialog).
 */
export function InvoiceList({
  onScheduleReminders,
  emptyState,
}: {
  onScheduleReminders?: (invoice: Invoice) => void;
  /** Replaces the plain empty state (e.g. an onboarding panel). */
  emptyState?: React.ReactNode;
}) {
  const [search, setSearch] = React.useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = React.useState<StatusChoice>('all');
  const [sorting, setSorting] = React.useState(DEFAULT_SORTING);
  const wide = useMediaQuery(WIDE_INVOICE_LIST);
  const sections = invoiceSections(status);
  // The first table's first page: its counts (over the search) feed the filter and the empty states.
  const head = useInvoicePage({ q, status: sections[0].status, ...sorting });
  // The other tables' first pages load alongside, not once the first table has drawn.
  const queryClient = useQueryClient();
  React.useEffect(() => {
    for (const section of invoiceSections(status).slice(1)) {
      void queryClient.prefetchQuery(
        invoicePageQueryOptions({ q, status: section.status, sort: sorting.sort, order: sorting.order }),
      );
    }
  }, [queryClient, q, status, sorting.sort, sorting.order]);
  const actions = useInvoiceActions();
  const [viewing, setViewing] = React.useState<number | null>(null);
  const [deleting, setDeleting] = React.useState<Invoice | null>(null);
  // A correction's new draft opens for editing at once.
  const [draft, setDraft] = React.useState<InvoiceWithItems | null>(null);
  const corrections = useCorrections(setDraft);

  if (head.isPending) return <ListSkeleton />;
  if (head.isError) {
    return (
      <Card>
        <CardContent role="alert" className="py-8 text-center text-destructive">
          <Trans>The invoices could not be loaded. Reload the page to try again.</Trans>
        </CardContent>
      </Card>
    );
  }
  const { counts } = head.data;
  // Not while the counts are still those of a search just cleared.
  if (!q && !head.isPlaceholderData && countFor('all', counts) === 0)
    return <>{emptyState ?? <EmptyState />}</>;

  const handlers: InvoiceRowHandlers = {
    onView: (i) => setViewing(i.id),
    onOpenPdf: actions.openPdf,
    onMarkPaid: actions.markPaid,
    onSend: actions.send,
    onDelete: setDeleting,
    onCorrect: corrections.start,
    onScheduleReminders,
    markingPaidId: actions.busy.status,
    sendingId: actions.busy.sending,
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <InvoiceListToolbar
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        counts={counts}
        sorting={sorting}
        onSorting={setSorting}
        showSort={!wide}
      />
      {q && countFor('all', counts) === 0 ? (
        <NoMatches q={q} onClear={() => setSearch('')} />
      ) : (
        sections.map((section, index) => (
          // Keyed by position: a new filter reuses the table, whose rows stay until the new ones come.
          <InvoiceSection
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity (see above)
            key={index}
            section={section}
            q={q}
            sorting={sorting}
            onSort={(sort) => setSorting((current) => toggleSort(current, sort))}
            counts={counts}
            handlers={handlers}
            // The tables below the first start under the fold: a few rows in the first frame suffice.
            firstRows={index === 0 ? undefined : BELOW_FOLD_ROWS}
          />
        ))
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
      {corrections.dialogs}
      <CreateInvoiceDialog
        open={draft !== null}
        onOpenChange={(open) => !open && setDraft(null)}
        editing={draft}
      />
      {actions.reviewDialog}
    </div>
  );
}
