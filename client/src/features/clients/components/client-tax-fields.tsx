import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ClientInput, ClientValues } from '@shared/clients';
import { countryExamples } from '@shared/country-examples';
import { deriveTaxTreatment, TAX_TREATMENTS } from '@shared/tax';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { TAX_TREATMENT_LABELS } from '../utils/labels';
import { AUTOMATIC } from './client-form-values';

type ClientForm = UseFormReturn<ClientInput, unknown, ClientValues>;

/** An empty field is null: the company's payment terms. */

/** VAT ID, tax treatment and payment terms: how this client's invoices are taxed and when they fall due. */
export function ClientTaxFields({
  form,
  companyCountry,
  companyTermsDays,
}: {
  form: ClientForm;
  companyCountry: string;
  companyTermsDays: number;
}) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const treatmentOptions = [
    { value: AUTOMATIC, label: t`Automatic (from country and VAT ID)` },
    ...TAX_TREATMENTS.map((treatment) => ({
      value: treatment,
      label: i18n._(TAX_TREATMENT_LABELS[treatment]),
    })),
  ];
  const days = companyTermsDays;
  const [country, vatId, taxTreatment] = useWatch({
    control: form.control,
    name: ['country', 'vatId', 'taxTreatment'],
  });
  const derived = deriveTaxTreatment({
    companyCountry,
    clientCountry: String(country ?? '').toUpperCase(),
    clientVatId: vatId?.trim() || null,
  });
  const treatment = i18n._(TAX_TREATMENT_LABELS[derived]);
  // A VAT ID of the client's own country (shared/country-examples.ts); none for a country without one.
  const example = countryExamples(String(country ?? '')).vatId;
  const vatIdHint = example ? t`e.g. ${example}` : undefined;
  return (
    <Section title={t`Tax and payment`}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t`VAT ID`} error={errors.vatId?.message}>
          {(f) => <Input {...f} placeholder={vatIdHint} autoComplete="off" {...form.register('vatId')} />}
        </FormField>
        <NumberField
          register={form.register}
          name="paymentTermsDays"
          label={t`Payment terms (days)`}
          error={errors.paymentTermsDays?.message}
          min={0}
          max={365}
          placeholder={t`${plural(days, { one: 'Company default (# day)', other: 'Company default (# days)' })}`}
          empty={null}
        />
        <SelectField
          control={form.control}
          name="taxTreatment"
          label={t`Tax treatment`}
          className="sm:col-span-2"
          options={treatmentOptions}
          parse={(v) => (v === AUTOMATIC ? null : v)}
          placeholder={treatmentOptions[0].label}
          hint={
            taxTreatment
              ? undefined
              : t`Now: ${treatment}. Choose one to keep it whatever the country and VAT ID.`
          }
        />
      </div>
    </Section>
  );
}
