import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

/** Undoes a mistaken payment; a paid invoice reopens (sent or overdue by its due date). */
export function deletePayment({ invoiceId, paymentId }: { invoiceId: number; paymentId: number }) {
  return api.delete<void>(`/api/invoices/${invoiceId}/payments/${paymentId}`);
}

export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePayment, onSuccess: () => invalidateInvoiceReads(queryClient) });
}
