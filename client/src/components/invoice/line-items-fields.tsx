import { Trans, useLingui } from '@lingui/react/macro';
import { formatCents } from '@shared/currency';
import type { TaxCategory } from '@shared/money';
import type { LineTax } from '@shared/tax';
import { UNITS } from '@shared/units';
import { Plus, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ExemptionReasonField } from './exemption-reason-field';
import { emptyLineItem, type LineItemsFormValues, liveTotals } from './line-items';
import { needsExemptionReason, type TaxSetup } from './line-tax';
import { VatCategorySelect, VatRateSelect } from './line-tax-fields';
import { TaxTotals } from './tax-totals';
import { UNIT_LABELS } from './unit-labels';

/**
 * Line Items with live amounts and totals, all in cents: quantity × rate, and VAT per line (issue
 * 3/6) — a rate select, and the category where it matters (a client abroad, a small business, a line
 * that is not standard-rated) — summed into one VAT row per rate and category. Quantities may have 2
 * decimals (1.5 hours) and an optional unit, suggested from a datalist: the common units
 * (shared/units.ts) in the interface's language, each printed in the document's language ("Std.",
 * "jours", "pauschal") and named by its code in the e-invoice; any other text up to 20 characters is
 * printed as typed. The invoice, recurring-invoice
 * and credit note dialogs use it; `exemptionReason` adds the reason field when exempt lines need it.
 */
export function LineItemsFields<T extends LineItemsFormValues>({
  form: anyForm,
  currency,
  taxRate,
  tax,
  exemptionReason = false,
}: {
  form: UseFormReturn<T, any, any>;
  currency: string | undefined;
  /** The rate of lines without one of their own (before the settings load). */
  taxRate: number | string | null | undefined;
  tax: TaxSetup | undefined;
  exemptionReason?: boolean;
}) {
  // Only the lineItems part is touched; react-hook-form's path types cannot narrow a generic form.
  const { t, i18n } = useLingui();
  const form = anyForm as unknown as UseFormReturn<
    LineItemsFormValues & { taxExemptionReason?: string | null }
  >;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lineItems' });
  const items = useWatch({ control: form.control, name: 'lineItems' });
  const reason = useWatch({ control: form.control, name: 'taxExemptionReason' });
  const totals = liveTotals(items, taxRate);
  const errors = form.formState.errors.lineItems;
  const listError = errors?.message ?? errors?.root?.message;
  const unitListId = React.useId();
  const ids = React.useId();
  const note = tax && ((category: TaxCategory) => tax.note(category, reason));
  const setTax = (i: number, next: LineTax) => {
    form.setValue(`lineItems.${i}.taxRate`, next.taxRate, { shouldDirty: true });
    form.setValue(`lineItems.${i}.taxCategory`, next.taxCategory, { shouldDirty: true });
    form.clearErrors([`lineItems.${i}.taxRate`, `lineItems.${i}.taxCategory`]);
  };

  return (
    <Section title={t`Line Items`}>
      <div className="grid gap-3">
        {fields.map((item, i) => {
          const line = items?.[i] ?? item;
          // A company without VAT never sees a category: its lines have a rate, or none.
          const showCategory = Boolean(
            tax?.vat && (tax.categoriesShown || (line.taxCategory ?? 'S') !== 'S'),
          );
          const taxError = errors?.[i]?.taxRate?.message ?? errors?.[i]?.taxCategory?.message;
          const vatId = `${ids}-vat-${item.id}`;
          const number = i + 1;
          return (
            <fieldset
              key={item.id}
              className="grid grid-cols-2 gap-3 rounded-md bg-muted/40 p-3 sm:grid-cols-[minmax(0,1fr)_5rem_6.5rem_7rem_5.5rem_7.5rem_auto] sm:items-start"
            >
              <legend className="sr-only">
                <Trans>Line item {number}</Trans>
              </legend>
              <FormField
                className="col-span-2 content-start sm:col-span-1"
                label={t`Description`}
                error={errors?.[i]?.description?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    placeholder={t`Service or product`}
                    {...form.register(`lineItems.${i}.description`)}
                  />
                )}
              </FormField>
              <FormField className="content-start" label={t`Quantity`} error={errors?.[i]?.quantity?.message}>
                {(field) => (
                  <Controller
                    control={form.control}
                    name={`lineItems.${i}.quantity`}
                    render={({ field: input }) => <DecimalInput {...field} {...input} asNumber />}
                  />
                )}
              </FormField>
              <FormField className="content-start" label={t`Unit`} error={errors?.[i]?.unit?.message}>
                {(field) => (
                  <Input
                    {...field}
                    list={unitListId}
                    maxLength={20}
                    placeholder={t`e.g. hours`}
                    autoComplete="off"
                    {...form.register(`lineItems.${i}.unit`)}
                  />
                )}
              </FormField>
              <FormField className="content-start" label={t`Rate`} error={errors?.[i]?.rate?.message}>
                {(field) => (
                  <Controller
                    control={form.control}
                    name={`lineItems.${i}.rate`}
                    render={({ field: input }) => <DecimalInput {...field} {...input} />}
                  />
                )}
              </FormField>
              <div className="grid content-start gap-2">
                <Label htmlFor={vatId}>{tax && !tax.vat ? <Trans>Tax</Trans> : <Trans>VAT</Trans>}</Label>
                <VatRateSelect
                  id={vatId}
                  line={i + 1}
                  value={line}
                  setup={tax}
                  offerCategories={!showCategory}
                  invalid={Boolean(taxError)}
                  describedBy={taxError ? `${vatId}-error` : undefined}
                  onChange={(next) => setTax(i, next)}
                />
              </div>
              <FormField className="content-start" label={t`Amount`} error={errors?.[i]?.amount?.message}>
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
                className="self-end justify-self-end sm:mt-6 sm:self-start"
                aria-label={t`Remove line item ${number}`}
                disabled={fields.length === 1}
                onClick={() => remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
              {(showCategory || taxError) && (
                <div className="col-span-full grid gap-1">
                  {showCategory && (
                    <VatCategorySelect
                      id={`${vatId}-category`}
                      line={i + 1}
                      value={line}
                      setup={tax}
                      onChange={(next) => setTax(i, next)}
                    />
                  )}
                  {taxError && (
                    <p id={`${vatId}-error`} role="alert" className="text-sm text-destructive">
                      {taxError}
                    </p>
                  )}
                </div>
              )}
            </fieldset>
          );
        })}
      </div>
      <datalist id={unitListId}>
        {UNITS.map((unit) => (
          <option key={unit.id} value={i18n._(UNIT_LABELS[unit.id])} />
        ))}
      </datalist>
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={() => append(emptyLineItem(tax?.defaultTax))}>
          <Plus aria-hidden="true" />
          <Trans>Add Line Item</Trans>
        </Button>
      </div>
      {exemptionReason && needsExemptionReason(items, tax?.vatScheme) && (
        <ExemptionReasonField form={anyForm} />
      )}
      <TaxTotals totals={totals} currency={currency} note={note} vat={tax?.vat ?? true} />
    </Section>
  );
}
