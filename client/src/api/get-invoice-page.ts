import type { InvoicePage, InvoiceSort, PageStatusFilter } from '@shared/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Rows per page on the Invoices page. */
export const INVOICE_PAGE_SIZE = 50;

export type SortOrder = 'asc' | 'desc';

export interface InvoicePageParams {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: PageStatusFilter;
  sort?: InvoiceSort;
  order?: SortOrder;
}

/** The order a column sorts in when first chosen: newest first for the creation date, A→Z and low→high otherwise. */
export function firstOrder(sort: InvoiceSort): SortOrder {
  return sort === 'createdAt' ? 'desc' : 'asc';
}

/** GET /api/invoices/paged with every parameter spelled out, so equal requests share one cache entry. */
export function invoicePagePath({
  page = 1,
  pageSize = INVOICE_PAGE_SIZE,
  q,
  status,
  sort,
  order,
}: InvoicePageParams) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) search.set('q', q.trim());
  if (status) search.set('status', status);
  const by = sort ?? 'createdAt';
  search.set('sort', by);
  search.set('order', order ?? firstOrder(by));
  return `/api/invoices/paged?${search}`;
}

/** Keyed by the full API path (SPEC §7), so invalidateInvoiceReads' "/api/invoices" prefix reaches every page. */
export const invoicePageQueryOptions = (params: InvoicePageParams) => {
  const path = invoicePagePath(params);
  return queryOptions({ queryKey: [path], queryFn: () => api.get<InvoicePage>(path) });
};

/** One page of the invoices; while the next page, search or sort loads, the previous rows stay on screen. */
export function useInvoicePage(params: InvoicePageParams) {
  return useQuery({ ...invoicePageQueryOptions(params), placeholderData: keepPreviousData });
}

/** SPEC §9: the dashboard lists the first 5 invoices. */
export const RECENT_INVOICES = 5;

/**
 * The dashboard's newest five, one page of the server's list: Recent Invoices shows them and the
 * getting-started steps read whether there is any invoice from the same cache entry.
 */
export const recentInvoicesQueryOptions = () => invoicePageQueryOptions({ pageSize: RECENT_INVOICES });
