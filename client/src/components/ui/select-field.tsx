import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChoiceField } from './choice-field';

/** A Radix select bound to one form field, with its label and message. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  hint,
  placeholder,
  className,
  parse,
}: {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: React.ReactNode;
  options: { value: string; label: string }[];
  hint?: React.ReactNode;
  placeholder?: string;
  className?: string;
  /** The field's value for a chosen option (e.g. Number for an id); the option's string otherwise. */
  parse?: (value: string) => unknown;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceField
          label={label}
          error={fieldState.error?.message}
          hint={hint}
          className={className}
          placeholder={placeholder}
          value={String(field.value ?? '')}
          onValueChange={(v) => field.onChange(parse ? parse(v) : v)}
          options={options}
          triggerProps={{ ref: field.ref, onBlur: field.onBlur }}
        />
      )}
    />
  );
}
