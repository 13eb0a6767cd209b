import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templatesQueryKey } from '@/api/get-reminder-flow-templates';
import { api } from '@/lib/api-client';

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
