import { Trans, useLingui } from '@lingui/react/macro';
import { bankFieldsFor } from '@shared/bank-fields';
import { countryExamples } from '@shared/country-examples';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { SettingsForm } from './settings-form';

/** Bank name and account number everywhere; the other bank fields follow the country (SPEC §4). */
export function PaymentInformationFields({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  const country = useWatch({ control: form.control, name: 'country' });
  const show = bankFieldsFor(country);
  const { errors } = form.formState;
  // The company's country's examples (shared/country-examples.ts); a field without one shows none.
  const examples = countryExamples(country);
  const eg = (example: string | undefined) => (example ? t`e.g. ${example}` : undefined);
  const bankNameHint = eg(examples.bankName) ?? t`e.g. Your bank`;

  return (
    <section aria-labelledby="payment-information" className="grid gap-4 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="payment-information" className="font-semibold">
          <Trans>Payment Information</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>Printed on your invoices so clients know where to pay.</Trans>
        </p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t`Bank Name`} error={errors.bankName?.message}>
          {(f) => <Input {...f} placeholder={bankNameHint} {...form.register('bankName')} />}
        </FormField>
        <FormField label={t`Account Number`} error={errors.accountNumber?.message}>
          {(f) => (
            <Input
              {...f}
              placeholder={eg(examples.accountNumber)}
              autoComplete="off"
              {...form.register('accountNumber')}
            />
          )}
        </FormField>
        {show.routingNumber && (
          <FormField label={t`Routing Number`} error={errors.routingNumber?.message}>
            {(f) => (
              <Input
                {...f}
                inputMode="numeric"
                placeholder={eg(examples.routingNumber)}
                {...form.register('routingNumber')}
              />
            )}
          </FormField>
        )}
        {show.blz && (
          <FormField label="BLZ" error={errors.blz?.message} hint={t`Bankleitzahl, 8 digits`}>
            {(f) => (
              <Input {...f} inputMode="numeric" placeholder={eg(examples.blz)} {...form.register('blz')} />
            )}
          </FormField>
        )}
        {show.sortCode && (
          <FormField label={t`Sort Code`} error={errors.sortCode?.message}>
            {(f) => (
              <Input
                {...f}
                inputMode="numeric"
                placeholder={eg(examples.sortCode)}
                {...form.register('sortCode')}
              />
            )}
          </FormField>
        )}
        {show.iban && (
          <FormField label="IBAN" error={errors.iban?.message}>
            {(f) => (
              <Input {...f} placeholder={eg(examples.iban)} autoComplete="off" {...form.register('iban')} />
            )}
          </FormField>
        )}
        {show.bic && (
          <FormField label={t`BIC/SWIFT Code`} error={errors.bic?.message ?? errors.swiftCode?.message}>
            {(f) => (
              <Input
                {...f}
                placeholder={eg(examples.bic)}
                autoComplete="off"
                {...form.register('bic', {
                  // One code, two names: in IBAN countries the SWIFT code is the BIC.
                  onChange: (e) => form.setValue('swiftCode', e.target.value),
                })}
              />
            )}
          </FormField>
        )}
        {show.swiftCode && (
          <FormField label={t`SWIFT Code`} error={errors.swiftCode?.message}>
            {(f) => (
              <Input
                {...f}
                placeholder={eg(examples.swiftCode)}
                autoComplete="off"
                {...form.register('swiftCode')}
              />
            )}
          </FormField>
        )}
      </div>
    </section>
  );
}
