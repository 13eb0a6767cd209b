import { formatCents } from '@shared/currency';
import { formatTaxRate } from '@shared/payment-information';
import { Plus, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { emptyLineItem, type LineItemsFormValues, liveTotals, UNIT_SUGGESTIONS } from './line-items';

/**
 * Line Items with live amounts and totals (quantity × rate, tax at the settings rate), all in cents.
 * Quantities may have 2 decimals (1.5 hours) and an optional unit, suggested from a datalist.
 * Any form whose values hold `lineItems` can use it (the invoice and the recurring-invoice dialogs).
 */
export function LineItemsFields<T extends LineItemsFormValues>({
  form: anyForm,
  currency,
  taxRate,
}: {
  form: UseFormReturn<T, any, any>;
  currency: string | undefined;
  taxRate: number | string | undefined;
}) {
  // Only the lineItems part is touched; react-hook-form's path types cannot narrow a generic form.
  const form = anyForm as unknown as UseFormReturn<LineItemsFormValues>;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lineItems' });
  const items = useWatch({ control: form.control, name: 'lineItems' });
  const totals = liveTotals(items, taxRate);
  const errors = form.formState.errors.lineItems;
  const listError = errors?.message ?? errors?.root?.message;
  const unitListId = React.useId();

  return (
    <Section title="Line Items">
      <div className="grid gap-3">
        {fields.map((item, i) => (
          <fieldset
            key={item.id}
            className="grid gap-3 rounded-md bg-muted/40 p-3 sm:grid-cols-[1fr_6rem_7rem_7rem_8rem_auto] sm:items-start"
          >
            <legend className="sr-only">Line item {i + 1}</legend>
            <FormField
              className="content-start"
              label="Description"
              error={errors?.[i]?.description?.message}
            >
              {(field) => (
                <Input
                  {...field}
                  placeholder="Service or product"
                  {...form.register(`lineItems.${i}.description`)}
                />
              )}
            </FormField>
            <FormField className="content-start" label="Quantity" error={errors?.[i]?.quantity?.message}>
              {(field) => (
                <Controller
                  control={form.control}
                  name={`lineItems.${i}.quantity`}
                  render={({ field: input }) => <DecimalInput {...field} {...input} asNumber />}
                />
              )}
            </FormField>
            <FormField className="content-start" label="Unit" error={errors?.[i]?.unit?.message}>
              {(field) => (
                <Input
                  {...field}
                  list={unitListId}
                  maxLength={20}
                  placeholder="e.g. hours"
                  autoComplete="off"
                  {...form.register(`lineItems.${i}.unit`)}
                />
              )}
            </FormField>
            <FormField className="content-start" label="Rate" error={errors?.[i]?.rate?.message}>
              {(field) => (
                <Controller
                  control={form.control}
                  name={`lineItems.${i}.rate`}
                  render={({ field: input }) => <DecimalInput {...field} {...input} />}
                />
              )}
            </FormField>
            <FormField className="content-start" label="Amount" error={errors?.[i]?.amount?.message}>
              {(field) => (
                <Input
                  {...field}
                  readOnly
                  tabIndex={-1}
                  value={formatCents(totals.lines[i]?.amountCents ?? 0, currency)}
                  data-testid={`line-amount-${i}`}
                />
              )}
            </FormField>
            <Button
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              aria-label={`Remove line item ${i + 1}`}
              disabled={fields.length === 1}
              onClick={() => remove(i)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </fieldset>
        ))}
      </div>
      <datalist id={unitListId}>
        {UNIT_SUGGESTIONS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={() => append(emptyLineItem())}>
          <Plus aria-hidden="true" />
          Add Line Item
        </Button>
      </div>
      <dl className="grid w-full grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm sm:ml-auto sm:w-72">
        <dt className="text-muted-foreground">Subtotal:</dt>
        <dd className="text-right" data-testid="invoice-subtotal">
          {formatCents(totals.subtotalCents, currency)}
        </dd>
        <dt className="text-muted-foreground">Tax ({formatTaxRate(totals.taxRate)}%):</dt>
        <dd className="text-right" data-testid="invoice-tax">
          {formatCents(totals.taxCents, currency)}
        </dd>
        <div className="col-span-2 my-1 border-t" aria-hidden="true" />
        <dt className="font-semibold">Total:</dt>
        <dd className="text-right font-semibold" data-testid="invoice-total">
          {formatCents(totals.totalCents, currency)}
        </dd>
      </dl>
    </Section>
  );
}
