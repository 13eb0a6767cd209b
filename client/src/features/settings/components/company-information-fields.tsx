import { COUNTRIES, COUNTRY_NAMES } from '@shared/bank-fields';
import { CURRENCIES, currencySymbol } from '@shared/currency';
import { DOCUMENT_LANGUAGES, LANGUAGE_NAMES } from '@shared/i18n/languages';
import { suggestedForCountry } from '@shared/locale-defaults';
import { PAYMENT_LINK_PLACEHOLDERS } from '@shared/pay-link';
import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { AddressFields } from '@/components/party/address-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import type { SettingsForm } from './settings-form';
import { TaxRateField, VatSchemeField } from './vat-scheme-field';

const currencyOptions = CURRENCIES.map((code) => {
  const symbol = currencySymbol(code).trim();
  return { value: code, label: symbol === code ? code : `${code} (${symbol})` };
});
const countryOptions = COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));
const languageOptions = DOCUMENT_LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
}));

/** SPEC §5: non-numeric tax-rate input counts as 0. */
const toTaxRate = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number.parseFloat(String(v));
  return Number.isFinite(n) ? n : 0;
};

function useTimeZoneOptions(form: SettingsForm) {
  const current = useWatch({ control: form.control, name: 'timeZone' });
  return React.useMemo(() => {
    const zones = new Set(Intl.supportedValuesOf('timeZone'));
    zones.add('UTC');
    if (current) zones.add(current);
    return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
  }, [current]);
}

/**
 * After the country changes, offers that country's currency and standard rate in one click; it
 * never changes what the user typed by itself, and says nothing while they already match.
 */
function CountrySuggestion({ form }: { form: SettingsForm }) {
  const [country, currency, taxRate] = useWatch({
    control: form.control,
    name: ['country', 'currency', 'taxRate'],
  });
  const countryChanged = form.getFieldState('country', form.formState).isDirty;
  const suggested = suggestedForCountry(country);
  if (!countryChanged || !suggested) return null;
  if (suggested.currency === currency && suggested.taxRate === toTaxRate(taxRate)) return null;
  const name = COUNTRY_NAMES[country as keyof typeof COUNTRY_NAMES] ?? country;
  const apply = () => {
    form.setValue('currency', suggested.currency, { shouldDirty: true, shouldValidate: true });
    form.setValue('taxRate', suggested.taxRate, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <div role="note" className="grid justify-items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p>
        Companies in {name} usually invoice in {suggested.currency} with {suggested.taxRate}% tax.
      </p>
      <Button type="button" variant="outline" size="sm" onClick={apply}>
        Use {suggested.currency} and {suggested.taxRate}%
      </Button>
    </div>
  );
}

export function CompanyInformationFields({ form }: { form: SettingsForm }) {
  const { errors } = form.formState;
  const timeZones = useTimeZoneOptions(form);
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormField label="Company Name" error={errors.companyName?.message}>
        {(f) => <Input {...f} autoComplete="organization" {...form.register('companyName')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(f) => <Input {...f} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        {(f) => <Input {...f} type="tel" autoComplete="tel" {...form.register('phone')} />}
      </FormField>
      <FormField label="Website" error={errors.website?.message}>
        {(f) => (
          <Input
            {...f}
            type="url"
            placeholder="https://example.com"
            autoComplete="url"
            {...form.register('website')}
          />
        )}
      </FormField>
      <AddressFields
        form={form}
        countryOptions={countryOptions}
        countryNote={<CountrySuggestion form={form} />}
      />
      <FormField label="Tax number" error={errors.taxId?.message} hint="Your Steuernummer, EIN or similar.">
        {(f) => <Input {...f} placeholder="e.g. 12/345/67890" {...form.register('taxId')} />}
      </FormField>
      <FormField label="VAT ID" error={errors.vatId?.message} hint="Your VAT identification number.">
        {(f) => (
          <Input {...f} placeholder="e.g. DE123456789" autoComplete="off" {...form.register('vatId')} />
        )}
      </FormField>
      <VatSchemeField form={form} />
      <SelectField
        control={form.control}
        name="documentLanguage"
        label="Document language"
        options={languageOptions}
        hint="New clients in your own country get it, and those from countries without one of these languages; each client's own can be changed."
      />
      <SelectField control={form.control} name="currency" label="Currency" options={currencyOptions} />
      <TaxRateField form={form}>
        <FormField label="Tax Rate (%)" error={errors.taxRate?.message}>
          {(f) => (
            <Input
              {...f}
              type="number"
              inputMode="decimal"
              step={0.1}
              min={0}
              max={100}
              {...form.register('taxRate', { setValueAs: toTaxRate })}
            />
          )}
        </FormField>
      </TaxRateField>
      <NumberField
        register={form.register}
        name="paymentTermsDays"
        label="Payment terms (days)"
        error={errors.paymentTermsDays?.message}
        hint="A new invoice is due this many days after its issue date, unless the client has its own."
        min={0}
        max={365}
        empty=""
      />
      <FormField label="Invoice Prefix" error={errors.invoicePrefix?.message}>
        {(f) => <Input {...f} placeholder="INV" {...form.register('invoicePrefix')} />}
      </FormField>
      <FormField label="Credit Note Prefix" error={errors.creditNotePrefix?.message}>
        {(f) => <Input {...f} placeholder="CN" {...form.register('creditNotePrefix')} />}
      </FormField>
      <NumberField
        register={form.register}
        name="invoiceNumberStart"
        label="Invoice Number Start"
        error={errors.invoiceNumberStart?.message}
        hint="New invoices count up from this number. Raise it to skip ahead; it cannot go below a number already used."
        min={1}
        empty=""
      />
      <div className="sm:col-span-2">
        <SelectField
          control={form.control}
          name="timeZone"
          label="Time Zone"
          options={timeZones}
          hint="Payment reminders go out at 09:00 in this time zone."
        />
      </div>
      <FormField
        label="Payment Instructions"
        error={errors.paymentInstructions?.message}
        className="sm:col-span-2"
      >
        {(f) => (
          <Textarea
            {...f}
            rows={3}
            placeholder="e.g. Please remit payment within 30 days of invoice date."
            {...form.register('paymentInstructions')}
          />
        )}
      </FormField>
      <FormField
        label="Online payment link"
        error={errors.paymentLinkUrl?.message}
        className="sm:col-span-2"
        hint={
          <>
            The Pay now button on your invoice links opens this address. It may contain{' '}
            {PAYMENT_LINK_PLACEHOLDERS.map((p, i) => (
              <React.Fragment key={p}>
                {i > 0 && (i === PAYMENT_LINK_PLACEHOLDERS.length - 1 ? ' and ' : ', ')}
                <code>{`{${p}}`}</code>
              </React.Fragment>
            ))}
            , filled in for each invoice.
          </>
        }
      >
        {(f) => (
          <Input
            {...f}
            type="url"
            inputMode="url"
            placeholder="https://buy.stripe.com/…"
            {...form.register('paymentLinkUrl')}
          />
        )}
      </FormField>
    </div>
  );
}
