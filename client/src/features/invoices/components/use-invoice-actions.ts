import { useLingui } from '@lingui/react/macro';
import type { Invoice } from '@shared/invoices';
import { reviewedReminder, useSendReminder } from '@/api/send-reminder';
import { useUpdateInvoiceStatus } from '@/api/update-invoice-status';
import { useReviewEmail } from '@/components/email/use-review-email';
import { toast } from '@/lib/toast';
import { useDeleteInvoice } from '../api/delete-invoice';
import { openInvoicePdf } from '../api/invoice-pdf';
import { reviewedSend, useSendInvoice } from '../api/send-invoice';
import { failureToast } from '../utils/failure-toast';
import { useDownloadPdf } from './use-download-pdf';

/** The row actions of the invoice tables (and the invoice view's PDF and Send), with SPEC §8's toasts. */
export function useInvoiceActions() {
  const { t } = useLingui();
  const status = useUpdateInvoiceStatus();
  const deletion = useDeleteInvoice();
  const reminder = useSendReminder();
  const pdf = useDownloadPdf();
  const sending = useSendInvoice();
  const email = useReviewEmail();

  return {
    markPaid: (invoice: Pick<Invoice, 'id'>) =>
      status.mutate(
        { id: invoice.id, status: 'paid' },
        {
          onSuccess: () => toast({ title: t`Invoice marked as paid successfully`, variant: 'success' }),
          // The server's reason (e.g. "paid is final") when it gave one.
          onError: failureToast(t`Failed to update invoice status`),
        },
      ),
    remove: (invoice: Pick<Invoice, 'id'>, onDone?: () => void) =>
      deletion.mutate(invoice.id, {
        onSuccess: () => toast({ title: t`Invoice deleted successfully`, variant: 'success' }),
        onError: () => toast({ title: t`Failed to delete invoice`, variant: 'destructive' }),
        onSettled: onDone,
      }),
    /** Send Reminder and Send open the email for review first (issue #22 item 16). */
    sendReminder: (invoice: Pick<Invoice, 'id'>) => email.review(reviewedReminder(reminder, invoice.id)),
    /** Send a draft (or send a sent invoice again). */
    send: (invoice: Pick<Invoice, 'id' | 'clientId'>) => email.review(reviewedSend(sending, invoice)),
    /** The review dialog of send and sendReminder: rendered by the component using these actions. */
    reviewDialog: email.dialog,
    downloadPdf: (invoice: Pick<Invoice, 'id'>) => pdf.download(invoice.id),
    openPdf: (invoice: Pick<Invoice, 'id'>) =>
      openInvoicePdf(invoice.id).catch(() =>
        toast({ title: t`Failed to download PDF`, variant: 'destructive' }),
      ),
    busy: {
      status: status.isPending ? status.variables?.id : undefined,
      deleting: deletion.isPending,
      reminder: reminder.isPending ? reminder.variables?.id : undefined,
      sending: sending.isPending ? sending.variables?.id : undefined,
    },
  };
}
