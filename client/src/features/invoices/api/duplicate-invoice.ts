import type { InvoiceWithItems } from '@shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

/** A new draft with the same client and lines, today's dates and the next number. */
export function duplicateInvoice(id: number) {
  return api.post<InvoiceWithItems>(`/api/invoices/${id}/duplicate`);
}

export function useDuplicateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateInvoice, onSuccess: () => invalidateInvoiceReads(queryClient) });
}
