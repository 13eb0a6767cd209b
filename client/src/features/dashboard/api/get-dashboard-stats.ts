import type { DashboardStats } from '@shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const dashboardStatsQueryKey = ['/api/dashboard/stats'] as const;

export function getDashboardStats() {
  return api.get<DashboardStats>(dashboardStatsQueryKey[0]);
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: dashboardStatsQueryKey, queryFn: getDashboardStats });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
