import type { NotificationPreferences } from '@shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationPreferencesQueryKey } from './get-notification-preferences';

export function updateNotificationPreferences(input: NotificationPreferences) {
  return api.put<NotificationPreferences>(notificationPreferencesQueryKey[0], input);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
