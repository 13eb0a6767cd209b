import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { templatesQueryKey } from './get-reminder-flow-templates';

export function deleteReminderFlowTemplate(id: number) {
  return api.delete<{ message: string }>(`${templatesQueryKey[0]}/${id}`);
}

/** Deleting the default promotes another template, so the whole list is read again. */
export function useDeleteReminderFlowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminderFlowTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
