import type { NotificationPreferences } from '@shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationPreferencesQueryKey = ['/api/settings/notifications'] as const;

export function getNotificationPreferences() {
  return api.get<NotificationPreferences>(notificationPreferencesQueryKey[0]);
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
