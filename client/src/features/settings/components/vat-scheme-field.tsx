import { useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import type { SettingsForm } from './settings-form';

const vatSchemeOptions = [
  { value: 'standard', label: 'Standard' },
  { value: 'small_business', label: 'Small business — no VAT charged' },
];

/** The law a small business invoices under, named in the hint for the countries that have one. */
const SMALL_BUSINESS_LAW: Record<string, string> = {
  DE: '§ 19 UStG',
  AT: '§ 6 (1) Z 27 UStG',
  FR: 'article 293 B du CGI',
};

/** Standard, or a small business that charges no VAT (issue 3/6). */
export function VatSchemeField({ form }: { form: SettingsForm }) {
  const country = useWatch({ control: form.control, name: 'country' });
  const law = SMALL_BUSINESS_LAW[country];
  return (
    <SelectField
      control={form.control}
      name="vatScheme"
      label="VAT scheme"
      options={vatSchemeOptions}
      hint={`Small business: no VAT charged${law ? `, under ${law}` : ''}.`}
    />
  );
}
