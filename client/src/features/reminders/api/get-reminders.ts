import type { Reminder } from '@shared/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const remindersQueryKey = ['/api/reminders'] as const;

export function getReminders() {
  return api.get<Reminder[]>(remindersQueryKey[0]);
}

export const remindersQueryOptions = () =>
  queryOptions({ queryKey: remindersQueryKey, queryFn: getReminders });

/** Every reminder of the user (sent, pending, failed, skipped), newest first. */
export function useReminders() {
  return useQuery(remindersQueryOptions());
}

/** SPEC §9: the history is keyed by invoiceId; each list stays newest first. */
export function remindersByInvoice(reminders: Reminder[] | undefined): Map<number, Reminder[]> {
  const map = new Map<number, Reminder[]>();
  for (const r of reminders ?? []) map.set(r.invoiceId, [...(map.get(r.invoiceId) ?? []), r]);
  for (const list of map.values()) {
    list.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  }
  return map;
}
