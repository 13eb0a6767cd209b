import type { ForgotPasswordInput } from '@shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { forgotPasswordInputSchema } from '@shared/auth';

export function forgotPassword(input: ForgotPasswordInput) {
  return api.post<{ message: string }>('/api/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
