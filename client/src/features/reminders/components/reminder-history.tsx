import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { formatShortDate } from '@shared/dates';
import type { Reminder } from '@shared/reminders';
import { Badge } from '@/components/ui/badge';
import { REMINDER_NOTES, REMINDER_STATUS_LABELS, reminderKind, reminderTitle } from '../labels';

const STATUS_VARIANT = {
  sent: 'success',
  failed: 'destructive',
  skipped: 'muted',
  pending: 'warning',
} as const;

/**
 * SPEC §2: newest first, "1st Reminder" / "2nd Reminder" / "Final Notice" / "Reminder", each with its
 * status; the invoice email itself reads "Invoice sent".
 */
export function ReminderHistory({ reminders }: { reminders: Reminder[] }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  if (reminders.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No reminders sent yet</Trans>
      </p>
    );
  }
  const note = (text: string) => {
    const known = REMINDER_NOTES[text];
    return known ? i18n._(known) : text.charAt(0).toUpperCase() + text.slice(1);
  };
  return (
    <ol className="grid gap-1.5" aria-label={t`Reminder history`}>
      {reminders.map((r) => {
        const kind = reminderKind(r.stepKey, r.reminderType);
        const status = REMINDER_STATUS_LABELS[r.status];
        return (
          <li
            key={r.id}
            data-testid="reminder-history-entry"
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/60 px-3 py-1.5 text-sm"
          >
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{i18n._(reminderTitle(r))}</span>
              {kind && <span className="text-xs text-muted-foreground">{i18n._(kind)}</span>}
              {r.note && <span className="w-full text-xs text-muted-foreground">{note(r.note)}</span>}
            </span>
            <span className="flex items-center gap-2">
              <span className="text-xs text-muted-foreground">
                {formatShortDate(r.sentDate ?? r.scheduledFor ?? r.createdAt)}
              </span>
              <Badge variant={STATUS_VARIANT[r.status] ?? 'muted'}>
                {status ? i18n._(status) : r.status}
              </Badge>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
