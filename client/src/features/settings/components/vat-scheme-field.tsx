import { useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import type { SettingsForm } from './settings-form';

const vatSchemeOptions = [
  { value: 'standard', label: 'Standard' },
  { value: 'small_business', label: 'Small business — no VAT charged' },
];

/** The law a small business invoices under, named in the hint for the countries that have one. */
export const SMALL_BUSINESS_LAW: Record<string, string> = {
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

/**
 * The company's tax rate, or, while it charges no VAT as a small business, why there is none (issue
 * 2/7 item 14): a rate shown then would read as charged. The rate is kept for the standard scheme.
 */
export function TaxRateField({ form, children }: { form: SettingsForm; children: React.ReactNode }) {
  const [scheme, country] = useWatch({ control: form.control, name: ['vatScheme', 'country'] });
  if (scheme !== 'small_business') return children;
  const law = SMALL_BUSINESS_LAW[country];
  return (
    <div className="space-y-1" data-testid="tax-rate-small-business">
      <p className="text-sm font-medium">Tax Rate</p>
      <p className="text-sm text-muted-foreground">
        None: as a small business you charge no VAT{law ? ` (${law})` : ''}. Your rate applies again under the
        standard scheme.
      </p>
    </div>
  );
}
