import { Trans, useLingui } from '@lingui/react/macro';
import { formatShortDate, isCalendarDate } from '@shared/dates';
import * as React from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { InvoiceForm } from './invoice-form';

/**
 * When the service was delivered (§14(4) No. 6 UStG): one date — left empty, the issue date — or,
 * switched to a period, its start and end. Switching clears the other choice's dates, so the body
 * never carries both.
 */
export function ServiceFields({ form }: { form: InvoiceForm }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  const switchId = React.useId();
  const [asPeriod, issueDate] = useWatch({ control: form.control, name: ['serviceAsPeriod', 'issueDate'] });
  const issued = isCalendarDate(issueDate ?? '') ? formatShortDate(issueDate) : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Controller
        control={form.control}
        name="serviceAsPeriod"
        render={({ field }) => (
          <div className="flex items-center gap-3 sm:mt-7 sm:self-start">
            <Switch
              id={switchId}
              checked={field.value}
              onCheckedChange={(period) => {
                field.onChange(period);
                const cleared = period
                  ? (['serviceDate'] as const)
                  : (['servicePeriodStart', 'servicePeriodEnd'] as const);
                for (const name of cleared) form.setValue(name, '');
                form.clearErrors(['serviceDate', 'servicePeriodStart', 'servicePeriodEnd']);
              }}
            />
            <Label htmlFor={switchId}>
              <Trans>Service period</Trans>
            </Label>
          </div>
        )}
      />
      {asPeriod ? (
        <>
          <FormField
            className="content-start"
            label={t`Service period start`}
            error={errors.servicePeriodStart?.message}
          >
            {(field) => <Input {...field} type="date" {...form.register('servicePeriodStart')} />}
          </FormField>
          <FormField
            className="content-start"
            label={t`Service period end`}
            error={errors.servicePeriodEnd?.message}
          >
            {(field) => <Input {...field} type="date" {...form.register('servicePeriodEnd')} />}
          </FormField>
        </>
      ) : (
        <FormField
          className="content-start"
          label={t`Service date`}
          hint={
            issued
              ? t`Leave empty for the issue date (${issued}).`
              : t`Leave empty for the issue date (the issue date).`
          }
          error={errors.serviceDate?.message}
        >
          {(field) => <Input {...field} type="date" {...form.register('serviceDate')} />}
        </FormField>
      )}
    </div>
  );
}
