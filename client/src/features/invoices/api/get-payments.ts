import type { Payment } from '@shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPayments(id: number) {
  return api.get<Payment[]>(`/api/invoices/${id}/payments`);
}

export const paymentsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['/api/invoices', id, 'payments'], queryFn: () => getPayments(id) });

/** The payments of one invoice, oldest first. */
export function usePayments(id: number | null | undefined) {
  return useQuery({ ...paymentsQueryOptions(id ?? 0), enabled: Boolean(id) });
}
