import { formatCents } from '@shared/currency';
import { formatTaxRate } from '@shared/payment-information';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Section } from './invoice-details-fields';
import { emptyLineItem, type InvoiceFormOutput, type InvoiceFormValues, liveTotals } from './invoice-form';

type Form = UseFormReturn<InvoiceFormValues, unknown, InvoiceFormOutput>;

/** Line Items with live amounts and totals (quantity × rate, tax at the settings rate), all in cents. */
export function LineItemsFields({
  form,
  currency,
  taxRate,
}: {
  form: Form;
  currency: string | undefined;
  taxRate: number | undefined;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lineItems' });
  const items = useWatch({ control: form.control, name: 'lineItems' });
  const totals = liveTotals(items, taxRate);
  const errors = form.formState.errors.lineItems;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <Section title="Line Items">
      <div className="grid gap-3">
        {fields.map((item, i) => (
          <fieldset
            key={item.id}
            className="grid gap-3 rounded-md bg-muted/40 p-3 sm:grid-cols-[1fr_6rem_8rem_8rem_auto] sm:items-start"
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
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...form.register(`lineItems.${i}.quantity`, { valueAsNumber: true })}
                />
              )}
            </FormField>
            <FormField className="content-start" label="Rate" error={errors?.[i]?.rate?.message}>
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  {...form.register(`lineItems.${i}.rate`)}
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
