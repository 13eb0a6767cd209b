import type { Activity } from '@shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getActivity(id: number) {
  return api.get<Activity[]>(`/api/invoices/${id}/activity`);
}

export const activityQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['/api/invoices', id, 'activity'], queryFn: () => getActivity(id) });

/** What happened to one invoice, newest first. */
export function useActivity(id: number | null | undefined) {
  return useQuery({ ...activityQueryOptions(id ?? 0), enabled: Boolean(id) });
}
