import type { Reminder } from '@shared/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

/** "Send Reminder": emails a reminder about the invoice now. */
export function sendReminder(invoiceId: number) {
  return api.post<{ message: string; reminder: Reminder }>(`/api/invoices/${invoiceId}/reminder`, {
    reminderType: 'manual',
  });
}

/** The history changes whether or not delivery worked (a failed send stays listed as pending). */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendReminder, onSettled: () => invalidateInvoiceReads(queryClient) });
}
