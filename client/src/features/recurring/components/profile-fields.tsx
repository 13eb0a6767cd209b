import type { Client } from '@shared/clients';
import { CURRENCIES, currencySymbol } from '@shared/currency';
import { SERVICE_PERIODS, type ServicePeriodMode } from '@shared/recurring-invoices';
import { noClientsHint } from '@/components/invoice/no-clients-hint';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Textarea } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import type { RecurringForm } from './recurring-form';

const currencyOptions = CURRENCIES.map((code) => ({
  value: code,
  label: `${code} (${currencySymbol(code).trim()})`,
}));

const SERVICE_PERIOD_LABELS: Record<ServicePeriodMode, string> = {
  issue_date: 'Issue date',
  previous_period: 'Previous period',
  current_period: 'Current period',
};
const servicePeriodOptions = SERVICE_PERIODS.map((value) => ({ value, label: SERVICE_PERIOD_LABELS[value] }));

/**
 * Who is billed, in which currency, for what, the service each invoice states (its issue date, or
 * the period before or starting on it), and the note printed on each invoice.
 */
export function ProfileFields({ form, clients }: { form: RecurringForm; clients: Client[] | undefined }) {
  return (
    <Section title="Invoice Details">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <SelectField
          control={form.control}
          name="clientId"
          label="Client"
          placeholder="Select a client"
          parse={Number}
          options={(clients ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.clientId})` }))}
          hint={noClientsHint(clients)}
        />
        <SelectField control={form.control} name="currency" label="Currency" options={currencyOptions} />
      </div>
      <SelectField
        className="sm:max-w-xs"
        control={form.control}
        name="servicePeriod"
        label="Service period"
        options={servicePeriodOptions}
        hint="Previous period: a monthly invoice issued on 1 December is for 1–30 November."
      />
      <FormField label="Project Description" error={form.formState.errors.projectDescription?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            placeholder="e.g. Monthly website maintenance retainer"
            {...form.register('projectDescription')}
          />
        )}
      </FormField>
      <FormField
        label="Notes"
        hint={
          <>
            Line descriptions and notes may use <code>{'{period}'}</code>, <code>{'{month}'}</code> and{' '}
            <code>{'{year}'}</code>, filled in for each invoice: “Hosting {'{month}'} {'{year}'}” becomes
            “Hosting November 2026”.
          </>
        }
        error={form.formState.errors.notes?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            placeholder="Thank you for your business!"
            {...form.register('notes')}
          />
        )}
      </FormField>
    </Section>
  );
}
