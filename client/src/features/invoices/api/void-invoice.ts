import type { CreditNote } from '@shared/credit-notes';
import type { Invoice } from '@shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

/**
 * "Cancel invoice": a credit note for the whole invoice is issued and the invoice becomes void
 * (issue #23); final, its number stays taken. 422 once a payment is recorded.
 */
export function voidInvoice({ id, reason }: { id: number; reason: string }) {
  return api.post<{ invoice: Invoice; creditNote: CreditNote }>(`/api/invoices/${id}/void`, { reason });
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voidInvoice, onSuccess: () => invalidateInvoiceReads(queryClient) });
}
