import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Client } from '@shared/clients';
import { CURRENCIES } from '@shared/currency';
import { SERVICE_PERIODS, type ServicePeriodMode } from '@shared/recurring-invoices';
import { CURRENCY_LABELS } from '@/components/invoice/currency-labels';
import { noClientsHint } from '@/components/invoice/no-clients-hint';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Textarea } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import type { RecurringForm } from './recurring-form';

const SERVICE_PERIOD_LABELS: Record<ServicePeriodMode, MessageDescriptor> = {
  issue_date: msg`Issue date`,
  previous_period: msg`Previous period`,
  current_period: msg`Current period`,
};

/** What the recurring notes may contain, each filled in for each invoice (shown as written). */
const period = '{period}';
const month = '{month}';
const year = '{year}';

/**
 * Who is billed, in which currency, for what, the service each invoice states (its issue date, or
 * the period before or starting on it), and the note printed on each invoice.
 */
export function ProfileFields({ form, clients }: { form: RecurringForm; clients: Client[] | undefined }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const currencyOptions = CURRENCIES.map((code) => ({ value: code, label: i18n._(CURRENCY_LABELS[code]) }));
  const servicePeriodOptions = SERVICE_PERIODS.map((value) => ({
    value,
    label: i18n._(SERVICE_PERIOD_LABELS[value]),
  }));
  return (
    <Section title={t`Invoice Details`}>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <SelectField
          control={form.control}
          name="clientId"
          label={t`Client`}
          placeholder={t`Select a client`}
          parse={Number}
          options={(clients ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.clientId})` }))}
          hint={noClientsHint(clients)}
        />
        <SelectField control={form.control} name="currency" label={t`Currency`} options={currencyOptions} />
      </div>
      <SelectField
        className="sm:max-w-xs"
        control={form.control}
        name="servicePeriod"
        label={t`Service period`}
        options={servicePeriodOptions}
        hint={t`Previous period: a monthly invoice issued on 1 December is for 1–30 November.`}
      />
      <FormField label={t`Project Description`} error={form.formState.errors.projectDescription?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            placeholder={t`e.g. Monthly website maintenance retainer`}
            {...form.register('projectDescription')}
          />
        )}
      </FormField>
      <FormField
        label={t`Notes`}
        hint={
          <Trans>
            Line descriptions and notes may use <code>{period}</code>, <code>{month}</code> and{' '}
            <code>{year}</code>, filled in for each invoice: “Hosting {month} {year}” becomes “Hosting
            November 2026”.
          </Trans>
        }
        error={form.formState.errors.notes?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            placeholder={t`Thank you for your business!`}
            {...form.register('notes')}
          />
        )}
      </FormField>
    </Section>
  );
}
