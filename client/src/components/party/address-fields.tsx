import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type RegionKind, regionOf } from '@shared/address-format';
import { countryExamples } from '@shared/country-examples';
import * as React from 'react';
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type PathValue,
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
  region?: string | null;
  country: string;
}

/** What the region field is called where the country's addresses carry one (shared/address-format.ts). */
const REGION_LABELS: Record<RegionKind, MessageDescriptor> = {
  state: msg({ message: 'State', comment: 'Part of an address: a US or Australian state' }),
  province: msg({
    message: 'Province',
    comment: 'Part of an address: a Canadian, Italian or Spanish province',
  }),
  county: msg({ message: 'County', comment: 'Part of an address: an Irish county' }),
};

/**
 * A party's postal address (the company's in Settings, a client's in its dialog): street lines,
 * postal code, city, the region where the country's addresses carry one (a US state, a Canadian,
 * Italian or Spanish province, an Irish county) and the country, as the documents print them
 * (shared/document-build.ts addressLines, in the country's order). A region left from a country that
 * has none is cleared when the country changes. Laid out for a two-column form grid.
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
  const { t, i18n } = useLingui();
  const errors = form.formState.errors as FieldErrors<AddressValues>;
  const name = (field: keyof AddressValues) => field as FieldPath<T>;
  const countryCode = String(useWatch({ control: form.control, name: name('country') }) ?? '');
  const region = regionOf(countryCode);
  const shownFor = React.useRef(countryCode);
  React.useEffect(() => {
    if (shownFor.current === countryCode) return;
    shownFor.current = countryCode;
    const field = 'region' as FieldPath<T>;
    if (!regionOf(countryCode) && form.getValues(field))
      form.setValue(field, '' as PathValue<T, FieldPath<T>>, { shouldDirty: true });
  }, [countryCode, form]);
  // A postal code as the address's country writes it (shared/country-examples.ts); none for others.
  const eg = (example: string) => t`e.g. ${example}`;
  const postalExample = countryExamples(countryCode).postalCode;
  const postalCodeHint = postalExample ? eg(postalExample) : undefined;
  const country = (
    <SelectField control={form.control} name={name('country')} label={t`Country`} options={countryOptions} />
  );
  const example = region?.example;
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
      <div
        className={`grid items-start gap-4 sm:col-span-2 ${region ? 'sm:grid-cols-[7rem_1fr_8rem_1fr]' : 'sm:grid-cols-[8rem_1fr_1fr]'}`}
      >
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
        {region && (
          <FormField label={i18n._(REGION_LABELS[region.kind])} error={errors.region?.message}>
            {(f) => (
              <Input
                {...f}
                autoComplete="address-level1"
                placeholder={example ? eg(example) : undefined}
                {...form.register(name('region'))}
              />
            )}
          </FormField>
        )}
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
