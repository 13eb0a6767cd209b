import type { User } from '@shared/auth';
import type { AppLanguage } from '@shared/i18n/app-language';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/api/get-user';
import { api } from '@/lib/api-client';
import { activateLanguage, rememberLanguage } from '@/lib/i18n';

/** PUT /api/auth/user { language }: the app speaks it at once, and from then on on every device. */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: AppLanguage) => api.put<User>('/api/auth/user', { language }),
    onSuccess: async (user) => {
      rememberLanguage(user.language);
      await activateLanguage(user.language);
      queryClient.setQueryData(userQueryKey, user);
    },
  });
}
