import type { CreateCreditNoteInput, CreditNote } from '@shared/credit-notes';
import type { Invoice } from '@shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

export { createCreditNoteInputSchema } from '@shared/credit-notes';

/** Credits part of an issued invoice; 422 when it is more than the balance due (the server's words). */
export function createCreditNote({ id, input }: { id: number; input: CreateCreditNoteInput }) {
  return api.post<{ creditNote: CreditNote; invoice: Invoice }>(`/api/invoices/${id}/credit-notes`, input);
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCreditNote, onSuccess: () => invalidateInvoiceReads(queryClient) });
}
