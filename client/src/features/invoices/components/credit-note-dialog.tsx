import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCents, formatMoney } from '@shared/currency';
import type { Invoice, InvoiceWithItems, LineItemInput } from '@shared/invoices';
import { toCents } from '@shared/money';
import { isVatCountry, type LineTax } from '@shared/tax';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useCompanySettings } from '@/api/get-company-settings';
import { emptyLineItem, liveTotals } from '@/components/invoice/line-items';
import { LineItemsFields } from '@/components/invoice/line-items-fields';
import type { TaxSetup } from '@/components/invoice/line-tax';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { showServerErrors } from '@/lib/server-errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { createCreditNoteInputSchema, useCreateCreditNote } from '../api/create-credit-note';

type Values = { reason: string; lineItems: LineItemInput[] };
type Output = z.output<typeof createCreditNoteInputSchema>;
type CreditedInvoice = Pick<
  Invoice,
  'id' | 'invoiceNumber' | 'currency' | 'taxRate' | 'balanceDue' | 'taxBreakdown'
> &
  Partial<Pick<InvoiceWithItems, 'lineItems'>>;

/** The VAT a credited line takes: the invoice's first line's, else its first VAT row's, else its one rate. */
function invoiceLineTax(invoice: CreditedInvoice): LineTax {
  const line = invoice.lineItems?.[0];
  if (line?.taxCategory) return { taxCategory: line.taxCategory, taxRate: Number(line.taxRate) };
  const row = invoice.taxBreakdown?.[0];
  if (row) return { taxCategory: row.category, taxRate: Number(row.rate) };
  const rate = Number(invoice.taxRate ?? 0);
  return rate > 0 ? { taxCategory: 'S', taxRate: rate } : { taxCategory: 'Z', taxRate: 0 };
}

/**
 * A credited line takes one of the invoice's own VAT groups (its breakdown rows), the first line's by
 * default; the notes are the invoice's own.
 */
function creditTaxSetup(invoice: CreditedInvoice, vat: boolean): TaxSetup {
  const defaultTax = invoiceLineTax(invoice);
  const groups = (invoice.taxBreakdown ?? []).map(
    (row): LineTax => ({ taxCategory: row.category, taxRate: Number(row.rate) }),
  );
  return {
    rates: [],
    defaultTax,
    vat,
    categoriesShown: false,
    vatScheme: 'standard',
    note: (category) =>
      invoice.taxBreakdown?.find((row) => row.category === category)?.exemptionReason ?? null,
    choices: groups.length > 0 ? groups : [defaultTax],
  };
}

/**
 * "Issue credit note…" (issue #23): credits part of an issued invoice, a discount after the fact or a
 * returned item. Lines are what is credited, in positive figures, taxed as the invoice's first line
 * (issue 3/6: its rate and category, shown on each line); the running total and the balance it
 * leaves show while typing. The server keeps the rule that a credit never exceeds the balance due
 * and its 422 message is shown here as it is.
 */
export function CreditNoteDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: CreditedInvoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const crediting = useCreateCreditNote();
  // The company's country decides whether the lines speak of VAT or of tax (docs/decisions/046).
  const settings = useCompanySettings();
  const tax = creditTaxSetup(invoice, isVatCountry(settings.data?.country));
  const blank = (): Values => ({ reason: '', lineItems: [emptyLineItem(tax.defaultTax)] });
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(createCreditNoteInputSchema),
    defaultValues: blank(),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled afresh when the dialog opens
  React.useEffect(() => {
    if (open) form.reset(blank());
  }, [open, form]);
  const { errors } = form.formState;
  const lines = useWatch({ control: form.control, name: 'lineItems' });
  const left = toCents(invoice.balanceDue) - liveTotals(lines, invoice.taxRate).totalCents;
  const number = invoice.invoiceNumber;
  const balance = formatMoney(invoice.balanceDue, invoice.currency);
  const after = formatCents(left, invoice.currency);

  const submit = form.handleSubmit((input) =>
    crediting
      .mutateAsync({ id: invoice.id, input })
      .then(({ creditNote, invoice: updated }) => {
        const note = creditNote.creditNoteNumber;
        const credited = formatMoney(creditNote.total, creditNote.currency);
        const stillDue = formatMoney(updated.balanceDue, updated.currency);
        toast({
          title: t`Credit note ${note} issued`,
          description: t`${credited} credited on ${number}; ${stillDue} still due.`,
          variant: 'success',
        });
        onOpenChange(false);
      })
      .catch((error: unknown) => {
        // A 422 (more than the balance due, a void invoice) has no field: its words go above the buttons.
        showServerErrors(form.setError, error, t`The credit note could not be issued.`);
        toast({ title: t`Failed to issue credit note`, variant: 'destructive' });
      }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !crediting.isPending && onOpenChange(next)}
      dirty={form.formState.isDirty && !crediting.isPending}
    >
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Issue Credit Note for {number}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {balance} is due. List what you credit (a discount, a returned item) in positive figures; tax is
              added as on the invoice.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-5" noValidate onSubmit={submit}>
          <FormField label={t`Reason`} hint={t`Printed on the credit note.`} error={errors.reason?.message}>
            {(field) => (
              <Textarea
                {...field}
                rows={2}
                placeholder={t`e.g. Returned item`}
                {...form.register('reason')}
              />
            )}
          </FormField>
          <LineItemsFields form={form} currency={invoice.currency} taxRate={invoice.taxRate} tax={tax} />
          <p
            className={cn('text-sm sm:text-right', left < 0 && 'text-destructive')}
            data-testid="credit-note-balance-after"
          >
            {left < 0
              ? t`This is more than the balance due of ${balance}.`
              : t`Balance due after this credit note: ${after}`}
          </p>
          <FormDialogFooter
            error={errors.root?.message}
            pending={crediting.isPending}
            submitLabel={t`Issue Credit Note`}
            pendingLabel={t`Issuing...`}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
