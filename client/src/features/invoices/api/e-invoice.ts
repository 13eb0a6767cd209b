import type { EInvoiceReadiness } from '@shared/e-invoice';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The key is the path, so `invalidateInvoiceReads` (a prefix of /api/invoices) refreshes it. */
export const eInvoiceReadinessPath = (id: number) => `/api/invoices/${id}/e-invoice/readiness`;

/** What each of the six formats still needs (issue 4/6); nothing is fetched without an id. */
export function useEInvoiceReadiness(id: number | null | undefined) {
  return useQuery({
    queryKey: [eInvoiceReadinessPath(id ?? 0)],
    queryFn: () => api.get<EInvoiceReadiness>(eInvoiceReadinessPath(id ?? 0)),
    enabled: Boolean(id),
  });
}
