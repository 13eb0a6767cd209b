import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import { api, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type ReminderRequestType = 'first' | 'manual';

/** Emails the invoice (first) or a reminder about it (manual) to the client now. */
export function sendReminder({ id, reminderType }: { id: number; reminderType: ReminderRequestType }) {
  return api.post<{ message: string }>(`/api/invoices/${id}/reminder`, { reminderType });
}

/** The history changes whether or not delivery worked (a failed send stays listed with its status). */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendReminder, onSettled: () => invalidateInvoiceReads(queryClient) });
}

/** SPEC §8 toasts of "Send Reminder", wherever it is offered (Dashboard, Reminders page). */
export const manualReminderToasts = {
  onSuccess: () => toast({ title: 'Reminder sent successfully', variant: 'success' }),
  onError: (error: Error) =>
    toast({
      title: 'Failed to send reminder',
      description: errorMessage(
        error,
        'Failed to send reminder email. Please check your email service configuration.',
      ),
      variant: 'destructive',
    }),
};
