import { bankFieldsFor, bankNamePlaceholder } from '@shared/bank-fields';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { SettingsForm } from './settings-form';

/** Bank name and account number everywhere; the other bank fields follow the country (SPEC §4). */
export function PaymentInformationFields({ form }: { form: SettingsForm }) {
  const country = useWatch({ control: form.control, name: 'country' });
  const show = bankFieldsFor(country);
  const { errors } = form.formState;

  return (
    <section aria-labelledby="payment-information" className="grid gap-4 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="payment-information" className="font-semibold">
          Payment Information
        </h3>
        <p className="text-sm text-muted-foreground">
          Printed on your invoices so clients know where to pay.
        </p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Bank Name" error={errors.bankName?.message}>
          {(f) => <Input {...f} placeholder={bankNamePlaceholder(country)} {...form.register('bankName')} />}
        </FormField>
        <FormField label="Account Number" error={errors.accountNumber?.message}>
          {(f) => <Input {...f} autoComplete="off" {...form.register('accountNumber')} />}
        </FormField>
        {show.routingNumber && (
          <FormField label="Routing Number" error={errors.routingNumber?.message}>
            {(f) => (
              <Input
                {...f}
                inputMode="numeric"
                placeholder="e.g. 021000021"
                {...form.register('routingNumber')}
              />
            )}
          </FormField>
        )}
        {show.blz && (
          <FormField label="BLZ" error={errors.blz?.message} hint="Bankleitzahl, 8 digits">
            {(f) => (
              <Input {...f} inputMode="numeric" placeholder="e.g. 37040044" {...form.register('blz')} />
            )}
          </FormField>
        )}
        {show.sortCode && (
          <FormField label="Sort Code" error={errors.sortCode?.message}>
            {(f) => (
              <Input {...f} inputMode="numeric" placeholder="e.g. 12-34-56" {...form.register('sortCode')} />
            )}
          </FormField>
        )}
        {show.iban && (
          <FormField label="IBAN" error={errors.iban?.message}>
            {(f) => (
              <Input
                {...f}
                placeholder="e.g. DE89 3704 0044 0532 0130 00"
                autoComplete="off"
                {...form.register('iban')}
              />
            )}
          </FormField>
        )}
        {show.bic && (
          <FormField label="BIC/SWIFT Code" error={errors.bic?.message ?? errors.swiftCode?.message}>
            {(f) => (
              <Input
                {...f}
                placeholder="e.g. DEUTDEFF"
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
          <FormField label="SWIFT Code" error={errors.swiftCode?.message}>
            {(f) => (
              <Input {...f} placeholder="e.g. ROYCCAT2" autoComplete="off" {...form.register('swiftCode')} />
            )}
          </FormField>
        )}
      </div>
    </section>
  );
}
