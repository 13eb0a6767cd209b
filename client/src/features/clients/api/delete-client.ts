import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateClientReads } from './get-clients';

export function deleteClient(id: number) {
  return api.delete<{ message: string }>(`/api/clients/${id}`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClient, onSuccess: () => invalidateClientReads(queryClient) });
}
