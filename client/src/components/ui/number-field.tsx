import type { FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';

/**
 * What an integer field hands the form: the number typed, or `empty` while the field is empty
 * (`Number('')` would be 0, a value nobody typed).
 */
export const integerValue =
  (empty: number | null | '') =>
  (typed: unknown): unknown =>
    typed === '' || typed === null || typed === undefined ? empty : Number(typed);

interface NumberFieldProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  name: FieldPath<T>;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  inputClassName?: string;
  min?: number;
  max?: number;
  placeholder?: string;
  /**
   * What the form holds while the field is empty: NaN by default (the schema refuses it with the
   * field's message), null where empty means "use the default", '' where the schema reads text.
   */
  empty?: number | null | '';
  /** Where the field's message is shown instead, beside another control that shares it. */
  errorElsewhere?: { id: string; invalid: boolean };
}

/** The one field for a whole number (days, counts, where numbering starts): numeric keyboard, steps of 1. */
export function NumberField<T extends FieldValues>({
  register,
  name,
  inputClassName,
  min,
  max,
  placeholder,
  empty = Number.NaN,
  errorElsewhere,
  ...field
}: NumberFieldProps<T>) {
  return (
    <FormField {...field}>
      {(control) => (
        <Input
          {...control}
          {...(errorElsewhere && {
            'aria-invalid': errorElsewhere.invalid,
            'aria-describedby': errorElsewhere.invalid ? errorElsewhere.id : undefined,
          })}
          className={inputClassName}
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          max={max}
          placeholder={placeholder}
          {...register(name, { setValueAs: integerValue(empty) })}
        />
      )}
    </FormField>
  );
}
