import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api-client';

/** Cached reads GET the path formed by joining the query key parts with slashes (SPEC §7). */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => api.get(queryKey.join('/'));

/** SPEC §9: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
