import type { CreateInvoiceInput, InvoiceWithItems } from '@shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

/** PUT /api/invoices/{id}: the create body; the server answers 422 for paid, void or part-paid invoices. */
export function updateInvoice({ id, input }: { id: number; input: CreateInvoiceInput }) {
  return api.put<InvoiceWithItems>(`/api/invoices/${id}`, input);
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateInvoice, onSettled: () => invalidateInvoiceReads(queryClient) });
}
