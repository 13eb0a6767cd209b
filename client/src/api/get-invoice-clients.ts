import type { Client } from '@shared/clients';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The user's clients for the client selects (invoice and recurring-invoice forms); shares its cache
 * with the Clients page (same key).
 */
export function useInvoiceClients() {
  return useQuery({ queryKey: ['/api/clients'], queryFn: () => api.get<Client[]>('/api/clients') });
}
