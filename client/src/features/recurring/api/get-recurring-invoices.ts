import type { RecurringInvoice } from '@shared/recurring-invoices';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const recurringInvoicesQueryKey = ['/api/recurring-invoices'] as const;

export function getRecurringInvoices() {
  return api.get<RecurringInvoice[]>(recurringInvoicesQueryKey[0]);
}

export const recurringInvoicesQueryOptions = () =>
  queryOptions({ queryKey: recurringInvoicesQueryKey, queryFn: getRecurringInvoices });

/**
 * The user's recurring profiles, newest first. Read again on each visit: the worker moves their next
 * issue date and invoice count in the background, which no mutation here would invalidate.
 */
export function useRecurringInvoices() {
  return useQuery({ ...recurringInvoicesQueryOptions(), refetchOnMount: 'always' });
}

/** After any profile change: the profile reads. */
export function invalidateRecurringReads(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: recurringInvoicesQueryKey });
}
