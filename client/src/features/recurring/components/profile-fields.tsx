import type { Client } from '@shared/clients';
import { CURRENCIES, currencySymbol } from '@shared/currency';
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

/** Who is billed, in which currency, for what, and the note printed on each invoice. */
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
      <FormField label="Notes" error={form.formState.errors.notes?.message}>
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
