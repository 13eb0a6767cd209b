import { Trans, useLingui } from '@lingui/react/macro';
import { canDo, isIssued } from '@shared/invoice-lifecycle';
import type { Invoice } from '@shared/invoices';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Download, Eye, Mail, Send } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { RECENT_INVOICES, useInvoicePage } from '@/api/get-invoice-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { prefetchInvoiceList } from '../api/prefetch-invoice-list';
import { IconAction } from './invoice-row-parts';
import { InvoiceRows } from './invoice-rows';
import { useInvoiceActions } from './use-invoice-actions';

// The invoice view (document, payments, history, its forms) loads when a row is first opened, not
// with the dashboard.
const InvoicePreviewDialog = React.lazy(() =>
  import('./invoice-preview-dialog').then((m) => ({ default: m.InvoicePreviewDialog })),
);

/** View, download, send a draft or a reminder, mark paid: SPEC §2's dashboard row actions. */
function RecentInvoiceActions({
  invoice,
  actions,
  onView,
}: {
  invoice: Invoice;
  actions: ReturnType<typeof useInvoiceActions>;
  onView: () => void;
}) {
  const { t } = useLingui();
  const number = invoice.invoiceNumber;
  return (
    <>
      <IconAction label={t`View invoice ${number}`} onClick={onView}>
        <Eye aria-hidden="true" />
      </IconAction>
      <IconAction label={t`Download PDF of invoice ${number}`} onClick={() => actions.downloadPdf(invoice)}>
        <Download aria-hidden="true" />
      </IconAction>
      {canDo(invoice, 'send') && !isIssued(invoice) && (
        <IconAction
          label={t`Send invoice ${number}`}
          onClick={() => actions.send(invoice)}
          disabled={actions.busy.sending === invoice.id}
        >
          <Mail aria-hidden="true" />
        </IconAction>
      )}
      {canDo(invoice, 'remind') && (
        <IconAction
          label={t`Send reminder for invoice ${number}`}
          onClick={() => actions.sendReminder(invoice)}
          disabled={actions.busy.reminder === invoice.id}
        >
          <Send aria-hidden="true" />
        </IconAction>
      )}
      {canDo(invoice, 'recordPayment') && (
        <IconAction
          label={t`Mark invoice ${number} as paid`}
          onClick={() => actions.markPaid(invoice)}
          disabled={actions.busy.status === invoice.id}
        >
          <CheckCircle2 aria-hidden="true" />
        </IconAction>
      )}
    </>
  );
}

/**
 * Dashboard "Recent Invoices": the newest five, asked of the server as one page of five rather than
 * the whole list; each total in its own invoice's currency (PRODUCT §1).
 */
export function RecentInvoices(props: React.ComponentProps<'div'>) {
  const { t } = useLingui();
  const { data, isPending, isError } = useInvoicePage({ pageSize: RECENT_INVOICES });
  const actions = useInvoiceActions();
  const [viewing, setViewing] = React.useState<number | null>(null);
  const recent = data?.items ?? [];
  // "View all" leads to the Invoices page: its first pages are asked for on the way, as from the sidebar.
  const queryClient = useQueryClient();
  const prefetch = () => prefetchInvoiceList(queryClient);

  return (
    <Card {...props}>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>
          <Trans>Recent Invoices</Trans>
        </CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/invoices" onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
            <Trans>View all</Trans>
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="px-0 sm:px-2">
        {isPending ? (
          <div
            className="grid gap-3 px-5"
            role="status"
            aria-busy="true"
            aria-label={t`Loading recent invoices`}
          >
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} data-testid="recent-invoice-skeleton" className="h-10 w-full" />
            ))}
          </div>
        ) : isError ? (
          <p role="alert" className="px-5 py-6 text-center text-sm text-destructive">
            <Trans>The recent invoices could not be loaded. Reload the page to try again.</Trans>
          </p>
        ) : recent.length === 0 ? (
          <p className="px-5 py-8 text-center text-muted-foreground">
            <Trans>No invoices yet. Create your first invoice to get started.</Trans>
          </p>
        ) : (
          <InvoiceRows
            label={t`Recent Invoices`}
            invoices={recent}
            amountColumn="total"
            actions={(invoice) => (
              <RecentInvoiceActions
                invoice={invoice}
                actions={actions}
                onView={() => setViewing(invoice.id)}
              />
            )}
            testId={(invoice) => `recent-invoice-${invoice.id}`}
          />
        )}
      </CardContent>
      {viewing !== null && (
        <React.Suspense fallback={null}>
          <InvoicePreviewDialog invoiceId={viewing} open onOpenChange={(open) => !open && setViewing(null)} />
        </React.Suspense>
      )}
      {actions.reviewDialog}
    </Card>
  );
}
