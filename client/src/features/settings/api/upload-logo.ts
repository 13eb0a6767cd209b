import type { CompanyLogo } from '@shared/company-logo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceDocuments } from '@/api/get-invoices';
import { apiUpload } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

export function uploadLogo(file: File) {
  return apiUpload<{ logo: CompanyLogo }>('PUT', '/api/settings/logo', file);
}

/** The settings read carries the logo's description, so it is refreshed after an upload. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
        invalidateInvoiceDocuments(queryClient),
      ]),
  });
}
