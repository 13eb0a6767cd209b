import type { CreditNote } from '@shared/credit-notes';
import type { Invoice, InvoiceWithItems } from '@shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

export { correctInvoiceInputSchema } from '@shared/credit-notes';

/** The invoice is cancelled by a full credit note and a new draft copy with the next number is made. */
export function correctInvoice({ id, reason }: { id: number; reason: string }) {
  return api.post<{ invoice: Invoice; creditNote: CreditNote; draft: InvoiceWithItems }>(
    `/api/invoices/${id}/correct`,
    { reason },
  );
}

export function useCorrectInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctInvoice,
    onSuccess: ({ draft }) => {
      // The new draft is shown and edited next: it needs no round trip first.
      queryClient.setQueryData(['/api/invoices', draft.id], draft);
      return invalidateInvoiceReads(queryClient);
    },
  });
}
