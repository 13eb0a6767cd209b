import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getNextInvoiceNumber() {
  return api.get<{ invoiceNumber: string }>('/api/invoices/next-number');
}

/** SPEC §7: fetched only while the create dialog is open, and afresh each time it opens. */
export function useNextInvoiceNumber(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/invoices', 'next-number'],
    queryFn: getNextInvoiceNumber,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
