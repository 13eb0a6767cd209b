import { Trans, useLingui } from '@lingui/react/macro';
import { COUNTRIES, type Country } from '@shared/bank-fields';
import { countryExamples } from '@shared/country-examples';
import { CURRENCIES, currencySymbol } from '@shared/currency';
import { DOCUMENT_LANGUAGES } from '@shared/i18n/languages';
import { suggestedForCountry } from '@shared/locale-defaults';
import { PAYMENT_LINK_PLACEHOLDERS } from '@shared/pay-link';
import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { CURRENCY_LABELS } from '@/components/invoice/currency-labels';
import { AddressFields } from '@/components/party/address-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { interfaceLocale } from '@/lib/i18n';
import { COUNTRY_LABELS } from './country-names';
import { LANGUAGE_LABELS } from './language-names';
import type { SettingsForm } from './settings-form';
import { TaxRateField, VatSchemeField } from './vat-scheme-field';

/** The currencies by code and symbol; one whose symbol is its code ("CHF") by its code alone. */
function useCurrencyOptions() {
  const { i18n } = useLingui();
  return CURRENCIES.map((code) => ({
    value: code,
    label: currencySymbol(code).trim() === code ? code : i18n._(CURRENCY_LABELS[code]),
  }));
}

/** The company's countries (SPEC §9, in its order), named in the interface's language. */
function useCountryName() {
  const { i18n } = useLingui();
  return (code: string) => (code in COUNTRY_LABELS ? i18n._(COUNTRY_LABELS[code as Country]) : code);
}

/** SPEC §5: non-numeric tax-rate input counts as 0. */
const toTaxRate = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number.parseFloat(String(v));
  return Number.isFinite(n) ? n : 0;
};

/** Each language's labels of the time zones, made once: naming them all takes a moment. */
const zoneLabels = new Map<string, Map<string, string>>();

/**
 * A time zone as the list names it: its IANA name ("America/New York"); in a language other than
 * English, followed by the zone's name in that language ("Europe/Berlin (Mitteleuropäische Zeit)").
 */
function timeZoneLabel(zone: string, locale: string): string {
  const name = zone.replaceAll('_', ' ');
  if (locale.toLowerCase().startsWith('en')) return name;
  let labels = zoneLabels.get(locale);
  if (!labels) {
    labels = new Map();
    zoneLabels.set(locale, labels);
  }
  let label = labels.get(zone);
  if (label === undefined) {
    let inLanguage: string | undefined;
    try {
      inLanguage = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
        .formatToParts(0)
        .find((part) => part.type === 'timeZoneName')?.value;
    } catch {
      // A zone this browser does not know: its IANA name alone.
    }
    label = inLanguage ? `${name} (${inLanguage})` : name;
    labels.set(zone, label);
  }
  return label;
}

function useTimeZoneOptions(form: SettingsForm) {
  const current = useWatch({ control: form.control, name: 'timeZone' });
  const locale = interfaceLocale();
  return React.useMemo(() => {
    const zones = new Set(Intl.supportedValuesOf('timeZone'));
    zones.add('UTC');
    if (current) zones.add(current);
    return [...zones].sort().map((zone) => ({ value: zone, label: timeZoneLabel(zone, locale) }));
  }, [current, locale]);
}

/**
 * After the country changes, offers that country's currency and standard rate in one click; it
 * never changes what the user typed by itself, and says nothing while they already match.
 */
