import { t } from '@lingui/core/macro';
import type { Invoice } from '@shared/invoices';
import type { SendInvoiceInput } from '@shared/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import type { ReviewEmailRequest } from '@/components/email/review-email-dialog';
import { ApiError, api, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * A draft becomes sent and is emailed; a sent or overdue invoice is emailed again as it is now, as
 * reviewed (with `attachEInvoice: false` when the sender chose the PDF alone).
 */
export function sendInvoice({ id, edits }: { id: number; edits?: SendInvoiceInput }) {
  return api.post<{ message: string; invoice: Invoice }>(`/api/invoices/${id}/send`, edits ?? {});
}

/** Sent or not, the activity (and maybe the status) changed: every invoice read is refreshed. */
export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendInvoice, onSettled: () => invalidateInvoiceReads(queryClient) });
}

/**
 * The toasts of Send, wherever it is offered. The server's words are shown as they are: 422 (paid
 * or void), 429 (sending limits) and 502 (the mail server refused; the email is retried, so that
 * one is a notice rather than a failure). The client's own words are in the language spoken when
 * the toast shows.
 */
export const sendInvoiceToasts = {
  onSuccess: ({ message }: { message: string }) => toast({ title: message, variant: 'success' }),
  onError: (error: Error) => {
    if (error instanceof ApiError && error.status === 502) {
      return toast({
        title: t`Email not delivered yet`,
        description: errorMessage(error, t`The mail server refused the email; it will be retried.`),
      });
    }
    toast({
      title: t`Failed to send invoice`,
      description: errorMessage(error, t`Please try again.`),
      variant: 'destructive',
    });
  },
};

/**
 * Send (or Resend) after the review dialog (issue #22 item 16): the email as reviewed, with the toasts
 * above. `onFixField` opens the invoice's form on a field its e-invoice lacks (issue 2/7 item 12).
 */
export function reviewedSend(
  sending: ReturnType<typeof useSendInvoice>,
  invoice: Pick<Invoice, 'id' | 'clientId'>,
  onFixField?: (field: string) => void,
): ReviewEmailRequest {
  const { id } = invoice;
  return {
    invoiceId: id,
    kind: 'invoice',
    clientId: invoice.clientId,
    onFixField,
    onSend: (edits) =>
      sending.mutateAsync({ id, edits }).then(sendInvoiceToasts.onSuccess, sendInvoiceToasts.onError),
  };
}
