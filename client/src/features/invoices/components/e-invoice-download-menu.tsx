import { E_INVOICE_FORMAT_LABELS, E_INVOICE_FORMATS, type EInvoiceFormat } from '@shared/e-invoice';
import type { InvoiceWithItems } from '@shared/invoices';
import { ChevronDown, FileCode2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadEInvoice, useEInvoiceReadiness } from '../api/e-invoice';

/** A refused download: the server's message, and what is missing. */
function refusedToast(error: unknown) {
  const missing = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
  toast({
    title: errorMessage(error, 'Failed to download e-invoice'),
    description: missing.length > 0 ? missing.join(' · ') : undefined,
    variant: 'destructive',
  });
}

/**
 * "Download e-invoice": each format the invoice is ready for (issue 4/6). A draft is no invoice yet,
 * so it offers none.
 */
export function EInvoiceDownloadMenu({ invoice }: { invoice: InvoiceWithItems }) {
  const draft = invoice.status === 'draft';
  const readiness = useEInvoiceReadiness(draft ? null : invoice.id);
  const [busy, setBusy] = React.useState(false);
  const ready = E_INVOICE_FORMATS.filter((f) => readiness.data?.formats?.[f]?.ready);

  const download = async (format: EInvoiceFormat) => {
    setBusy(true);
    try {
      await downloadEInvoice(invoice.id, format);
      toast({ title: `${E_INVOICE_FORMAT_LABELS[format]} downloaded`, variant: 'success' });
    } catch (error) {
      refusedToast(error);
    } finally {
      setBusy(false);
    }
  };

  if (draft)
    return (
      <Button
        variant="outline"
        size="sm"
        disabled
        title="Issue the invoice first: a draft is not an invoice yet"
      >
        <FileCode2 aria-hidden="true" /> Download e-invoice
      </Button>
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={busy || !readiness.data}>
          <FileCode2 aria-hidden="true" /> {busy ? 'Downloading...' : 'Download e-invoice'}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{ready.length > 0 ? 'Ready formats' : 'No format is ready yet'}</DropdownMenuLabel>
        {ready.map((format) => (
          <DropdownMenuItem key={format} onSelect={() => download(format)}>
            {E_INVOICE_FORMAT_LABELS[format]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
