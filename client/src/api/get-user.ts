import type { User } from '@shared/auth';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { accountToday } from '@/lib/dates';

export const userQueryKey = ['/api/auth/user'] as const;

/** The current user, or null when signed out (a 401 here is not an error). */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>(userQueryKey[0]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: getUser, retry: false });

export function useUser() {
  const query = useQuery(userQueryOptions());
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}

/** Today in the signed-in account's time zone (the browser's until the user is read). */
export function useAccountToday(now?: Date): string {
  return accountToday(useUser().user?.timeZone, now);
}

/** Forgets the signed-in user and every cached read, so the next user never sees the previous one's data. */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(userQueryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
}
