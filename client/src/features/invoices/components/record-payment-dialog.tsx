import { zodResolver } from '@hookform/resolvers/zod';
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

  const submit = form.handleSubmit((values) =>
    recording
      .mutateAsync({ id: invoice.id, input: values })
      .then(({ payment, invoice: updated }) => {
        toast({
          title: 'Payment recorded',
          description:
            updated.status === 'paid'
              ? `${invoice.invoiceNumber} is paid in full.`
              : `${formatMoney(payment.amount, invoice.currency)} received; ${formatMoney(updated.balanceDue, invoice.currency)} still due.`,
          variant: 'success',
        });
        onOpenChange(false);
      })
      .catch((error: unknown) => {
        // A 422 (more than the balance, a void invoice) has no field: its message goes above the buttons.
        showServerErrors(form.setError, error, 'The payment could not be recorded.');
        toast({ title: 'Failed to record payment', variant: 'destructive' });
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
          <DialogTitle>Record Payment</DialogTitle>
          <DialogDescription>
            {invoice.invoiceNumber}: {formatMoney(invoice.balanceDue, invoice.currency)} due of{' '}
            {formatMoney(invoice.total, invoice.currency)}.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={`Amount (${invoice.currency})`} error={errors.amount?.message}>
              {(field) => (
                <Controller
                  control={form.control}
                  name="amount"
                  render={({ field: input }) => <DecimalInput {...field} {...input} />}
                />
              )}
            </FormField>
            <FormField label="Payment Date" error={errors.paidOn?.message}>
              {(field) => <Input {...field} type="date" max={today} {...form.register('paidOn')} />}
            </FormField>
          </div>
          <FormField label="Method" error={errors.method?.message}>
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
                          {paymentMethodLabel(m)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField
            label="Reference"
            hint="Optional, e.g. the bank's transaction id."
            error={errors.reference?.message}
          >
            {(field) => <Input {...field} autoComplete="off" {...form.register('reference')} />}
          </FormField>
          <FormField label="Note" error={errors.note?.message}>
            {(field) => <Textarea {...field} rows={2} {...form.register('note')} />}
          </FormField>
          <FormDialogFooter
            error={errors.root?.message}
            pending={recording.isPending}
            submitLabel="Record Payment"
            pendingLabel="Recording..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
