import type { CreditNote } from '@shared/credit-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getCreditNotes() {
  return api.get<CreditNote[]>('/api/credit-notes');
}

export const creditNotesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/credit-notes'], queryFn: getCreditNotes });

/** Every credit note of the user, newest first (the server's order). */
export function useCreditNotes() {
  return useQuery(creditNotesQueryOptions());
}
