import type { ReminderFlowTemplate, TemplateInput } from '@shared/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templatesQueryKey } from '@/api/get-reminder-flow-templates';
import { api } from '@/lib/api-client';

export { templateInputSchema } from '@shared/reminders';

export function createReminderFlowTemplate(input: TemplateInput) {
  return api.post<ReminderFlowTemplate>(templatesQueryKey[0], input);
}

export function useCreateReminderFlowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminderFlowTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
