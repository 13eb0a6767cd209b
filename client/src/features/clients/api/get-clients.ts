import type { Client } from '@shared/clients';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const clientsQueryKey = ['/api/clients'] as const;

export function getClients() {
  return api.get<Client[]>(clientsQueryKey[0]);
}

export const clientsQueryOptions = () => queryOptions({ queryKey: clientsQueryKey, queryFn: getClients });

export function useClients() {
  return useQuery(clientsQueryOptions());
}

/** After a change: the client list and single-client reads, and the reports that count clients. */
export function invalidateClientReads(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' && (path.startsWith(clientsQueryKey[0]) || path.startsWith('/api/reports')),
  });
}
