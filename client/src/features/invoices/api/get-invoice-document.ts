import type { DocumentAnswer } from '@shared/document-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The key is the path, so `invalidateInvoiceReads` (a prefix of /api/invoices) refreshes it. */
export const invoiceDocumentPath = (id: number) => `/api/invoices/${id}/document`;

export function getInvoiceDocument(id: number) {
  return api.get<DocumentAnswer>(invoiceDocumentPath(id));
}

export const invoiceDocumentQueryOptions = (id: number) =>
  queryOptions({ queryKey: [invoiceDocumentPath(id)], queryFn: () => getInvoiceDocument(id) });

/**
 * A saved invoice as it prints (decision 024): an issued one with what was frozen at issue, a draft
 * with today's settings and client; nothing is fetched without an id.
 */
export function useInvoiceDocument(id: number | null | undefined) {
  return useQuery({ ...invoiceDocumentQueryOptions(id ?? 0), enabled: Boolean(id) });
}
