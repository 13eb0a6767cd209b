import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { RadioOption } from './radio-option';
import type { RecurringForm } from './recurring-form';

/** "Every [2] [weeks]", the start date and how it ends: never, after N invoices, or on a date. */
export function ScheduleFields({ form, showBackfill }: { form: RecurringForm; showBackfill: boolean }) {
  const { errors } = form.formState;
  const { t } = useLingui();
  const [interval, endMode] = useWatch({ control: form.control, name: ['interval', 'endMode'] });
  // The unit agrees with the number typed beside it ("1 week", "2 weeks"); empty reads as plural.
  const count = typeof interval === 'number' && Number.isFinite(interval) ? interval : 2;
  const units = [
    { value: 'weekly', label: t`${plural(count, { one: 'week', other: 'weeks' })}` },
    { value: 'monthly', label: t`${plural(count, { one: 'month', other: 'months' })}` },
    { value: 'quarterly', label: t`${plural(count, { one: 'quarter', other: 'quarters' })}` },
    { value: 'yearly', label: t`${plural(count, { one: 'year', other: 'years' })}` },
  ];
  const intervalErrorId = React.useId();

  return (
    <div className="grid content-start gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Repeat every</Trans>
        </legend>
        <div className="grid grid-cols-[5rem_1fr] items-start gap-2 sm:max-w-72">
          <NumberField
            register={form.register}
            name="interval"
            label={
              <span className="sr-only">
                <Trans>Interval</Trans>
              </span>
            }
            className="gap-0"
            min={1}
            max={120}
            errorElsewhere={{ id: intervalErrorId, invalid: Boolean(errors.interval) }}
          />
          <SelectField
            control={form.control}
            name="frequency"
            label={
              <span className="sr-only">
                <Trans>Frequency</Trans>
              </span>
            }
            className="gap-0"
            options={units}
          />
        </div>
        {errors.interval && (
          <p id={intervalErrorId} role="alert" className="text-sm text-destructive">
            {errors.interval.message}
          </p>
        )}
      </fieldset>
      <FormField label={t`Start date`} error={errors.startDate?.message} className="sm:max-w-56">
        {(field) => <Input {...field} type="date" {...form.register('startDate')} />}
      </FormField>
      <fieldset className="grid gap-1">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Ends</Trans>
        </legend>
        <RadioOption label={t`Never`} value="never" {...form.register('endMode')} />
        <RadioOption label={t`After a number of invoices`} value="after" {...form.register('endMode')}>
          {endMode === 'after' && (
            <NumberField
              register={form.register}
              name="occurrences"
              label={
                <span className="sr-only">
                  <Trans>Number of invoices</Trans>
                </span>
              }
              error={errors.occurrences?.message}
              className="gap-1"
              inputClassName="w-24"
              min={1}
            />
          )}
        </RadioOption>
        <RadioOption label={t`On a date`} value="on" {...form.register('endMode')}>
          {endMode === 'on' && (
            <FormField
              label={
                <span className="sr-only">
                  <Trans>End date</Trans>
                </span>
              }
              error={errors.endDate?.message}
              className="gap-1"
            >
              {(field) => <Input {...field} className="w-44" type="date" {...form.register('endDate')} />}
            </FormField>
          )}
        </RadioOption>
      </fieldset>
      {showBackfill && (
        <label className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            {...form.register('backfill')}
          />
          <span className="grid gap-0.5">
            <span className="font-medium">
              <Trans>Also create the invoices for past periods</Trans>
            </span>
            <span className="text-xs text-muted-foreground">
              <Trans>
                The start date is in the past: without this, the first invoice is the first date from today
                on.
              </Trans>
            </span>
          </span>
        </label>
      )}
    </div>
  );
}
