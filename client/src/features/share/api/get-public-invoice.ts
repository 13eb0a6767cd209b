import type { PublicInvoice } from '@shared/public-invoice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The invoice behind a private link, for whoever holds it (no sign-in); 404 for unknown or revoked links. */
export function getPublicInvoice(token: string) {
  return api.get<PublicInvoice>(`/api/public/invoices/${encodeURIComponent(token)}`);
}

export const publicInvoiceQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/public/invoices', token], queryFn: () => getPublicInvoice(token) });

export function usePublicInvoice(token: string) {
  return useQuery(publicInvoiceQueryOptions(token));
}
