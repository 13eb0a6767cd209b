import type { LoginInput, LoginResponse } from '@shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/api/get-user';
import { api } from '@/lib/api-client';

export { loginInputSchema } from '@shared/auth';

export function login(input: LoginInput) {
  return api.post<LoginResponse>('/api/auth/login', input);
}

/** Stores the returned user as the session user (SPEC §4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => queryClient.setQueryData(userQueryKey, user),
  });
}
