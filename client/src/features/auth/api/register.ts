import type { RegisterInput, User } from '@shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/api/get-user';
import { api } from '@/lib/api-client';
import { browserLocale, browserTimeZone } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

export { registerInputSchema } from '@shared/auth';

export function register(input: RegisterInput) {
  return api.post<{ user: User }>('/api/auth/register', {
    ...input,
    timeZone: browserTimeZone(),
    locale: browserLocale(),
    // The language the sign-up page speaks (the menu's choice, else the browser's) is the account's.
    language: currentLanguage(),
  });
}

/** After registration the session data is refreshed (SPEC §4). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
