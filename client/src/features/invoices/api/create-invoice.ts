import type { CreateInvoiceInput, InvoiceWithItems } from '@shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

export { createInvoiceInputSchema } from '@shared/invoices';

export function createInvoice(input: CreateInvoiceInput) {
  return api.post<InvoiceWithItems>('/api/invoices', input);
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvoice, onSettled: () => invalidateInvoiceReads(queryClient) });
}
