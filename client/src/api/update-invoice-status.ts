import type { Invoice } from '@shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

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
