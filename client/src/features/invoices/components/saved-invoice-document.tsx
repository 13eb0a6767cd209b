import { Trans } from '@lingui/react/macro';
import { InvoiceDocumentView } from '@/components/invoice/invoice-document-view';
import { Skeleton } from '@/components/ui/skeleton';
import { useInvoiceDocument } from '../api/get-invoice-document';

export function DocumentSkeleton() {
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
 * A saved invoice's document as the server assembles it, the value its PDF prints (decision 024):
 * an issued invoice with the company, client and logo frozen at issue — never today's Settings —,
 * a void one with its "VOID" mark and the credit notes against it; a draft with today's.
 */
export function SavedInvoiceDocument({ invoiceId }: { invoiceId: number }) {
  const document = useInvoiceDocument(invoiceId);
  if (document.isError)
    return (
      <p role="alert" className="rounded-lg border p-4 text-sm text-destructive">
        <Trans>The invoice document could not be loaded. Please close the preview and open it again.</Trans>
      </p>
    );
  if (!document.data) return <DocumentSkeleton />;
  return <InvoiceDocumentView document={document.data} logoUrl={document.data.logoUrl} />;
}
