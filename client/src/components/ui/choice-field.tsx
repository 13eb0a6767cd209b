import type * as React from 'react';
import { FormField } from './form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

/**
 * A labelled Radix select: the value, its setter and the choices. Filters and sorts use it as it is;
 * SelectField binds it to a react-hook-form field.
 */
export function ChoiceField<T extends string>({
  label,
  value,
  onValueChange,
  options,
  error,
  hint,
  placeholder,
  className,
  triggerProps,
}: {
  label: React.ReactNode;
  value: T;
  onValueChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  error?: string;
  hint?: React.ReactNode;
  placeholder?: string;
  className?: string;
  /** E.g. a form field's ref (focus on error) and onBlur. */
  triggerProps?: Pick<React.ComponentProps<typeof SelectTrigger>, 'ref' | 'onBlur'>;
}) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(f) => (
        <Select value={value} onValueChange={(v) => onValueChange(v as T)}>
          <SelectTrigger {...f} {...triggerProps}>
            <SelectValue placeholder={placeholder} />
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
  );
}
