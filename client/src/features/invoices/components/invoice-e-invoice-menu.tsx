import { Trans, useLingui } from '@lingui/react/macro';
import { E_INVOICE_FORMATS } from '@shared/e-invoice';
import type { InvoiceWithItems } from '@shared/invoices';
import { FileCode2 } from 'lucide-react';
import { EInvoiceDownloadMenu } from '@/components/e-invoice/e-invoice-download-menu';
import { Button } from '@/components/ui/button';
import { useEInvoiceReadiness } from '../api/e-invoice';

/**
 * "Download e-invoice" of an invoice: each format it is ready for (issue 4/6). A draft is no invoice
 * yet, so it offers none.
 */
export function InvoiceEInvoiceMenu({ invoice }: { invoice: InvoiceWithItems }) {
  const { t } = useLingui();
  const draft = invoice.status === 'draft';
  const readiness = useEInvoiceReadiness(draft ? null : invoice.id);
  const formats = readiness.data && E_INVOICE_FORMATS.filter((f) => readiness.data.formats?.[f]?.ready);

  if (draft)
    return (
      <Button
        variant="outline"
        size="sm"
        disabled
        title={t`Issue the invoice first: a draft is not an invoice yet`}
      >
        <FileCode2 aria-hidden="true" /> <Trans>Download e-invoice</Trans>
      </Button>
    );
  return (
    <EInvoiceDownloadMenu
      documentPath={`/api/invoices/${invoice.id}`}
      formats={formats}
      heading={formats?.length ? t`Ready formats` : t`No format is ready yet`}
    />
  );
}
