import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearSession } from '@/api/get-user';
import { api } from '@/lib/api-client';

export function logout() {
  return api.post<{ message: string }>('/api/auth/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => clearSession(queryClient),
  });
}
