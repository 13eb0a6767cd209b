import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

export type ReminderRequestType = 'first' | 'manual';

/** Emails the invoice (first) or a reminder about it (manual) to the client now. */
export function sendInvoiceReminder({ id, reminderType }: { id: number; reminderType: ReminderRequestType }) {
  return api.post<{ message: string }>(`/api/invoices/${id}/reminder`, { reminderType });
}

export function useSendInvoiceReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoiceReminder,
    onSettled: () => invalidateInvoiceReads(queryClient),
  });
}
