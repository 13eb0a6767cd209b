import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useCompanySettings } from '@/api/get-company-settings';
import { Button } from '@/components/ui/button';
import { InvoiceDocument, type InvoiceParts } from './invoice-document';
import { PreviewDialogShell } from './preview-dialog-shell';

/** The create or edit form's values as the invoice will print them; its PDF comes once it is saved. */
export function DraftPreviewDialog({
  draft,
  open,
  onOpenChange,
}: {
  draft: InvoiceParts | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const settings = useCompanySettings();
  return (
    <PreviewDialogShell
      named={draft ? { number: draft.invoice.invoiceNumber, clientName: draft.buyer.name } : undefined}
      open={open}
      onOpenChange={onOpenChange}
    >
      <div className="flex justify-end">
        <Button variant="outline" disabled title={t`Save the invoice to download its PDF`}>
          <Download aria-hidden="true" />
          <Trans>Download PDF</Trans>
        </Button>
      </div>
      {draft && <InvoiceDocument parts={draft} settings={settings.data} />}
    </PreviewDialogShell>
  );
}
