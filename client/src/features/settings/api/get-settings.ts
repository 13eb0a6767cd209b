import type { CompanySettings } from '@shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const settingsQueryKey = ['/api/settings'] as const;

export function getSettings() {
  return api.get<CompanySettings>(settingsQueryKey[0]);
}

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
