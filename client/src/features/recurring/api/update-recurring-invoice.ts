import type { RecurringInvoice, RecurringInvoiceInput } from '@shared/recurring-invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateRecurringReads } from './get-recurring-invoices';

/** PUT: every field replaced; the invoices already made stay as they are and the schedule restarts from today. */
export function updateRecurringInvoice({ id, input }: { id: number; input: RecurringInvoiceInput }) {
  return api.put<RecurringInvoice>(`/api/recurring-invoices/${id}`, input);
}

export function useUpdateRecurringInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecurringInvoice,
    onSuccess: () => invalidateRecurringReads(queryClient),
  });
}
