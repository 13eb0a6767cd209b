import { formatShortDate } from '@shared/dates';
import { type Reminder, reminderHistoryTitle, reminderKindLabel } from '@shared/reminders';
import { Badge } from '@/components/ui/badge';

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
  if (reminders.length === 0) {
    return <p className="text-sm text-muted-foreground">No reminders sent yet</p>;
  }
  return (
    <ol className="grid gap-1.5" aria-label="Reminder history">
      {reminders.map((r) => (
        <li
          key={r.id}
          data-testid="reminder-history-entry"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/60 px-3 py-1.5 text-sm"
        >
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">{reminderHistoryTitle(r)}</span>
            {reminderKindLabel(r.stepKey, r.reminderType) && (
              <span className="text-xs text-muted-foreground">
                {reminderKindLabel(r.stepKey, r.reminderType)}
              </span>
            )}
            {r.note && (
              <span className="w-full text-xs text-muted-foreground">
                {r.note.charAt(0).toUpperCase() + r.note.slice(1)}
              </span>
            )}
          </span>
          <span className="flex items-center gap-2">
            <span className="text-xs text-muted-foreground">
              {formatShortDate(r.sentDate ?? r.scheduledFor ?? r.createdAt)}
            </span>
            <Badge variant={STATUS_VARIANT[r.status] ?? 'muted'}>{r.status}</Badge>
          </span>
        </li>
      ))}
    </ol>
  );
}
