import { useLingui } from '@lingui/react/macro';
import * as React from 'react';
import { toast } from '@/lib/toast';
import { downloadInvoicePdf } from '../api/invoice-pdf';

/** Downloads an invoice's PDF with SPEC §8's toasts; `busy` while it is on its way. */
export function useDownloadPdf() {
  const { t } = useLingui();
  const [busy, setBusy] = React.useState(false);
  const download = async (id: number) => {
    setBusy(true);
    try {
      await downloadInvoicePdf(id);
      toast({ title: t`PDF downloaded successfully`, variant: 'success' });
    } catch {
      toast({ title: t`Failed to download PDF`, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}
