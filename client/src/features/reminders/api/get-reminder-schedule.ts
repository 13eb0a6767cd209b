import type { ReminderSchedule } from '@shared/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** ['/api/invoices', id, 'reminder-schedule'] reads GET /api/invoices/{id}/reminder-schedule. */
export const scheduleQueryKey = (invoiceId: number) =>
  ['/api/invoices', invoiceId, 'reminder-schedule'] as const;

/** The invoice's schedule, or null when it has none (the API answers 404: the dialog shows the form). */
export async function getReminderSchedule(invoiceId: number): Promise<ReminderSchedule | null> {
  try {
    return await api.get<ReminderSchedule>(scheduleQueryKey(invoiceId).join('/'));
  } catch (error) {
    // By its code: the message is in the user's language.
    if (error instanceof ApiError && error.status === 404 && error.code === 'reminder_schedule_not_found') {
      return null;
    }
    throw error;
  }
}

export const scheduleQueryOptions = (invoiceId: number) =>
  queryOptions({ queryKey: scheduleQueryKey(invoiceId), queryFn: () => getReminderSchedule(invoiceId) });

/** SPEC §7: fetched only while the dialog is open. */
export function useReminderSchedule(invoiceId: number | undefined, enabled: boolean) {
  return useQuery({ ...scheduleQueryOptions(invoiceId ?? 0), enabled: enabled && invoiceId !== undefined });
}
