import type { LineTax } from '@shared/tax';
import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { LineItemsFormValues } from './line-items';
import { rateKey, sameTax } from './line-tax';

/**
 * Keeps the lines on the default VAT (shared/tax.ts defaultLineTax) while they follow it: a line
 * without VAT yet takes the default; when the default changes (another client, the settings loaded),
 * the lines still on the previous default move to the new one, and lines the user set stay.
 * `session` changes whenever the form is filled afresh (the dialog opened), so nothing carries over.
 * Call it after the effect that resets the form, so it sees the reset values.
 */
export function useLineTaxDefaults<T extends LineItemsFormValues>(
  anyForm: UseFormReturn<T, any, any>,
  defaultTax: LineTax | undefined,
  session: unknown,
) {
  const form = anyForm as unknown as UseFormReturn<LineItemsFormValues>;
  const previous = React.useRef<{ session: unknown; tax: LineTax } | null>(null);
  const key = defaultTax ? `${defaultTax.taxCategory} ${defaultTax.taxRate}` : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for defaultTax's content
  React.useEffect(() => {
    if (!defaultTax) return;
    const last = previous.current;
    const before = last && last.session === session ? last.tax : null;
    previous.current = { session, tax: defaultTax };
    form.getValues('lineItems')?.forEach((line, i) => {
      const unset = !line.taxCategory || rateKey(line.taxRate) === '';
      if (!unset && !(before && sameTax(line, before))) return;
      form.setValue(`lineItems.${i}.taxRate`, defaultTax.taxRate);
      form.setValue(`lineItems.${i}.taxCategory`, defaultTax.taxCategory);
    });
  }, [key, session, form]);
}
