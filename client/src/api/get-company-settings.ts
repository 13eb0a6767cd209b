import type { CompanySettings } from '@shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const companySettingsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/settings'], queryFn: () => api.get<CompanySettings>('/api/settings') });

/** Company settings for the tax rate, currency and the preview's company and bank blocks. */
export function useCompanySettings() {
  return useQuery(companySettingsQueryOptions());
}
