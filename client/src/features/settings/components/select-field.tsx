import type { CompanySettingsInput } from '@shared/settings';
import { Controller, type FieldPath } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { SettingsForm } from './settings-form';

/** A Radix select bound to one settings field, with its label and message. */
export function SelectField({
  form,
  name,
  label,
  options,
  hint,
}: {
  form: SettingsForm;
  name: FieldPath<CompanySettingsInput>;
  label: string;
  options: { value: string; label: string }[];
  hint?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} hint={hint}>
          {(f) => (
            <Select value={String(field.value ?? '')} onValueChange={field.onChange}>
              <SelectTrigger {...f} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
