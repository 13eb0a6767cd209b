import type { ReportFilter, ReportInvoiceRow } from '@shared/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportSearch } from './get-report';

export const reportInvoicesQueryOptions = (filter: ReportFilter) => {
  const path = `/api/reports/invoices?${reportSearch(filter)}`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<ReportInvoiceRow[]>(path) });
};

export function useReportInvoices(filter: ReportFilter, enabled = true) {
  return useQuery({ ...reportInvoicesQueryOptions(filter), enabled, placeholderData: keepPreviousData });
}
