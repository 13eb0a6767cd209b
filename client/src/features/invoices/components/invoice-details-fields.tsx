import type { Client } from '@shared/clients';
import { currencySymbol } from '@shared/currency';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { noClientsHint } from '@/components/invoice/no-clients-hint';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Input, Textarea } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { InvoiceFormOutput, InvoiceFormValues } from './invoice-form';

type Form = UseFormReturn<InvoiceFormValues, unknown, InvoiceFormOutput>;

/** Client Information: the client select (name and client code) fills the client email. */
export function ClientInformationFields({ form, clients }: { form: Form; clients: Client[] | undefined }) {
  const { errors } = form.formState;
  return (
    <Section title="Client Information">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Client" error={errors.clientId?.message} hint={noClientsHint(clients)}>
          {(field) => (
            <Controller
              control={form.control}
              name="clientId"
              render={({ field: { value, onChange } }) => (
                <Select
                  value={value ? String(value) : ''}
                  onValueChange={(id) => {
                    const client = clients?.find((c) => c.id === Number(id));
                    onChange(Number(id));
                    if (client) form.setValue('clientEmail', client.email, { shouldValidate: true });
                  }}
                >
                  <SelectTrigger {...field}>
                    <SelectValue placeholder="Select a client" />
                  </SelectTrigger>
                  <SelectContent>
                    {clients?.map((c) => (
                      <SelectItem key={c.id} value={String(c.id)}>
                        {c.name} ({c.clientId})
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField label="Client Email" error={errors.clientEmail?.message}>
          {(field) => <Input {...field} type="email" {...form.register('clientEmail')} />}
        </FormField>
      </div>
      <FormField label="Project Description" error={errors.projectDescription?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            placeholder="What is this invoice for?"
            {...form.register('projectDescription')}
          />
        )}
      </FormField>
    </Section>
  );
}

/** Invoice Details: the number the invoice will get, its dates, and the company currency (set in Settings). */
export function InvoiceDetailsFields({
  form,
  invoiceNumber,
  currency,
}: {
  form: Form;
  invoiceNumber: string | undefined;
  currency: string | undefined;
}) {
  const { errors } = form.formState;
  return (
    <Section title="Invoice Details">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField className="content-start" label="Invoice Number">
          {/* Shown, not edited: read by screen readers with its label, skipped by Tab (issue #22 item 14). */}
          {(field) => <Input {...field} readOnly tabIndex={-1} value={invoiceNumber ?? 'Loading...'} />}
        </FormField>
        <FormField className="content-start" label="Issue Date" error={errors.issueDate?.message}>
          {(field) => <Input {...field} type="date" {...form.register('issueDate')} />}
        </FormField>
        <FormField className="content-start" label="Due Date" error={errors.dueDate?.message}>
          {(field) => <Input {...field} type="date" {...form.register('dueDate')} />}
        </FormField>
        <FormField
          className="content-start"
          label="Currency"
          hint="The currency is changed in Settings → Company Information."
        >
          {(field) => (
            <Input
              {...field}
              readOnly
              tabIndex={-1}
              value={currency ? `${currency} (${currencySymbol(currency).trim()})` : 'Loading...'}
            />
          )}
        </FormField>
      </div>
    </Section>
  );
}
