import type { InvoiceWithItems } from '@shared/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getInvoice(id: number) {
  return api.get<InvoiceWithItems>(`/api/invoices/${id}`);
}

export const invoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['/api/invoices', id], queryFn: () => getInvoice(id) });

/** One invoice with its line items; nothing is fetched without an id. */
export function useInvoice(id: number | null | undefined) {
  return useQuery({ ...invoiceQueryOptions(id ?? 0), enabled: Boolean(id) });
}
