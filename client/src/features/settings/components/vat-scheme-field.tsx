import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import type { SettingsForm } from './settings-form';

/** The law a small business invoices under, named in the hint for the countries that have one. */
export const SMALL_BUSINESS_LAW: Record<string, string> = {
  DE: '§ 19 UStG',
  AT: '§ 6 (1) Z 27 UStG',
  FR: 'article 293 B du CGI',
};

/** Standard, or a small business that charges no VAT (issue 3/6). */
export function VatSchemeField({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  const country = useWatch({ control: form.control, name: 'country' });
  const law = SMALL_BUSINESS_LAW[country];
  const vatSchemeOptions = [
    { value: 'standard', label: t`Standard` },
    { value: 'small_business', label: t`Small business — no VAT charged` },
  ];
  return (
    <SelectField
      control={form.control}
      name="vatScheme"
      label={t`VAT scheme`}
      options={vatSchemeOptions}
      hint={law ? t`Small business: no VAT charged, under ${law}.` : t`Small business: no VAT charged.`}
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
      <p className="text-sm font-medium">
        <Trans>Tax Rate</Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        {law ? (
          <Trans>
            None: as a small business you charge no VAT ({law}). Your rate applies again under the standard
            scheme.
          </Trans>
        ) : (
          <Trans>
            None: as a small business you charge no VAT. Your rate applies again under the standard scheme.
          </Trans>
        )}
      </p>
    </div>
  );
}
