import type { Invoice } from '@shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

export function markInvoicePaid(invoiceId: number) {
  return api.patch<Invoice>(`/api/invoices/${invoiceId}`, { status: 'paid' });
}

export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markInvoicePaid, onSuccess: () => invalidateInvoiceReads(queryClient) });
}
