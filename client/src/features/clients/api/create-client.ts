import type { Client, ClientValues } from '@shared/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateClientReads } from './get-clients';

export { clientInputSchema } from '@shared/clients';

export function createClient(input: ClientValues) {
  return api.post<Client>('/api/clients', input);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => invalidateClientReads(queryClient) });
}
