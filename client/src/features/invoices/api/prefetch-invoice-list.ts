import type { QueryClient } from '@tanstack/react-query';
import { invoicePageQueryOptions } from '@/api/get-invoice-page';
import { DEFAULT_SORTING, invoiceSections } from '../utils/invoice-list-options';

/**
 * The Invoices page's first pages as it first shows them (every table, no search, the default sort),
 * under the same query keys the page reads, Pending first: asked for when the pointer or focus
 * reaches a link to the page, so the rows are in the cache by the click (issue #27). Pages already
 * cached are not asked for again.
 */
export function prefetchInvoiceList(queryClient: QueryClient) {
  for (const section of invoiceSections('all')) {
    void queryClient.prefetchQuery(invoicePageQueryOptions({ status: section.status, ...DEFAULT_SORTING }));
  }
}
