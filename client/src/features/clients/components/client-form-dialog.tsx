import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Client, ClientInput, ClientValues } from '@shared/clients';
import { countryExamples } from '@shared/country-examples';
import { languageOf } from '@shared/i18n/languages';
import { defaultsForLocale } from '@shared/locale-defaults';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCompanySettings } from '@/api/get-company-settings';
import { AddressFields } from '@/components/party/address-fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { browserLocale } from '@/lib/dates';
import { interfaceLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { clientInputSchema, useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';
import { ClientEInvoiceFields } from './client-e-invoice-fields';
import { countryOptions, toFormValues } from './client-form-values';
import { ClientLanguageFields } from './client-language-fields';
import { ClientTaxFields } from './client-tax-fields';

/** "Add New Client" without a client, "Edit Client" with one. */
export function ClientFormDialog({
  open,
  onOpenChange,
  client,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client?: Client;
}) {
  const { t } = useLingui();
  const locale = interfaceLocale();
  const countries = React.useMemo(() => countryOptions(locale), [locale]);
  const creation = useCreateClient();
  const update = useUpdateClient();
  const settings = useCompanySettings();
  // Until the company's settings are read, the browser's country (shared/locale-defaults.ts).
  const companyCountry = settings.data?.country ?? defaultsForLocale(browserLocale()).country;
  const companyLanguage = languageOf(settings.data?.documentLanguage);
  const pending = creation.isPending || update.isPending;
  const form = useForm<ClientInput, unknown, ClientValues>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: toFormValues(companyCountry, client, companyLanguage),
  });
  const { errors } = form.formState;
  // A phone number of the client's own country (shared/country-examples.ts).
  const example = countryExamples(useWatch({ control: form.control, name: 'country' })).phone;
  const phoneHint = example ? t`e.g. ${example}` : undefined;

  // Filled on opening; filled again when the company's settings arrive, unless the user typed already.
  // (isDirty is read while rendering: react-hook-form only keeps the form states a render subscribed to.)
  const { isDirty } = form.formState;
  const typed = React.useRef(isDirty);
  typed.current = isDirty;
  const wasOpen = React.useRef(false);
  React.useEffect(() => {
    if (open && (!wasOpen.current || !typed.current))
      form.reset(toFormValues(companyCountry, client, companyLanguage));
    wasOpen.current = open;
  }, [open, client, form, companyCountry, companyLanguage]);

  const onError = (action: 'create' | 'update') => (error: unknown) => {
    if (error instanceof ApiError) {
      for (const [path, message] of Object.entries(error.fieldErrors)) {
        if (path in toFormValues(companyCountry)) form.setError(path as keyof ClientInput, { message });
      }
    }
    toast({
      title: action === 'create' ? t`Failed to create client` : t`Failed to update client`,
      description: errorMessage(error, t`Please try again.`),
      variant: 'destructive',
    });
  };

  const onSubmit = form.handleSubmit((values) => {
    const done = (title: string) => () => {
      toast({ title, variant: 'success' });
      onOpenChange(false);
    };
    if (client) {
      update.mutate(
        { id: client.id, ...values },
        { onSuccess: done(t`Client updated successfully`), onError: onError('update') },
      );
    } else {
      creation.mutate(values, {
        onSuccess: done(t`Client created successfully`),
        onError: onError('create'),
      });
    }
  });

  const clientCode = client?.clientId;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} dirty={isDirty && !pending}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{client ? <Trans>Edit Client</Trans> : <Trans>Add New Client</Trans>}</DialogTitle>
          <DialogDescription>
            {clientCode ? (
              <Trans>Update the contact details of {clientCode}.</Trans>
            ) : (
              <Trans>Name and email are required; invoices and reminders go to this email.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label={t`Name`} error={errors.name?.message} className="sm:col-span-2">
              {(f) => <Input {...f} autoComplete="organization" {...form.register('name')} />}
            </FormField>
            <FormField label={t`Email`} error={errors.email?.message}>
              {(f) => <Input {...f} type="email" autoComplete="email" {...form.register('email')} />}
            </FormField>
            <FormField label={t`Phone`} error={errors.phone?.message}>
              {(f) => (
                <Input
                  {...f}
                  type="tel"
                  placeholder={phoneHint}
                  autoComplete="tel"
                  {...form.register('phone')}
                />
              )}
            </FormField>
            <AddressFields form={form} countryOptions={countries} />
          </div>
          <ClientTaxFields
            form={form}
            companyCountry={companyCountry}
            companyTermsDays={settings.data?.paymentTermsDays ?? 30}
          />
          <ClientLanguageFields
            form={form}
            company={{ country: companyCountry, language: companyLanguage }}
          />
          <ClientEInvoiceFields form={form} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? (
                <Trans>Saving...</Trans>
              ) : client ? (
                <Trans>Save Changes</Trans>
              ) : (
                <Trans>Save Client</Trans>
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
