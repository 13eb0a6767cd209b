import type { Client, ClientValues } from '@shared/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateClientReads } from './get-clients';

export function updateClient({ id, ...input }: ClientValues & { id: number }) {
  return api.put<Client>(`/api/clients/${id}`, input);
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateClient, onSuccess: () => invalidateClientReads(queryClient) });
}
