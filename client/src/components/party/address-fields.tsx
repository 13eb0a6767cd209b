import { useLingui } from '@lingui/react/macro';
import { countryExamples } from '@shared/country-examples';
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';

/** The fields of a party's address, as the company and client forms both hold them. */
interface AddressValues {
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country: string;
}

/**
 * A party's postal address (the company's in Settings, a client's in its dialog): street lines,
 * postal code, city and country, as the documents print them (shared/document-build.ts addressLines).
 * Laid out for a two-column form grid.
 */
export function AddressFields<T extends FieldValues>({
  form,
  countryOptions,
  countryNote,
}: {
  form: UseFormReturn<T, any, any>;
  countryOptions: { value: string; label: string }[];
  /** Shown under the country, e.g. the company's currency suggestion for it. */
  countryNote?: React.ReactNode;
}) {
  const { t } = useLingui();
  const errors = form.formState.errors as FieldErrors<AddressValues>;
  const name = (field: keyof AddressValues) => field as FieldPath<T>;
  // A postal code as the address's country writes it (shared/country-examples.ts); none for others.
  const example = countryExamples(useWatch({ control: form.control, name: name('country') })).postalCode;
  const postalCodeHint = example ? t`e.g. ${example}` : undefined;
  const country = (
    <SelectField control={form.control} name={name('country')} label={t`Country`} options={countryOptions} />
  );
  return (
    <>
      <FormField
        label={t`Address`}
        error={errors.address?.message}
        hint={t`Street and number; more lines if needed.`}
        className="sm:col-span-2"
      >
        {(f) => <Textarea {...f} rows={2} autoComplete="address-line1" {...form.register(name('address'))} />}
      </FormField>
      <div className="grid items-start gap-4 sm:col-span-2 sm:grid-cols-[8rem_1fr_1fr]">
        <FormField label={t`Postal code`} error={errors.postalCode?.message}>
          {(f) => (
            <Input
              {...f}
              placeholder={postalCodeHint}
              autoComplete="postal-code"
              {...form.register(name('postalCode'))}
            />
          )}
        </FormField>
        <FormField label={t`City`} error={errors.city?.message}>
          {(f) => <Input {...f} autoComplete="address-level2" {...form.register(name('city'))} />}
        </FormField>
        {countryNote ? (
          <div className="grid gap-2">
            {country}
            {countryNote}
          </div>
        ) : (
          country
        )}
      </div>
    </>
  );
}
