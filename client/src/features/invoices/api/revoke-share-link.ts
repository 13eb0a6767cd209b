import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The old link answers 404 from now on; the next createShareLink makes a new one. */
export function revokeShareLink(id: number) {
  return api.delete<void>(`/api/invoices/${id}/share-link`);
}

export function useRevokeShareLink() {
  return useMutation({ mutationFn: revokeShareLink });
}
