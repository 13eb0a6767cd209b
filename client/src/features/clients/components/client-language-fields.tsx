import { useLingui } from '@lingui/react/macro';
import type { ClientInput, ClientValues } from '@shared/clients';
import { countryName, isIsoCountry } from '@shared/countries';
import { DOCUMENT_LANGUAGES, derivedClientLanguage, type LanguageCompany } from '@shared/i18n/languages';
import { SALUTATIONS } from '@shared/salutation';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { interfaceLocale } from '@/lib/i18n';
import { LANGUAGE_LABELS, SALUTATION_LABELS } from '../utils/labels';
import { AUTOMATIC } from './client-form-values';

type ClientForm = UseFormReturn<ClientInput, unknown, ClientValues>;

/**
 * The language the client's invoices, emails and page are written in, and the person the emails greet
 * (issue 5/6) with the salutation they greet them by (shared/salutation.ts: "Sehr geehrte Frau
 * Weber,", "Dear Mr Weber,"; none: by the full name). Automatic is sent as null: the server derives it by the same rule (`derivedClientLanguage`:
 * the company's document language at home, else the country's, else the company's) — the hint says
 * which that is now.
 */
export function ClientLanguageFields({ form, company }: { form: ClientForm; company: LanguageCompany }) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const [countryCode, chosen] = useWatch({ control: form.control, name: ['country', 'language'] });
  const languageOptions = [
    { value: AUTOMATIC, label: t`Automatic (from country)` },
    ...DOCUMENT_LANGUAGES.map((language) => ({ value: language, label: i18n._(LANGUAGE_LABELS[language]) })),
  ];
  const salutationOptions = SALUTATIONS.map((s) => ({ value: s, label: i18n._(SALUTATION_LABELS[s]) }));
  const code = String(countryCode ?? '').toUpperCase();
  const derived = derivedClientLanguage(code, company);
  const country = isIsoCountry(code) ? countryName(code, interfaceLocale()) : code;
  const language = i18n._(LANGUAGE_LABELS[derived.language]);
  const now = {
    home: t`Now: ${language}, your company's document language for clients in ${country}. The client's invoices, emails and invoice page are written in it.`,
    country: t`Now: ${language}, the language of ${country}. The client's invoices, emails and invoice page are written in it.`,
    company: t`Now: ${language}, your company's document language. The client's invoices, emails and invoice page are written in it.`,
  }[derived.from];
  return (
    <Section title={t`Language and greeting`}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="language"
          label={t`Language`}
          options={languageOptions}
          parse={(v) => (v === AUTOMATIC ? null : v)}
          placeholder={languageOptions[0].label}
          hint={chosen ? t`The client's invoices, emails and invoice page are written in it.` : now}
        />
        <div className="grid items-start gap-4 sm:grid-cols-[9rem_1fr]">
          <SelectField
            control={form.control}
            name="salutation"
            label={t`Salutation`}
            options={salutationOptions}
          />
          <FormField
            label={t`Contact name`}
            error={errors.contactName?.message}
            hint={t`The person your emails greet.`}
          >
            {(f) => (
              <Input
                {...f}
                placeholder={t`e.g. Anna Weber`}
                autoComplete="name"
                {...form.register('contactName')}
              />
            )}
          </FormField>
        </div>
      </div>
    </Section>
  );
}
