import { useLingui } from '@lingui/react/macro';
import { formatShortDate } from '@shared/dates';
import { interfaceLocale } from '@shared/interface-locale';
import type { ActivityType } from '@shared/payments';
import {
  AlertTriangle,
  Ban,
  BellRing,
  CircleCheck,
  CircleDollarSign,
  Eye,
  FileMinus2,
  FilePlus2,
  FileWarning,
  Mail,
  Pencil,
  SkipForward,
  Undo2,
} from 'lucide-react';
import * as React from 'react';
import { QueryState } from '@/components/ui/query-state';
import { browserTimeZone } from '@/lib/dates';
import { useActivity } from '../api/get-activity';

const ICONS: Record<ActivityType, React.ComponentType<{ className?: string }>> = {
  created: FilePlus2,
  edited: Pencil,
  sent: Mail,
  send_failed: AlertTriangle,
  reminder_sent: BellRing,
  reminder_skipped: SkipForward,
  reminder_failed: AlertTriangle,
  payment_recorded: CircleDollarSign,
  payment_deleted: Undo2,
  voided: Ban,
  viewed: Eye,
  credit_note_issued: FileMinus2,
  credit_note_sent: Mail,
  status_changed: CircleCheck,
  e_invoice_withheld: FileWarning,
};

/** What happened to the invoice, newest first; each detail is the server's own sentence. */
export function ActivityList({ invoiceId }: { invoiceId: number }) {
  const { t } = useLingui();
  const activity = useActivity(invoiceId);
  const zone = browserTimeZone();
  // The times in the interface's locale, which changes with the language at run time.
  const locale = interfaceLocale();
  const timeFormat = React.useMemo(
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
    [locale],
  );
  return (
    <QueryState query={activity} what={t`activity`} empty={t`No activity yet.`}>
      {(events) => (
        <ol className="grid gap-3" aria-label={t`Activity`}>
          {events.map((event, i) => {
            const Icon = ICONS[event.type] ?? FilePlus2;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; the list is replaced whole
              <li key={i} className="flex gap-3 text-sm">
                <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="grid gap-0.5">
                  <p>{event.detail}</p>
                  <time dateTime={event.at} className="text-xs text-muted-foreground">
                    {formatShortDate(event.at, zone)}, {timeFormat.format(new Date(event.at))}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </QueryState>
  );
}
