import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isInvoiceEmail, type ReminderStatus, type ScheduleFrequency } from '@shared/reminders';

/** SPEC §5 frequencies, as the schedule form and its summary name them. */
export const FREQUENCY_LABELS: Record<ScheduleFrequency, MessageDescriptor> = {
  daily: msg`Daily`,
  weekly: msg`Weekly`,
  monthly: msg`Monthly`,
};

/** A history entry's status badge. */
export const REMINDER_STATUS_LABELS: Record<ReminderStatus, MessageDescriptor> = {
  sent: msg({ message: 'sent', comment: 'A reminder email’s status in the history: delivered.' }),
  failed: msg({ message: 'failed', comment: 'A reminder email’s status in the history: not delivered.' }),
  skipped: msg({ message: 'skipped', comment: 'A reminder step’s status in the history: left out.' }),
  pending: msg({
    message: 'pending',
    comment: 'A reminder email’s status in the history: waiting to go out.',
  }),
};

/** SPEC §2 history labels (shared/reminders.ts reminderTypeLabel). */
const TYPE_TITLES: Record<string, MessageDescriptor> = {
  first: msg`1st Reminder`,
  second: msg`2nd Reminder`,
  final: msg`Final Notice`,
};
const REMINDER_TITLE = msg`Reminder`;

/**
 * A history entry's title (shared/reminders.ts reminderHistoryTitle): the invoice email reads
 * "Invoice sent" once delivered ("Invoice email" while queued or failed), reminders SPEC §2's labels.
 */
export function reminderTitle(entry: {
  stepKey: string;
  reminderType: string;
  status: string;
}): MessageDescriptor {
  if (isInvoiceEmail(entry.stepKey)) return entry.status === 'sent' ? msg`Invoice sent` : msg`Invoice email`;
  return TYPE_TITLES[entry.reminderType] ?? REMINDER_TITLE;
}

/** What a reminder was (shared/reminders.ts reminderKindLabel); null for the invoice email. */
export function reminderKind(stepKey: string, type: string): MessageDescriptor | null {
  if (isInvoiceEmail(stepKey)) return null;
  if (stepKey.startsWith('manual:')) return msg`Sent by you`;
  if (stepKey.startsWith('schedule:')) return msg`Scheduled reminder`;
  if (type === 'due') return msg`Due-date note`;
  return msg`Automatic reminder`;
}

/**
 * Why a step was skipped or deferred: the server keeps these few notes in English words
 * (server/features/reminders: steps.ts, engine.ts), shown with a capital first letter.
 */
export const REMINDER_NOTES: Record<string, MessageDescriptor> = {
  'a reminder went out today': msg`A reminder went out today`,
  'the invoice was emailed today': msg`The invoice was emailed today`,
  'a later reminder was already due': msg`A later reminder was already due`,
  'it fell due while the invoice was paid': msg`It fell due while the invoice was paid`,
};
