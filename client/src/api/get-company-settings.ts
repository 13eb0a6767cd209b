import type { CompanySettings } from '@shared/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Company settings for the tax rate, currency and the preview's company and bank blocks. */
export function useCompanySettings() {
  return useQuery({ queryKey: ['/api/settings'], queryFn: () => api.get<CompanySettings>('/api/settings') });
}
