import type { ClientInput, ClientValues } from '@shared/clients';
import { CLIENT_E_INVOICE_FORMAT_LABELS, CLIENT_E_INVOICE_FORMATS } from '@shared/e-invoice';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';

const formatOptions = CLIENT_E_INVOICE_FORMATS.map((f) => ({
  value: f,
  label: CLIENT_E_INVOICE_FORMAT_LABELS[f],
}));

/** The buyer reference the client's invoices print and the e-invoice their emails carry (issue 4/6). */
export function ClientEInvoiceFields({ form }: { form: UseFormReturn<ClientInput, unknown, ClientValues> }) {
  const { errors } = form.formState;
  return (
    <Section title="E-invoice">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label="Buyer reference (Leitweg-ID)"
          error={errors.buyerReference?.message}
          hint="Printed on invoices as the buyer's reference; German public buyers give you a Leitweg-ID."
        >
          {(f) => (
            <Input
              {...f}
              placeholder="e.g. 991-12345-67"
              autoComplete="off"
              {...form.register('buyerReference')}
            />
          )}
        </FormField>
        <SelectField
          control={form.control}
          name="eInvoiceFormat"
          label="E-invoice format"
          options={formatOptions}
          hint="The PDF carries its e-invoice inside. With an XML format, emails attach that XML beside the PDF."
        />
      </div>
    </Section>
  );
}
