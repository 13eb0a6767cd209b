import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';
import { invalidateRecurringReads } from './get-recurring-invoices';

/** Deletes the profile; the invoices it made are kept (they lose their link to it). */
export function deleteRecurringInvoice(id: number) {
  return api.delete<{ message: string }>(`/api/recurring-invoices/${id}`);
}

export function useDeleteRecurringInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecurringInvoice,
    onSuccess: () =>
      Promise.all([invalidateRecurringReads(queryClient), invalidateInvoiceReads(queryClient)]),
  });
}
