import type { ChangePasswordInput } from '@shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { changePasswordInputSchema } from '@shared/auth';

export function changePassword(input: ChangePasswordInput) {
  return api.post<{ message: string }>('/api/auth/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
