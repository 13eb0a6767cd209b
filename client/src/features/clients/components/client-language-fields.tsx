import type { ClientInput, ClientValues } from '@shared/clients';
import { countryName, isIsoCountry } from '@shared/countries';
import {
  DOCUMENT_LANGUAGES,
  derivedClientLanguage,
  LANGUAGE_NAMES,
  type LanguageCompany,
} from '@shared/i18n/languages';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { AUTOMATIC } from './client-form-values';

type ClientForm = UseFormReturn<ClientInput, unknown, ClientValues>;

const languageOptions = [
  { value: AUTOMATIC, label: 'Automatic (from country)' },
  ...DOCUMENT_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
];

/**
 * The language the client's invoices, emails and page are written in, and the person the emails greet
 * (issue 5/6). Automatic is sent as null: the server derives it by the same rule (`derivedClientLanguage`:
 * the company's document language at home, else the country's, else the company's) — the hint says
 * which that is now.
 */
export function ClientLanguageFields({ form, company }: { form: ClientForm; company: LanguageCompany }) {
  const { errors } = form.formState;
  const [country, language] = useWatch({ control: form.control, name: ['country', 'language'] });
  const code = String(country ?? '').toUpperCase();
  const derived = derivedClientLanguage(code, company);
  const name = isIsoCountry(code) ? countryName(code) : code;
  const source = {
    home: `your company's document language for clients in ${name}`,
    country: `the language of ${name}`,
    company: "your company's document language",
  }[derived.from];
  return (
    <Section title="Language and greeting">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="language"
          label="Language"
          options={languageOptions}
          parse={(v) => (v === AUTOMATIC ? null : v)}
          placeholder={languageOptions[0].label}
          hint={
            language
              ? "The client's invoices, emails and invoice page are written in it."
              : `Now: ${LANGUAGE_NAMES[derived.language]}, ${source}. The client's invoices, emails and invoice page are written in it.`
          }
        />
        <FormField
          label="Contact name"
          error={errors.contactName?.message}
          hint="The person your emails greet."
        >
          {(f) => (
            <Input
              {...f}
              placeholder="e.g. Anna Weber"
              autoComplete="name"
              {...form.register('contactName')}
            />
          )}
        </FormField>
      </div>
    </Section>
  );
}
