import type { InvoiceWithItems } from '@shared/invoices';
import { useQuery } from '@tanstack/react-query';

/**
 * The invoice "Make recurring" starts from, read by the default query function (GET /api/invoices/{id})
 * under the invoice view's own key, so an invoice just viewed comes from the cache.
 */
export function useInvoiceToRepeat(id: number | null) {
  return useQuery<InvoiceWithItems>({ queryKey: ['/api/invoices', id], enabled: id !== null });
}
