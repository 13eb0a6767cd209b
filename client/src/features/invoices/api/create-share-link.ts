import type { ShareLink } from '@shared/public-invoice';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The invoice's private link for the client (`{APP_URL}/i/{token}`), made on first need; drafts answer 409. */
export function createShareLink(id: number) {
  return api.post<ShareLink>(`/api/invoices/${id}/share-link`, {});
}

export function useCreateShareLink() {
  return useMutation({ mutationFn: createShareLink });
}
