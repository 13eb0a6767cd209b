import { useLingui } from '@lingui/react/macro';
import type { Client } from '@shared/clients';
import { CURRENCIES } from '@shared/currency';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { CURRENCY_LABELS } from '@/components/invoice/currency-labels';
import { noClientsHint } from '@/components/invoice/no-clients-hint';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Input, Textarea } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import type { InvoiceForm } from './invoice-form';
import { ServiceFields } from './service-fields';

type Form = InvoiceForm;

/** A registered input whose typing first says so (`onByHand`): it stops following what filled it. */
function typedByHand(registered: UseFormRegisterReturn, onByHand: () => void): UseFormRegisterReturn {
  return {
    ...registered,
    onChange: (event) => {
      onByHand();
      return registered.onChange(event);
    },
  };
}

/**
 * Client Information: the client select (name and client code) fills the client email and the buyer
 * reference; typing a reference by hand stops it following the client (`onBuyerReferenceByHand`).
 */
export function ClientInformationFields({
  form,
  clients,
  onBuyerReferenceByHand,
}: {
  form: Form;
  clients: Client[] | undefined;
  onBuyerReferenceByHand: () => void;
}) {
  const { t } = useLingui();
  const { errors } = form.formState;
  const buyerReference = form.register('buyerReference');
  return (
    <Section title={t`Client Information`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Client`} error={errors.clientId?.message} hint={noClientsHint(clients)}>
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
                    <SelectValue placeholder={t`Select a client`} />
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
        <FormField label={t`Client Email`} error={errors.clientEmail?.message}>
          {(field) => <Input {...field} type="email" {...form.register('clientEmail')} />}
        </FormField>
        <FormField
          label={t`Buyer reference`}
          error={errors.buyerReference?.message}
          hint={t`The client's order number or Leitweg-ID, printed on the invoice.`}
        >
          {(field) => (
            <Input {...field} autoComplete="off" {...typedByHand(buyerReference, onBuyerReferenceByHand)} />
          )}
        </FormField>
      </div>
      <FormField label={t`Project Description`} error={errors.projectDescription?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            placeholder={t`What is this invoice for?`}
            {...form.register('projectDescription')}
          />
        )}
      </FormField>
    </Section>
  );
}

/**
 * Invoice Details: the number the invoice will get, its dates, its currency (the company's unless
 * chosen) and when the service was delivered. Changing the due date by hand stops it following the
 * payment terms (`onDueDateByHand`).
 */
export function InvoiceDetailsFields({
  form,
  invoiceNumber,
  onDueDateByHand,
}: {
  form: Form;
  invoiceNumber: string | undefined;
  onDueDateByHand: () => void;
}) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const dueDate = form.register('dueDate');
  const currencyOptions = CURRENCIES.map((code) => ({ value: code, label: i18n._(CURRENCY_LABELS[code]) }));
  return (
    <Section title={t`Invoice Details`}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField className="content-start" label={t`Invoice Number`}>
          {/* Shown, not edited: read by screen readers with its label, skipped by Tab (issue #22 item 14). */}
          {(field) => <Input {...field} readOnly tabIndex={-1} value={invoiceNumber ?? t`Loading...`} />}
        </FormField>
        <FormField className="content-start" label={t`Issue Date`} error={errors.issueDate?.message}>
          {(field) => <Input {...field} type="date" {...form.register('issueDate')} />}
        </FormField>
        <FormField className="content-start" label={t`Due Date`} error={errors.dueDate?.message}>
          {(field) => <Input {...field} type="date" {...typedByHand(dueDate, onDueDateByHand)} />}
        </FormField>
        <SelectField
          className="content-start"
          control={form.control}
          name="currency"
          label={t`Currency`}
          options={currencyOptions}
          placeholder={t`Loading...`}
        />
      </div>
      <ServiceFields form={form} />
    </Section>
  );
}
