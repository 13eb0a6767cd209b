import type { ReminderFlowTemplate } from '@shared/reminders';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The flow templates an invoice can follow (Payment Reminders section of the create dialog). */
export function useReminderFlowTemplates(enabled = true) {
  return useQuery({
    queryKey: ['/api/reminder-flow-templates'],
    queryFn: () => api.get<ReminderFlowTemplate[]>('/api/reminder-flow-templates'),
    enabled,
  });
}
