import type { ReminderFlowTemplate, TemplateInput } from '@shared/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templatesQueryKey } from '@/api/get-reminder-flow-templates';
import { api } from '@/lib/api-client';

export function updateReminderFlowTemplate({ id, input }: { id: number; input: TemplateInput }) {
  return api.put<ReminderFlowTemplate>(`${templatesQueryKey[0]}/${id}`, input);
}

export function useUpdateReminderFlowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderFlowTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
