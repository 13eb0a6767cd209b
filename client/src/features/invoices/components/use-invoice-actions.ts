import type { Invoice } from '@shared/invoices';
import { manualReminderToasts, useSendReminder } from '@/api/send-reminder';
import { useUpdateInvoiceStatus } from '@/api/update-invoice-status';
import { toast } from '@/lib/toast';
import { useDeleteInvoice } from '../api/delete-invoice';
import { openInvoicePdf } from '../api/invoice-pdf';
import { sendInvoiceToasts, useSendInvoice } from '../api/send-invoice';
import { failureToast } from '../utils/failure-toast';
import { useDownloadPdf } from './use-download-pdf';

/** The row actions of the invoice tables (and the invoice view's PDF and Send), with SPEC §8's toasts. */
export function useInvoiceActions() {
  const status = useUpdateInvoiceStatus();
  const deletion = useDeleteInvoice();
  const reminder = useSendReminder();
  const pdf = useDownloadPdf();
  const sending = useSendInvoice();

  return {
    markPaid: (invoice: Pick<Invoice, 'id'>) =>
      status.mutate(
        { id: invoice.id, status: 'paid' },
        {
          onSuccess: () => toast({ title: 'Invoice marked as paid successfully', variant: 'success' }),
          // The server's reason (e.g. "paid is final") when it gave one.
          onError: failureToast('Failed to update invoice status'),
        },
      ),
    remove: (invoice: Pick<Invoice, 'id'>, onDone?: () => void) =>
      deletion.mutate(invoice.id, {
        onSuccess: () => toast({ title: 'Invoice deleted successfully', variant: 'success' }),
        onError: () => toast({ title: 'Failed to delete invoice', variant: 'destructive' }),
        onSettled: onDone,
      }),
    sendReminder: (invoice: Pick<Invoice, 'id'>) =>
      reminder.mutate({ id: invoice.id, reminderType: 'manual' }, manualReminderToasts),
    /** Send a draft (or send a sent invoice again). */
    send: (invoice: Pick<Invoice, 'id'>) => sending.mutate(invoice.id, sendInvoiceToasts),
    downloadPdf: (invoice: Pick<Invoice, 'id'>) => pdf.download(invoice.id),
    openPdf: (invoice: Pick<Invoice, 'id'>) =>
      openInvoicePdf(invoice.id).catch(() =>
        toast({ title: 'Failed to download PDF', variant: 'destructive' }),
      ),
    busy: {
      status: status.isPending ? status.variables?.id : undefined,
      deleting: deletion.isPending,
      reminder: reminder.isPending ? reminder.variables?.id : undefined,
      sending: sending.isPending ? sending.variables : undefined,
    },
  };
}
