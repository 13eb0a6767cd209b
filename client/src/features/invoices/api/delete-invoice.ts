import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

export function deleteInvoice(id: number) {
  return api.delete<{ message: string }>(`/api/invoices/${id}`);
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteInvoice, onSuccess: () => invalidateInvoiceReads(queryClient) });
}
