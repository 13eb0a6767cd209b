import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { scheduleQueryKey } from './get-reminder-schedule';

export function deleteReminderSchedule(invoiceId: number) {
  return api.delete<{ message: string }>(scheduleQueryKey(invoiceId).join('/'));
}

/** After cancelling, the invoice has no schedule: the dialog shows the form again. */
export function useDeleteReminderSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminderSchedule,
    onSuccess: (_, invoiceId) => queryClient.setQueryData(scheduleQueryKey(invoiceId), null),
  });
}
