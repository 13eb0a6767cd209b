import { t } from '@lingui/core/macro';
import type { EmailEdits } from '@shared/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceReads } from '@/api/get-invoices';
import type { ReviewEmailRequest } from '@/components/email/review-email-dialog';
import { api, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type ReminderRequestType = 'first' | 'manual';

/** Emails the invoice (first) or a reminder about it (manual) to the client now, as reviewed (`edits`). */
export function sendReminder({
  id,
  reminderType,
  edits,
}: {
  id: number;
  reminderType: ReminderRequestType;
  edits?: EmailEdits;
}) {
  return api.post<{ message: string }>(`/api/invoices/${id}/reminder`, { reminderType, ...edits });
}

/** The history changes whether or not delivery worked (a failed send stays listed with its status). */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendReminder, onSettled: () => invalidateInvoiceReads(queryClient) });
}

/**
 * SPEC §8 toasts of "Send Reminder", wherever it is offered (Dashboard, Reminders page), in the
 * interface's language at the moment they show.
 */
export const manualReminderToasts = {
  onSuccess: () => toast({ title: t`Reminder sent successfully`, variant: 'success' }),
  onError: (error: Error) =>
    toast({
      title: t`Failed to send reminder`,
      description: errorMessage(
        error,
        t`Failed to send reminder email. Please check your email service configuration.`,
      ),
      variant: 'destructive',
    }),
};

/** Send Reminder after the review dialog (issue #22 item 16): the reminder as reviewed, with SPEC's toasts. */
export function reviewedReminder(
  reminder: ReturnType<typeof useSendReminder>,
  id: number,
): ReviewEmailRequest {
  return {
    invoiceId: id,
    kind: 'reminder',
    onSend: (edits) =>
      reminder
        .mutateAsync({ id, reminderType: 'manual', edits })
        .then(manualReminderToasts.onSuccess, manualReminderToasts.onError),
  };
}
