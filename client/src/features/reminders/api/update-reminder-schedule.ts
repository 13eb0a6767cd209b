import type { ReminderSchedule, ScheduleInput } from '@shared/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { scheduleQueryKey } from './get-reminder-schedule';

export function updateReminderSchedule({ invoiceId, input }: { invoiceId: number; input: ScheduleInput }) {
  return api.put<ReminderSchedule>(scheduleQueryKey(invoiceId).join('/'), input);
}

export function useUpdateReminderSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSchedule,
    onSuccess: (schedule, { invoiceId }) => queryClient.setQueryData(scheduleQueryKey(invoiceId), schedule),
  });
}
