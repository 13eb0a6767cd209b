import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function deleteAccount() {
  return api.delete<{ message: string }>('/api/auth/delete-account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
