import * as React from 'react';
import { fieldLocale, formatDecimalInput, normalizeDecimal, parseDecimal } from '@/lib/decimal';
import { Input } from './input';

type Value = number | string | null | undefined;

/**
 * The one field for amounts, quantities, rates and percentages (issue #22 item 15): it reads and
 * shows numbers with the browser locale's separators ("2,5" in German is 2.5). A text field, since
 * a number field's parsing of "2,5" differs between browsers. `asNumber` hands the form a number
 * (NaN for no number); otherwise a plain "1234.50" string, or the text itself when it is no number,
 * so the form's rules name the problem.
 */
export function DecimalInput({
  value,
  onChange,
  asNumber = false,
  locale = fieldLocale(),
  ...props
}: Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  value: Value;
  onChange: (value: number | string) => void;
  asNumber?: boolean;
  locale?: string;
}) {
  const [text, setText] = React.useState(() => formatDecimalInput(value, locale));
  // What this field last handed out: any other value came from outside (a reset, a suggestion).
  const [emitted, setEmitted] = React.useState<Value>(value);
  if (!Object.is(value, emitted)) {
    setEmitted(value);
    setText(formatDecimalInput(value, locale));
  }

  const change = (event: React.ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const next = asNumber ? parseDecimal(typed, locale) : (normalizeDecimal(typed, locale) ?? typed.trim());
    setText(typed);
    setEmitted(next);
    onChange(next);
  };

  return (
    <Input {...props} type="text" inputMode="decimal" autoComplete="off" value={text} onChange={change} />
  );
}
