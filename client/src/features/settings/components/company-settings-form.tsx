import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CompanySettingsInput, CompanySettingsValues } from '@shared/settings';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { type UnsavedChangesWords, useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { ApiError, errorMessage } from '@/lib/api-client';
import { focusFieldSoon } from '@/lib/focus-field';
import { toast } from '@/lib/toast';
import { useSettings } from '../api/get-settings';
import { companySettingsInputSchema, useUpdateSettings } from '../api/update-settings';
import { CompanyInformationFields } from './company-information-fields';
import { LegalDetailsFields } from './legal-details-fields';
import { PaymentInformationFields } from './payment-information-fields';
import { formDefaults, formFieldOf, toFormValues } from './settings-form';

function FormSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading company settings…</Trans>
      </span>
      {Array.from({ length: 10 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The Company Information card: company details, invoice numbering, time zone and payment
 * information. `focusField` (a field's name) gets the cursor once the settings are shown.
 */
export function CompanySettingsForm({ focusField }: { focusField?: string | null }) {
  const { t } = useLingui();
  const settings = useSettings();
  const save = useUpdateSettings();
  const form = useForm<CompanySettingsInput, unknown, CompanySettingsValues>({
    resolver: zodResolver(companySettingsInputSchema),
    defaultValues: formDefaults(),
  });

  // Leaving with unsaved changes asks first: a link, Back or Forward, closing the tab.
  const leaveSettings: UnsavedChangesWords = {
    title: t`Leave without saving?`,
    description: t`Your changes to the company settings have not been saved. If you leave now, they are lost.`,
    confirmLabel: t`Leave`,
    cancelLabel: t`Stay`,
  };
  const unsaved = useUnsavedChanges({ dirty: form.formState.isDirty, words: leaveSettings });

  // Show what is stored whenever it (re)loads, e.g. after a save.
  React.useEffect(() => {
    if (settings.data) form.reset(toFormValues(settings.data));
  }, [settings.data, form]);

  const loaded = Boolean(settings.data);
  React.useEffect(() => {
    if (!loaded || !focusField || !(focusField in formDefaults())) return;
    return focusFieldSoon(focusField, (name) => form.setFocus(name as keyof CompanySettingsInput));
  }, [loaded, focusField, form]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        // What is stored is now what the form holds: leaving asks nothing any more.
        form.reset(toFormValues(saved));
        toast({
          title: t`Settings saved`,
          description: t`Company settings have been updated successfully.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [path, message] of Object.entries(error.fieldErrors)) {
            const field = formFieldOf(path);
            if (field) form.setError(field, { message });
          }
        }
        toast({
          title: t`Error`,
          description: t`Failed to save company settings.`,
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Company Information</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>How your company appears on invoices, and how new invoices are numbered.</Trans>
        </CardDescription>
      </CardHeader>
      {settings.isPending ? (
        <CardContent>
          <FormSkeleton />
        </CardContent>
      ) : settings.isError ? (
        <CardContent role="alert" className="grid justify-items-start gap-3">
          <p>{errorMessage(settings.error, t`Your company settings could not be loaded.`)}</p>
          <Button variant="outline" onClick={() => settings.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </CardContent>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t`Company Information`}>
          <CardContent className="grid gap-6">
            <CompanyInformationFields form={form} />
            <LegalDetailsFields form={form} />
            <PaymentInformationFields form={form} />
          </CardContent>
          <CardFooter className="justify-end border-t pt-5">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save Settings</Trans>}
            </Button>
          </CardFooter>
        </form>
      )}
      {unsaved.dialog}
    </Card>
  );
}
