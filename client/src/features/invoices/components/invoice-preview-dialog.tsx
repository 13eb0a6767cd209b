import { useLingui } from '@lingui/react/macro';
import type { InvoiceWithItems } from '@shared/invoices';
import * as React from 'react';
import { toast } from '@/lib/toast';
import { useInvoice } from '../api/get-invoice';
import { useInvoiceDocument } from '../api/get-invoice-document';
import { CreateInvoiceDialog } from './create-invoice-dialog';
import { InvoiceView } from './invoice-view';
import { PreviewDialogShell } from './preview-dialog-shell';
import { DocumentSkeleton, SavedInvoiceDocument } from './saved-invoice-document';
import { useDownloadPdf } from './use-download-pdf';

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
  // The invoice shown: the one opened, until Duplicate moves on to the copy.
  const { t } = useLingui();
  const [shownId, setShownId] = React.useState(invoiceId);
  React.useEffect(() => setShownId(invoiceId), [invoiceId]);
  // Correct moves on to the new draft and opens it for editing.
  const [correctedDraft, setCorrectedDraft] = React.useState<InvoiceWithItems | null>(null);
  const saved = useInvoice(open ? shownId : null);
  // Its document is asked for alongside the invoice rather than after it (SavedInvoiceDocument reads it).
  useInvoiceDocument(open ? shownId : null);
  const { download, busy } = useDownloadPdf();

  const failed = saved.isError;
  const close = React.useRef(onOpenChange);
  close.current = onOpenChange;
  React.useEffect(() => {
    if (!failed) return;
    toast({ title: t`Failed to load invoice details`, variant: 'destructive' });
    close.current(false);
  }, [failed, t]);

  return (
    <PreviewDialogShell
      named={saved.data && { number: saved.data.invoiceNumber, clientName: saved.data.clientName }}
      open={open}
      onOpenChange={onOpenChange}
    >
      {saved.data ? (
        <InvoiceView
          invoice={saved.data}
          document={<SavedInvoiceDocument invoiceId={saved.data.id} />}
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
