import type { CreditNote } from '@shared/credit-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

/**
 * Emails the credit note to the client again, with its PDF and the client's XML e-invoice; with
 * `attachEInvoice: false`, the PDF alone (issue 2/7 item 12).
 */
export function sendCreditNote({ id, attachEInvoice }: { id: number; attachEInvoice?: false }) {
  return api.post<CreditNote>(
    `/api/credit-notes/${id}/send`,
    attachEInvoice === false ? { attachEInvoice } : {},
  );
}

/** The list's emailedAt and the invoice's activity change: both are refreshed. */
export function useSendCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendCreditNote, onSettled: () => invalidateInvoiceReads(queryClient) });
}