function CountrySuggestion({
  form,
  countryName,
}: {
  form: SettingsForm;
  countryName: (code: string) => string;
}) {
  const [country, currentCurrency, taxRate] = useWatch({
    control: form.control,
    name: ['country', 'currency', 'taxRate'],
  });
  const countryChanged = form.getFieldState('country', form.formState).isDirty;
  const suggested = suggestedForCountry(country);
  if (!countryChanged || !suggested) return null;
  if (suggested.currency === currentCurrency && suggested.taxRate === toTaxRate(taxRate)) return null;

  const name = countryName(country);
  const currency = suggested.currency;
  const rate = new Intl.NumberFormat(interfaceLocale(), { maximumFractionDigits: 2 }).format(
    suggested.taxRate,
  );
  const apply = () => {
    form.setValue('currency', suggested.currency, { shouldDirty: true, shouldValidate: true });
    form.setValue('taxRate', suggested.taxRate, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <div role="note" className="grid justify-items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p>
        <Trans>
          Companies in {name} usually invoice in {currency} with {rate}% tax.
        </Trans>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={apply}>
        <Trans>
          Use {currency} and {rate}%
        </Trans>
      </Button>
    </div>
  );
}

/** "The Pay now button … may contain {invoiceNumber}, {amount}, {balanceDue} and {currency} …". */
function PaymentLinkHint() {
  const [invoiceNumber, amount, balanceDue, currency] = PAYMENT_LINK_PLACEHOLDERS.map((p) => `{${p}}`);
  return (
    <Trans>
      The Pay now button on your invoice links opens this address. It may contain <code>{invoiceNumber}</code>
      , <code>{amount}</code>, <code>{balanceDue}</code> and <code>{currency}</code>, filled in for each
      invoice.
    </Trans>
  );
}

export function CompanyInformationFields({ form }: { form: SettingsForm }) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const timeZones = useTimeZoneOptions(form);
  const countryName = useCountryName();
  const currencyOptions = useCurrencyOptions();
  const countryOptions = COUNTRIES.map((code) => ({ value: code, label: countryName(code) }));
  const languageOptions = DOCUMENT_LANGUAGES.map((language) => ({
    value: language,
    label: i18n._(LANGUAGE_LABELS[language]),
  }));
  // Examples of the company's country (shared/country-examples.ts): a field without one shows none.
  const examples = countryExamples(useWatch({ control: form.control, name: 'country' }));
  const eg = (example: string | undefined) => (example ? t`e.g. ${example}` : undefined);

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormField label={t`Company Name`} error={errors.companyName?.message}>
        {(f) => <Input {...f} autoComplete="organization" {...form.register('companyName')} />}
      </FormField>
      <FormField label={t`Email`} error={errors.email?.message}>
        {(f) => <Input {...f} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label={t`Phone`} error={errors.phone?.message}>
        {(f) => (
          <Input
            {...f}
            type="tel"
            placeholder={eg(examples.phone)}
            autoComplete="tel"
            {...form.register('phone')}
          />
        )}
      </FormField>
      <FormField label={t`Website`} error={errors.website?.message}>
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
        countryNote={<CountrySuggestion form={form} countryName={countryName} />}
      />
      <FormField
        label={t`Tax number`}
        error={errors.taxId?.message}
        hint={t`Your Steuernummer, EIN or similar.`}
      >
        {(f) => <Input {...f} placeholder={eg(examples.taxId)} {...form.register('taxId')} />}
      </FormField>
      <FormField label={t`VAT ID`} error={errors.vatId?.message} hint={t`Your VAT identification number.`}>
        {(f) => (
          <Input {...f} placeholder={eg(examples.vatId)} autoComplete="off" {...form.register('vatId')} />
        )}
      </FormField>
      <VatSchemeField form={form} />
      <SelectField
        control={form.control}
        name="documentLanguage"
        label={t`Document language`}
        options={languageOptions}
        hint={t`New clients in your own country get it, and those from countries without one of these languages; each client's own can be changed.`}
      />
      <SelectField control={form.control} name="currency" label={t`Currency`} options={currencyOptions} />
      <TaxRateField form={form}>
        <FormField label={t`Tax Rate (%)`} error={errors.taxRate?.message}>
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
        label={t`Payment terms (days)`}
        error={errors.paymentTermsDays?.message}
        hint={t`A new invoice is due this many days after its issue date, unless the client has its own.`}
        min={0}
        max={365}
        empty=""
      />
      <FormField label={t`Invoice Prefix`} error={errors.invoicePrefix?.message}>
        {(f) => <Input {...f} placeholder="INV" {...form.register('invoicePrefix')} />}
      </FormField>
      <FormField label={t`Credit Note Prefix`} error={errors.creditNotePrefix?.message}>
        {(f) => <Input {...f} placeholder="CN" {...form.register('creditNotePrefix')} />}
      </FormField>
      <NumberField
        register={form.register}
        name="invoiceNumberStart"
        label={t`Invoice Number Start`}
        error={errors.invoiceNumberStart?.message}
        hint={t`New invoices count up from this number. Raise it to skip ahead; it cannot go below a number already used.`}
        min={1}
        empty=""
      />
      <div className="sm:col-span-2">
        <SelectField
          control={form.control}
          name="timeZone"
          label={t`Time Zone`}
          options={timeZones}
          hint={t`Payment reminders go out at 09:00 in this time zone.`}
        />
      </div>
      <FormField
        label={t`Payment Instructions`}
        error={errors.paymentInstructions?.message}
        className="sm:col-span-2"
      >
        {(f) => (
          <Textarea
            {...f}
            rows={3}
            placeholder={t`e.g. Please remit payment within 30 days of invoice date.`}
            {...form.register('paymentInstructions')}
          />
        )}
      </FormField>
      <FormField
        label={t`Online payment link`}
        error={errors.paymentLinkUrl?.message}
        className="sm:col-span-2"
        hint={<PaymentLinkHint />}
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
