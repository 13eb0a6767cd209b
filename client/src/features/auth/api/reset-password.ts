import type { ResetPasswordInput } from '@shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { resetPasswordInputSchema } from '@shared/auth';

export function resetPassword(input: ResetPasswordInput) {
  return api.post<{ message: string }>('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
