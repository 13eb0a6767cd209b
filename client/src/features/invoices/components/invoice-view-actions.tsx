import { Trans, useLingui } from '@lingui/react/macro';
import { canDo, isIssued } from '@shared/invoice-lifecycle';
import type { InvoiceWithItems } from '@shared/invoices';
import {
  Ban,
  Copy,
  Download,
  FilePenLine,
  HandCoins,
  Pencil,
  ReceiptText,
  Repeat,
  Send,
  Trash2,
} from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { useReviewEmail } from '@/components/email/use-review-email';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteInvoice } from '../api/delete-invoice';
import { useDuplicateInvoice } from '../api/duplicate-invoice';
import { reviewedSend, useSendInvoice } from '../api/send-invoice';
import { failureToast } from '../utils/failure-toast';
import { CreateInvoiceDialog } from './create-invoice-dialog';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { InvoiceEInvoiceMenu } from './invoice-e-invoice-menu';
import { RecordPaymentDialog } from './record-payment-dialog';
import { useCorrections } from './use-corrections';

type Open = 'payment' | 'delete' | null;

/**
 * The invoice view's actions, only those the lifecycle table allows now (shared/invoice-lifecycle.ts):
 * a draft is edited, sent or deleted; an issued invoice is credited, corrected or cancelled by credit
 * notes (issue #23). Duplicate shows the new draft in the same view; Delete closes the view first,
 * so nothing tries to reload the removed invoice; a correction's draft goes to `onCorrected`.
 */
export function InvoiceViewActions({
  invoice,
  onShowInvoice,
  onCorrected,
  onClose,
  downloadPdf,
  downloading,
  editing,
  onEdit,
}: {
  invoice: InvoiceWithItems;
  onShowInvoice: (id: number) => void;
  onCorrected: (draft: InvoiceWithItems) => void;
  onClose: () => void;
  downloadPdf: (id: number) => void;
  downloading: boolean;
  /** The edit form is open (on `field`, when one is named); `onEdit(null)` closes it. */
  editing: { field?: string } | null;
  onEdit: (editing: { field?: string } | null) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = React.useState<Open>(null);
  const sending = useSendInvoice();
  const email = useReviewEmail();
  const duplication = useDuplicateInvoice();
  const deletion = useDeleteInvoice();
  const corrections = useCorrections(onCorrected);
  const can = (action: Parameters<typeof canDo>[1]) => canDo(invoice, action);
  const closeDialog = (next: boolean) => !next && setOpen(null);

  const duplicate = () =>
    duplication.mutate(invoice.id, {
      onSuccess: (copy) => {
        const draft = copy.invoiceNumber;
        const original = invoice.invoiceNumber;
        toast({
          title: t`Invoice duplicated`,
          description: t`Draft ${draft} was created from ${original}.`,
          variant: 'success',
        });
        onShowInvoice(copy.id);
      },
      onError: failureToast(t`Failed to duplicate invoice`),
    });

  return (
    <div className="flex flex-wrap gap-2" data-testid="invoice-actions">
      {can('edit') && (
        <Button variant="outline" size="sm" onClick={() => onEdit({})}>
          <Pencil aria-hidden="true" /> <Trans>Edit</Trans>
        </Button>
      )}
      {can('send') && (
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            // A field of a draft its e-invoice lacks is fixed in its edit form, opened on that field.
            email.review(
              reviewedSend(sending, invoice, can('edit') ? (field) => onEdit({ field }) : undefined),
            )
          }
          disabled={sending.isPending}
        >
          <Send aria-hidden="true" />
          {sending.isPending ? (
            <Trans>Sending...</Trans>
          ) : isIssued(invoice) ? (
            <Trans>Resend</Trans>
          ) : (
            <Trans>Send</Trans>
          )}
        </Button>
      )}
      {can('recordPayment') && (
        <Button size="sm" onClick={() => setOpen('payment')}>
          <HandCoins aria-hidden="true" /> <Trans>Record Payment</Trans>
        </Button>
      )}
      {can('credit') && (
        <Button variant="outline" size="sm" onClick={() => corrections.start(invoice, 'credit')}>
          <ReceiptText aria-hidden="true" /> <Trans>Issue credit note…</Trans>
        </Button>
      )}
      {can('correct') && (
        <Button variant="outline" size="sm" onClick={() => corrections.start(invoice, 'correct')}>
          <FilePenLine aria-hidden="true" /> <Trans>Correct…</Trans>
        </Button>
      )}
      {can('void') && (
        <Button variant="outline" size="sm" onClick={() => corrections.start(invoice, 'void')}>
          <Ban aria-hidden="true" className="text-destructive" /> <Trans>Cancel invoice…</Trans>
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={duplicate} disabled={duplication.isPending}>
        <Copy aria-hidden="true" /> <Trans>Duplicate</Trans>
      </Button>
      {/* The Recurring page opens its dialog prefilled from this invoice (issue 13). */}
      <Button variant="outline" size="sm" asChild>
        <Link to={`/recurring?from-invoice=${invoice.id}`}>
          <Repeat aria-hidden="true" /> <Trans>Make Recurring</Trans>
        </Link>
      </Button>
      <Button variant="outline" size="sm" onClick={() => downloadPdf(invoice.id)} disabled={downloading}>
        <Download aria-hidden="true" /> <Trans>Download PDF</Trans>
      </Button>
      <InvoiceEInvoiceMenu invoice={invoice} />
      {can('delete') && (
        <Button variant="outline" size="sm" onClick={() => setOpen('delete')}>
          <Trash2 aria-hidden="true" className="text-destructive" /> <Trans>Delete</Trans>
        </Button>
      )}

      <CreateInvoiceDialog
        open={editing !== null}
        onOpenChange={(next) => !next && onEdit(null)}
        editing={invoice}
        focusField={editing?.field}
      />
      <RecordPaymentDialog invoice={invoice} open={open === 'payment'} onOpenChange={closeDialog} />
      {corrections.dialogs}
      <DeleteInvoiceDialog
        invoice={open === 'delete' ? invoice : null}
        pending={false}
        onOpenChange={closeDialog}
        onConfirm={() => {
          setOpen(null);
          onClose();
          // mutateAsync: its outcome still arrives after the closed view has unmounted.
          deletion.mutateAsync(invoice.id).then(
            () => toast({ title: t`Invoice deleted successfully`, variant: 'success' }),
            () => toast({ title: t`Failed to delete invoice`, variant: 'destructive' }),
          );
        }}
      />
      {email.dialog}
    </div>
  );
}
