import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceDocuments } from '@/api/get-invoices';
import { api } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

export function deleteLogo() {
  return api.delete<void>('/api/settings/logo');
}

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
        invalidateInvoiceDocuments(queryClient),
      ]),
  });
}
