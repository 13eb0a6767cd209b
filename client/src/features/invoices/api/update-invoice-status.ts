import type { Invoice } from '@shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateInvoiceReads } from './get-invoices';

export function updateInvoiceStatus({ id, status }: { id: number; status: string }) {
  return api.patch<Invoice>(`/api/invoices/${id}`, { status });
}

export function useUpdateInvoiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceStatus,
    onSuccess: () => invalidateInvoiceReads(queryClient),
  });
}
