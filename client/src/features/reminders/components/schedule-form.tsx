import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import {
  DEFAULT_SCHEDULE,
  FREQUENCY_INTERVAL_DAYS,
  type ReminderSchedule,
  SCHEDULE_FREQUENCIES,
  type ScheduleFrequency,
  type ScheduleInput,
  scheduleInputSchema,
} from '@shared/reminders';
import { Controller, useForm } from 'react-hook-form';
import { useAccountToday } from '@/api/get-user';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NumberField } from '@/components/ui/number-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { FREQUENCY_LABELS } from '../labels';

/**
 * SPEC §5: frequency daily/weekly/monthly (choosing one sets the interval to 1, 7 or 30 days),
 * interval 1–365 days, 1–10 reminders, a start date (today by default).
 */
export function ScheduleForm({
  existing,
  submitting,
  onSubmit,
  onCancel,
}: {
  existing?: ReminderSchedule;
  submitting: boolean;
  onSubmit: (input: ScheduleInput) => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const today = useAccountToday();
  const form = useForm<ScheduleInput>({
    resolver: zodResolver(scheduleInputSchema),
    defaultValues: existing
      ? {
          frequency: existing.frequency,
          intervalDays: existing.intervalDays,
          maxReminders: existing.maxReminders,
          startDate: existing.startDate,
          isActive: existing.isActive,
        }
      : { ...DEFAULT_SCHEDULE, startDate: today },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <FormField label={t`Frequency`} error={errors.frequency?.message}>
        {(field) => (
          <Controller
            control={form.control}
            name="frequency"
            render={({ field: { value, onChange } }) => (
              <Select
                value={value}
                onValueChange={(next) => {
                  onChange(next);
                  form.setValue('intervalDays', FREQUENCY_INTERVAL_DAYS[next as ScheduleFrequency], {
                    shouldValidate: form.formState.isSubmitted,
                  });
                }}
              >
                <SelectTrigger {...field}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SCHEDULE_FREQUENCIES.map((f) => (
                    <SelectItem key={f} value={f}>
                      {i18n._(FREQUENCY_LABELS[f])}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          register={form.register}
          name="intervalDays"
          label={t`Interval (days)`}
          hint={t`1 to 365 days between reminders`}
          error={errors.intervalDays?.message}
          min={1}
          max={365}
        />
        <NumberField
          register={form.register}
          name="maxReminders"
          label={t`Maximum reminders`}
          hint={t`1 to 10 reminders`}
          error={errors.maxReminders?.message}
          min={1}
          max={10}
        />
      </div>
      <FormField
        label={t`Start date`}
        hint={t`Reminders go out at 09:00 in your time zone`}
        error={errors.startDate?.message}
      >
        {(field) => <Input {...field} type="date" {...form.register('startDate')} />}
      </FormField>
      {existing && (
        <Controller
          control={form.control}
          name="isActive"
          render={({ field: { value, onChange } }) => (
            <div className="flex items-center gap-3">
              <Switch id="schedule-active" checked={value ?? true} onCheckedChange={onChange} />
              <Label htmlFor="schedule-active">
                <Trans>Active</Trans>
              </Label>
            </div>
          )}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={submitting}>
          {existing ? (
            submitting ? (
              <Trans>Saving...</Trans>
            ) : (
              <Trans>Save Schedule</Trans>
            )
          ) : submitting ? (
            <Trans>Creating...</Trans>
          ) : (
            <Trans>Create Schedule</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}
