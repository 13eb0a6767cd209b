import type { RecurringInvoice } from '@shared/recurring-invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateRecurringReads } from './get-recurring-invoices';

/**
 * Pause (occurrences in the pause are skipped) or resume (from the first occurrence on or after
 * today; nothing missed is back-filled).
 */
export function pauseRecurringInvoice({ id, paused }: { id: number; paused: boolean }) {
  return api.post<RecurringInvoice>(`/api/recurring-invoices/${id}/${paused ? 'pause' : 'resume'}`);
}

export function usePauseRecurringInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseRecurringInvoice,
    onSuccess: () => invalidateRecurringReads(queryClient),
  });
}
