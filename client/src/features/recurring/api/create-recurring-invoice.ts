import type { RecurringInvoice, RecurringInvoiceInput } from '@shared/recurring-invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateRecurringReads } from './get-recurring-invoices';

export { recurringInvoiceInputSchema } from '@shared/recurring-invoices';

export function createRecurringInvoice(input: RecurringInvoiceInput) {
  return api.post<RecurringInvoice>('/api/recurring-invoices', input);
}

export function useCreateRecurringInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecurringInvoice,
    onSuccess: () => invalidateRecurringReads(queryClient),
  });
}
