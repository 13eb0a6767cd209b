import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * Why the exempt (E) lines are exempt: printed as their VAT row's note, and required by the law (and
 * the server) when a company that charges VAT bills an exempt supply (e.g. § 4 Nr. 21 UStG).
 */
export function ExemptionReasonField({ form: anyForm }: { form: UseFormReturn<any, any, any> }) {
  const { t } = useLingui();
  const form = anyForm as UseFormReturn<{ taxExemptionReason?: string | null }>;
  return (
    <FormField
      label={t`Reason for VAT exemption`}
      hint={t`Printed beside the exempt lines' VAT, e.g. “Exempt under § 4 No. 21 UStG”.`}
      error={form.formState.errors.taxExemptionReason?.message}
    >
      {(field) => <Input {...field} maxLength={500} {...form.register('taxExemptionReason')} />}
    </FormField>
  );
}
