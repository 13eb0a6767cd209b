import { useLingui } from '@lingui/react';
import { Plural, Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { formatLongDate } from '@shared/dates';
import type { ReminderSchedule, ScheduleFrequency, ScheduleInput } from '@shared/reminders';
import { CalendarClock } from 'lucide-react';
import * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useCreateReminderSchedule } from '../api/create-reminder-schedule';
import { useDeleteReminderSchedule } from '../api/delete-reminder-schedule';
import { useReminderSchedule } from '../api/get-reminder-schedule';
import { useUpdateReminderSchedule } from '../api/update-reminder-schedule';
import { FREQUENCY_LABELS } from '../labels';
import { ScheduleForm } from './schedule-form';

type DialogInvoice = { id: number; invoiceNumber: string };

/** SPEC §2: the invoice's schedule with Edit and Cancel, or the form when it has none. Open while `invoice` is set. */
export function ScheduleRemindersDialog({
  invoice,
  onOpenChange,
}: {
  invoice: DialogInvoice | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useLinguiMacro();
  const invoiceNumber = invoice?.invoiceNumber;
  return (
    <Dialog open={invoice !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <Trans>Schedule Payment Reminders</Trans>
          </DialogTitle>
          <DialogDescription>
            {invoice
              ? t`Automatic reminder emails for invoice ${invoiceNumber}. A schedule replaces the automatic reminder flow for this invoice; at most one reminder goes out a day.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {invoice && <ScheduleBody key={invoice.id} invoice={invoice} close={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ScheduleBody({ invoice, close }: { invoice: DialogInvoice; close: () => void }) {
  const { t } = useLinguiMacro();
  const invoiceNumber = invoice.invoiceNumber;
  const schedule = useReminderSchedule(invoice.id, true);
  const create = useCreateReminderSchedule();
  const update = useUpdateReminderSchedule();
  const cancel = useDeleteReminderSchedule();
  const [editing, setEditing] = React.useState(false);

  if (schedule.isLoading) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t`Loading reminder schedule`}>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (schedule.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        <Trans>The reminder schedule could not be loaded. Close the dialog and try again.</Trans>
      </p>
    );
  }

  const created = (input: ScheduleInput) =>
    create.mutate(
      { invoiceId: invoice.id, input },
      {
        onSuccess: () => {
          toast({
            title: t`Reminder Schedule Created`,
            description: t`Automatic reminders will be sent for invoice ${invoiceNumber}`,
            variant: 'success',
          });
          close();
        },
        onError: () =>
          toast({
            title: t`Failed to create reminder schedule`,
            description: t`Please try again`,
            variant: 'destructive',
          }),
      },
    );

  const existing = schedule.data;
  if (!existing) return <ScheduleForm submitting={create.isPending} onSubmit={created} onCancel={close} />;

  if (editing) {
    const saved = (input: ScheduleInput) =>
      update.mutate(
        { invoiceId: invoice.id, input },
        {
          onSuccess: () => {
            toast({
              title: t`Reminder Schedule Updated`,
              description: t`Automatic reminders will be sent for invoice ${invoiceNumber}`,
              variant: 'success',
            });
            setEditing(false);
          },
          onError: () =>
            toast({
              title: t`Failed to update reminder schedule`,
              description: t`Please try again`,
              variant: 'destructive',
            }),
        },
      );
    return (
      <ScheduleForm
        existing={existing}
        submitting={update.isPending}
        onSubmit={saved}
        onCancel={() => setEditing(false)}
      />
    );
  }

  const cancelled = () =>
    cancel.mutate(invoice.id, {
      onSuccess: () => toast({ title: t`Reminder Schedule Cancelled`, variant: 'success' }),
      onError: () => toast({ title: t`Failed to cancel reminder schedule`, variant: 'destructive' }),
    });

  return (
    <div className="grid gap-4">
      <ScheduleSummary schedule={existing} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="destructive" onClick={cancelled} disabled={cancel.isPending}>
          {cancel.isPending ? (
            <Trans context="reminder schedule">Cancelling...</Trans>
          ) : (
            <Trans>Cancel Schedule</Trans>
          )}
        </Button>
        <Button variant="outline" onClick={() => setEditing(true)}>
          <Trans>Edit Schedule</Trans>
        </Button>
      </div>
    </div>
  );
}

function ScheduleSummary({ schedule }: { schedule: ReminderSchedule }) {
  const { i18n } = useLingui();
  const frequency = FREQUENCY_LABELS[schedule.frequency as ScheduleFrequency];
  const intervalDays = schedule.intervalDays;
  return (
    <div className="grid gap-4" data-testid="reminder-schedule">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border p-4 text-sm">
        <dt className="text-muted-foreground">
          <Trans>Frequency</Trans>
        </dt>
        <dd className="font-medium">{frequency ? i18n._(frequency) : schedule.frequency}</dd>
        <dt className="text-muted-foreground">
          <Trans>Interval</Trans>
        </dt>
        <dd className="font-medium">
          <Plural value={intervalDays} one="Every # day" other="Every # days" />
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Max reminders</Trans>
        </dt>
        <dd className="font-medium">{schedule.maxReminders}</dd>
        <dt className="text-muted-foreground">
          <Trans>Starts</Trans>
        </dt>
        <dd className="font-medium">{formatLongDate(schedule.startDate)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Status</Trans>
        </dt>
        <dd>
          <Badge variant={schedule.isActive ? 'success' : 'muted'}>
            {schedule.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
          </Badge>
        </dd>
      </dl>
      <section aria-labelledby="upcoming-reminders">
        <h3 id="upcoming-reminders" className="mb-2 flex items-center gap-2 text-sm font-semibold">
          <CalendarClock className="size-4" aria-hidden="true" /> <Trans>Upcoming reminders</Trans>
        </h3>
        {schedule.upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No reminders are planned for this invoice.</Trans>
          </p>
        ) : (
          <ol className="grid gap-1 text-sm">
            {schedule.upcoming.map((send) => (
              <li key={send.stepKey} className="flex justify-between rounded-md bg-muted px-3 py-1.5">
                <span>{formatLongDate(send.date)}</span>
                <span className="text-muted-foreground">09:00</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
