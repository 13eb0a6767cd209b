import type { CompanySettings, CompanySettingsValues } from '@shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoiceDocuments } from '@/api/get-invoices';
import { api } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

export { companySettingsInputSchema } from '@shared/settings';

export function updateSettings(input: CompanySettingsValues) {
  return api.put<CompanySettings>(settingsQueryKey[0], input);
}

/** Refreshes the settings read, and the current user, which carries the time zone. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] }),
        invalidateInvoiceDocuments(queryClient),
      ]),
  });
}
