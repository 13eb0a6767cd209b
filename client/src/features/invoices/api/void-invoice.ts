import type { Invoice } from '@shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

export { voidInvoiceInputSchema } from '@shared/invoices';

/** Final: a sent or overdue invoice without payments becomes void; its number stays taken. */
export function voidInvoice({ id, reason }: { id: number; reason: string }) {
  return api.post<Invoice>(`/api/invoices/${id}/void`, { reason });
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voidInvoice, onSuccess: () => invalidateInvoiceReads(queryClient) });
}
