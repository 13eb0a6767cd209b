import type { Invoice } from '@shared/invoices';
import type { Payment, RecordPaymentInput } from '@shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

export { recordPaymentInputSchema } from '@shared/payments';

/** 201 with the payment and the invoice it changed; 422 when it is more than the balance due. */
export function recordPayment({ id, input }: { id: number; input: RecordPaymentInput }) {
  return api.post<{ payment: Payment; invoice: Invoice }>(`/api/invoices/${id}/payments`, input);
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayment, onSuccess: () => invalidateInvoiceReads(queryClient) });
}
