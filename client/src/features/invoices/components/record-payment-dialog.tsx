import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import type { Invoice } from '@shared/invoices';
import { PAYMENT_METHODS, type RecordPaymentInput } from '@shared/payments';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAccountToday } from '@/api/get-user';
import { DecimalInput } from '@/components/ui/decimal-input';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { showServerErrors } from '@/lib/server-errors';
import { toast } from '@/lib/toast';
import { recordPaymentInputSchema, useRecordPayment } from '../api/record-payment';
import { paymentMethodLabel } from './payment-method';

type Output = z.output<typeof recordPaymentInputSchema>;

const defaults = (invoice: Invoice, today: string): RecordPaymentInput => ({
  amount: invoice.balanceDue,
  paidOn: today,
  method: 'bank_transfer',
  reference: '',
  note: '',
});

/** Record Payment: the balance due received today by bank transfer unless told otherwise. */
export function RecordPaymentDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const recording = useRecordPayment();
  // Today where the account lives: the server refuses a payment date after it.
  const today = useAccountToday();
  const form = useForm<RecordPaymentInput, unknown, Output>({
    resolver: zodResolver(recordPaymentInputSchema),
    defaultValues: defaults(invoice, today),
  });
  // Prefilled afresh each time it opens: the balance may have changed since.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening resets the form
  React.useEffect(() => {
    if (open) form.reset(defaults(invoice, today));
  }, [open, form]);
  const { errors } = form.formState;
  const number = invoice.invoiceNumber;
  const balance = formatMoney(invoice.balanceDue, invoice.currency);
  const total = formatMoney(invoice.total, invoice.currency);
  const currency = invoice.currency;

  const submit = form.handleSubmit((values) =>
    recording
      .mutateAsync({ id: invoice.id, input: values })
      .then(({ payment, invoice: updated }) => {
        const received = formatMoney(payment.amount, invoice.currency);
        const stillDue = formatMoney(updated.balanceDue, invoice.currency);
        toast({
          title: t`Payment recorded`,
          description:
            updated.status === 'paid'
              ? t`${number} is paid in full.`
              : t`${received} received; ${stillDue} still due.`,
          variant: 'success',
        });
        onOpenChange(false);
      })
      .catch((error: unknown) => {
        // A 422 (more than the balance, a void invoice) has no field: its message goes above the buttons.
        showServerErrors(form.setError, error, t`The payment could not be recorded.`);
        toast({ title: t`Failed to record payment`, variant: 'destructive' });
      }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !recording.isPending && onOpenChange(next)}
      dirty={form.formState.isDirty && !recording.isPending}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Record Payment</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {number}: {balance} due of {total}.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t`Amount (${currency})`} error={errors.amount?.message}>
              {(field) => (
                <Controller
                  control={form.control}
                  name="amount"
                  render={({ field: input }) => <DecimalInput {...field} {...input} />}
                />
              )}
            </FormField>
            <FormField label={t`Payment Date`} error={errors.paidOn?.message}>
              {(field) => <Input {...field} type="date" max={today} {...form.register('paidOn')} />}
            </FormField>
          </div>
          <FormField label={t`Method`} error={errors.method?.message}>
            {(field) => (
              <Controller
                control={form.control}
                name="method"
                render={({ field: { value, onChange } }) => (
                  <Select value={value} onValueChange={onChange}>
                    <SelectTrigger {...field}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {PAYMENT_METHODS.map((m) => (
                        <SelectItem key={m} value={m}>
                          {paymentMethodLabel(i18n, m)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField
            label={t`Reference`}
            hint={t`Optional, e.g. the bank's transaction id.`}
            error={errors.reference?.message}
          >
            {(field) => <Input {...field} autoComplete="off" {...form.register('reference')} />}
          </FormField>
          <FormField label={t`Note`} error={errors.note?.message}>
            {(field) => <Textarea {...field} rows={2} {...form.register('note')} />}
          </FormField>
          <FormDialogFooter
            error={errors.root?.message}
            pending={recording.isPending}
            submitLabel={t`Record Payment`}
            pendingLabel={t`Recording...`}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
