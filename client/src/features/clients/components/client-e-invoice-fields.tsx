import { useLingui } from '@lingui/react/macro';
import type { ClientInput, ClientValues } from '@shared/clients';
import { countryExamples } from '@shared/country-examples';
import { CLIENT_E_INVOICE_FORMAT_LABELS, CLIENT_E_INVOICE_FORMATS } from '@shared/e-invoice';
import { derivedPeppolId } from '@shared/peppol-endpoint';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';

const formatOptions = CLIENT_E_INVOICE_FORMATS.map((f) => ({
  value: f,
  label: CLIENT_E_INVOICE_FORMAT_LABELS[f],
}));

/**
 * The buyer reference the client's invoices print and the e-invoice their emails carry (issue 4/6);
 * with Peppol, the Peppol ID its invoices are delivered to (issue 2/7), which its Leitweg-ID or VAT ID
 * gives when left empty — shown as the placeholder.
 */
export function ClientEInvoiceFields({ form }: { form: UseFormReturn<ClientInput, unknown, ClientValues> }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  const [format, buyerReference, vatId, country] = useWatch({
    control: form.control,
    name: ['eInvoiceFormat', 'buyerReference', 'vatId', 'country'],
  });
  const peppolId = derivedPeppolId({ buyerReference, vatId: vatId?.replace(/[\s.-]/g, '') });
  // Examples of the client's own country (shared/country-examples.ts): a Leitweg-ID only for Germany.
  const examples = countryExamples(String(country ?? ''));
  const eg = (example: string | undefined) => (example ? t`e.g. ${example}` : undefined);
  const peppolHint = !peppolId
    ? t`Where Peppol delivers this client's invoices, as scheme:identifier, such as 0208:0123456749. Without one, a Leitweg-ID or EU VAT ID gives it.`
    : peppolId.startsWith('0204:')
      ? t`Where Peppol delivers this client's invoices, as scheme:identifier. Left empty: ${peppolId}, from the client's Leitweg-ID.`
      : t`Where Peppol delivers this client's invoices, as scheme:identifier. Left empty: ${peppolId}, from the client's VAT ID.`;
  return (
    <Section title={t`E-invoice`}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={t`Buyer reference (Leitweg-ID)`}
          error={errors.buyerReference?.message}
          hint={t`Printed on invoices as the buyer's reference; German public buyers give you a Leitweg-ID.`}
        >
          {(f) => (
            <Input
              {...f}
              placeholder={eg(examples.buyerReference)}
              autoComplete="off"
              {...form.register('buyerReference')}
            />
          )}
        </FormField>
        <SelectField
          control={form.control}
          name="eInvoiceFormat"
          label={t`E-invoice format`}
          options={formatOptions}
          hint={t`The PDF carries its e-invoice inside. With an XML format, emails attach that XML beside the PDF.`}
        />
        {format === 'peppol' && (
          <FormField
            label={t`Peppol ID`}
            className="sm:col-span-2"
            error={errors.peppolId?.message}
            hint={peppolHint}
          >
            {(f) => (
              <Input
                {...f}
                placeholder={peppolId ?? eg(examples.peppolId)}
                autoComplete="off"
                {...form.register('peppolId')}
              />
            )}
          </FormField>
        )}
      </div>
    </Section>
  );
}
