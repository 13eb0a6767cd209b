import type { Report, ReportQuery } from '@shared/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The query string of a report request; unset dates are left out. */
export function reportSearch(filters: Partial<ReportQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}

/** Keyed by the full API path (SPEC §7), so invoice and client changes that refresh /api/reports… reach it. */
export const reportQueryOptions = (filters: ReportQuery) => {
  const path = `/api/reports?${reportSearch(filters)}`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<Report>(path) });
};

export function useReport(filters: ReportQuery, enabled = true) {
  return useQuery({ ...reportQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}
