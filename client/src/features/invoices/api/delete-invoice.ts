import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateInvoiceReads } from './get-invoices';

export function deleteInvoice(id: number) {
  return api.delete<{ message: string }>(`/api/invoices/${id}`);
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteInvoice, onSuccess: () => invalidateInvoiceReads(queryClient) });
}
