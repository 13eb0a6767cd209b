import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { currencySymbol } from '@shared/currency';
import { legalFieldsFor, REGISTRATION_SCHEMES, type RegistrationScheme } from '@shared/registrations';
import { Controller, useWatch } from 'react-hook-form';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { SettingsForm } from './settings-form';

/** Each identifier's field: its label, an example of the number as its registry writes it, a hint. */
const SCHEME_FIELDS: Record<
  RegistrationScheme,
  { label: MessageDescriptor; example: string; hint?: MessageDescriptor }
> = {
  siren: { label: msg`SIREN`, example: '732 829 320', hint: msg`Your company's 9-digit number.` },
  siret: {
    label: msg`SIRET`,
    example: '732 829 320 00074',
    hint: msg`14 digits: your SIREN and your establishment's 5.`,
  },
  rcs: {
    label: msg`RCS registration`,
    example: 'Paris B 732 829 320',
    hint: msg`The city of your registry and your number, as on your Kbis extract.`,
  },
  rm: {
    label: msg`RM registration (crafts)`,
    example: 'Lyon 732 829 320',
    hint: msg`For craft businesses: the place of your Répertoire des métiers and your number.`,
  },
  be_enterprise: { label: msg`Enterprise number (KBO/BCE)`, example: '0403.019.261' },
  de_register: {
    label: msg`Commercial register`,
    example: 'Amtsgericht Berlin-Charlottenburg HRB 12345',
    hint: msg`The register court and your number, if your company is registered.`,
  },
  it_codice_fiscale: { label: msg`Codice fiscale`, example: 'RSSMRA85T10A562S' },
  it_partita_iva: { label: msg`Partita IVA`, example: '00743110157' },
  es_nif: { label: msg`NIF`, example: 'B58378431' },
  nl_kvk: { label: msg`KvK number`, example: '12345678' },
  gb_company: {
    label: msg`Company number`,
    example: '01234567',
    hint: msg`Your Companies House number, 8 characters.`,
  },
};

/** A legal form of the company's country, as the field's example. */
const LEGAL_FORM_EXAMPLES: Record<string, string> = {
  FR: 'SAS',
  BE: 'BV',
  DE: 'GmbH',
  AT: 'GmbH',
  CH: 'GmbH',
  IT: 'S.r.l.',
  ES: 'S.L.',
  NL: 'B.V.',
  GB: 'Ltd',
};

/**
 * Where an identifier's value is in the form: the form keeps one entry per scheme, in
 * REGISTRATION_SCHEMES' order (settings-form.ts), whatever the country shows.
 */
export const registrationField = (scheme: RegistrationScheme) =>
  `registrations.${REGISTRATION_SCHEMES.indexOf(scheme)}.value` as const;

/**
 * The Legal details (issue 3/7): the registered name, the legal form, the share capital where the
 * country's companies print it and the identifiers its registers give (shared/registrations.ts).
 */
export function LegalDetailsFields({ form }: { form: SettingsForm }) {
  const { t, i18n } = useLingui();
  const [country, currency] = useWatch({ control: form.control, name: ['country', 'currency'] });
  const { schemes, shareCapital } = legalFieldsFor(country);
  const { errors } = form.formState;
  const eg = (example: string) => t`e.g. ${example}`;
  const symbol = currencySymbol(currency).trim();

  return (
    <section aria-labelledby="legal-details" className="grid gap-4 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="legal-details" className="font-semibold">
          <Trans>Legal details</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>What the law of your country asks your invoices to name besides your company's name.</Trans>
        </p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={t`Legal name`}
          error={errors.legalName?.message}
          hint={t`Your company's registered name, or your full name as a sole trader. Printed with the company name where they differ.`}
        >
          {(f) => <Input {...f} autoComplete="off" {...form.register('legalName')} />}
        </FormField>
        <FormField label={t`Legal form`} error={errors.legalForm?.message}>
          {(f) => (
            <Input
              {...f}
              placeholder={eg(LEGAL_FORM_EXAMPLES[country] ?? 'LLC')}
              autoComplete="off"
              {...form.register('legalForm')}
            />
          )}
        </FormField>
        {shareCapital && (
          <FormField
            label={t`Share capital (${symbol})`}
            error={errors.shareCapital?.message}
            hint={t`For companies: printed with the legal form.`}
          >
            {(f) => (
              <Controller
                control={form.control}
                name="shareCapital"
                render={({ field }) => <DecimalInput {...f} {...field} value={field.value ?? ''} />}
              />
            )}
          </FormField>
        )}
        {schemes.map((scheme) => {
          const index = REGISTRATION_SCHEMES.indexOf(scheme);
          const { label, example, hint } = SCHEME_FIELDS[scheme];
          return (
            <FormField
              key={scheme}
              label={i18n._(label)}
              error={errors.registrations?.[index]?.value?.message}
              hint={hint ? i18n._(hint) : undefined}
            >
              {(f) => (
                <Input
                  {...f}
                  placeholder={eg(example)}
                  autoComplete="off"
                  {...form.register(registrationField(scheme))}
                />
              )}
            </FormField>
          );
        })}
      </div>
    </section>
  );
}
