import type { InvoiceWithItems } from '@shared/invoices';
import * as React from 'react';
import { useCompanySettings } from '@/api/get-company-settings';
import { useInvoiceClients } from '@/api/get-invoice-clients';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useInvoice } from '../api/get-invoice';
import { CreateInvoiceDialog } from './create-invoice-dialog';
import { InvoiceDocument, type InvoiceParts } from './invoice-document';
import { InvoiceView } from './invoice-view';
import { PreviewDialogShell } from './preview-dialog-shell';
import { useDownloadPdf } from './use-download-pdf';

type Client = { id: number; phone: string | null; address: string | null };

/** A saved invoice as the document shows it; phone and address come from its client while it exists. */
export function toDocumentData(invoice: InvoiceWithItems, client: Client | undefined): InvoiceParts {
  return {
    invoice,
    buyer: {
      name: invoice.clientName,
      email: invoice.clientEmail,
      phone: client?.phone ?? null,
      address: client?.address ?? null,
    },
    lines: invoice.lineItems,
  };
}

function DocumentSkeleton() {
  return (
    <div className="grid gap-4" data-testid="invoice-preview-loading" aria-busy="true">
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-10 w-48" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/**
 * SPEC §2 Invoice Preview of a saved invoice (the create form's draft is draft-preview-dialog.tsx).
 * It opens as the invoice view of issue #11: status and money, its payments and
 * activity, and the actions its state allows. It stays a dialog rather than a page at
 * /invoices/{id}: every table opens it in place, so the list and its scroll position are where the
 * user left them, and Duplicate simply shows the new draft in the same dialog (as Correct does, with
 * the draft's edit dialog open).
 */
export function InvoicePreviewDialog({
  invoiceId,
  open,
  onOpenChange,
}: {
  invoiceId?: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const settings = useCompanySettings();
  // The invoice shown: the one opened, until Duplicate moves on to the copy.
  const [shownId, setShownId] = React.useState(invoiceId);
  React.useEffect(() => setShownId(invoiceId), [invoiceId]);
  // Correct moves on to the new draft and opens it for editing.
  const [correctedDraft, setCorrectedDraft] = React.useState<InvoiceWithItems | null>(null);
  const saved = useInvoice(open ? shownId : null);
  const clients = useInvoiceClients();
  const { download, busy } = useDownloadPdf();

  const failed = saved.isError;
  const close = React.useRef(onOpenChange);
  close.current = onOpenChange;
  React.useEffect(() => {
    if (!failed) return;
    toast({ title: 'Failed to load invoice details', variant: 'destructive' });
    close.current(false);
  }, [failed]);

  const data = saved.data
    ? toDocumentData(
        saved.data,
        clients.data?.find((c) => c.id === saved.data.clientId),
      )
    : undefined;
  const document = data ? <InvoiceDocument parts={data} settings={settings.data} /> : <DocumentSkeleton />;

  return (
    <PreviewDialogShell data={data} open={open} onOpenChange={onOpenChange}>
      {saved.data ? (
        <InvoiceView
          invoice={saved.data}
          document={document}
          onShowInvoice={setShownId}
          onCorrected={(next) => {
            setShownId(next.id);
            setCorrectedDraft(next);
          }}
          onClose={() => onOpenChange(false)}
          downloadPdf={download}
          downloading={busy}
        />
      ) : (
        <DocumentSkeleton />
      )}
      <CreateInvoiceDialog
        open={correctedDraft !== null}
        onOpenChange={(next) => !next && setCorrectedDraft(null)}
        editing={correctedDraft}
      />
    </PreviewDialogShell>
  );
}
