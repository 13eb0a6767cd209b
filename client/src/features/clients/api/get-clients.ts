import type { Client } from '@shared/clients';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { invalidateInvoiceDocuments } from '@/api/get-invoices';
import { api } from '@/lib/api-client';

export const clientsQueryKey = ['/api/clients'] as const;

export function getClients() {
  return api.get<Client[]>(clientsQueryKey[0]);
}

export const clientsQueryOptions = () => queryOptions({ queryKey: clientsQueryKey, queryFn: getClients });

export function useClients() {
  return useQuery(clientsQueryOptions());
}

/**
 * After a change: the client list and single-client reads, the reports that count clients, and the
 * invoices' documents (a draft prints its client's phone and address as they are now).
 */
export function invalidateClientReads(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) =>
        typeof path === 'string' && (path.startsWith(clientsQueryKey[0]) || path.startsWith('/api/reports')),
    }),
    invalidateInvoiceDocuments(queryClient),
  ]);
}
