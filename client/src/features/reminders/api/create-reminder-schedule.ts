import type { ReminderSchedule, ScheduleInput } from '@shared/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { scheduleQueryKey } from './get-reminder-schedule';

export { scheduleInputSchema } from '@shared/reminders';

export function createReminderSchedule({ invoiceId, input }: { invoiceId: number; input: ScheduleInput }) {
  return api.post<ReminderSchedule>(scheduleQueryKey(invoiceId).join('/'), input);
}

export function useCreateReminderSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminderSchedule,
    onSuccess: (schedule, { invoiceId }) => queryClient.setQueryData(scheduleQueryKey(invoiceId), schedule),
  });
}
