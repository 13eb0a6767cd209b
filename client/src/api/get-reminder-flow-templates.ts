import type { ReminderFlowTemplate } from '@shared/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const templatesQueryKey = ['/api/reminder-flow-templates'] as const;

export function getReminderFlowTemplates() {
  return api.get<ReminderFlowTemplate[]>(templatesQueryKey[0]);
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: templatesQueryKey, queryFn: getReminderFlowTemplates });

/** The user's reminder flow templates, the default first (template manager, create-invoice dialog). */
export function useReminderFlowTemplates(enabled = true) {
  return useQuery({ ...templatesQueryOptions(), enabled });
}
