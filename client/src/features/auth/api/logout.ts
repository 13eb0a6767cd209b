import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKey } from './get-user';

export function logout() {
  return api.post<{ message: string }>('/api/auth/logout');
}

/** Clears every cached read: the next user must never see the previous one's data. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
    },
  });
}
