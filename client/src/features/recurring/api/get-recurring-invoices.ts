import type { RecurringInvoicePage } from '@shared/recurring-invoices';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Profiles per page on the Recurring page. */
export const RECURRING_PAGE_SIZE = 50;

const PATH = '/api/recurring-invoices';

/** GET /api/recurring-invoices with both parameters spelled out, so equal requests share one cache entry. */
export function recurringPagePath(page: number, pageSize = RECURRING_PAGE_SIZE) {
  return `${PATH}?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`;
}

/** Keyed by the full API path (SPEC §7), as the invoice pages are. */
export const recurringInvoicesQueryOptions = (page: number) => {
  const path = recurringPagePath(page);
  return queryOptions({ queryKey: [path], queryFn: () => api.get<RecurringInvoicePage>(path) });
};

/**
 * One page of the user's recurring profiles, newest first. Read again on each visit: the worker moves
 * their next issue date and invoice count in the background, which no mutation here would invalidate.
 * While the next page loads, the previous rows stay on screen.
 */
export function useRecurringInvoices(page: number) {
  return useQuery({
    ...recurringInvoicesQueryOptions(page),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

/** After any profile change: the profile reads. */
export function invalidateRecurringReads(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) => typeof path === 'string' && path.startsWith(PATH),
  });
}
