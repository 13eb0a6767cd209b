import type { voidInvoiceResultSchema } from '@shared/credit-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

export { voidInvoiceInputSchema } from '@shared/invoices';

/**
 * Final: a sent or overdue invoice without payments is cancelled by a credit note for the whole
 * invoice and becomes void; its number stays taken. Answers both.
 */
export function voidInvoice({ id, reason }: { id: number; reason: string }) {
  return api.post<z.infer<typeof voidInvoiceResultSchema>>(`/api/invoices/${id}/void`, { reason });
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voidInvoice, onSuccess: () => invalidateInvoiceReads(queryClient) });
}
