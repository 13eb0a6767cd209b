import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import type { Invoice, InvoiceWithItems } from '@shared/invoices';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { showServerErrors } from '@/lib/server-errors';
import { toast } from '@/lib/toast';
import { correctInvoiceInputSchema, useCorrectInvoice } from '../api/correct-invoice';
import { useVoidInvoice } from '../api/void-invoice';

export type CancelMode = 'void' | 'correct';

/**
 * "Cancel invoice…" and "Correct…" on an issued invoice (issue #23): both issue a credit note for the
 * whole invoice, so both ask why (the reason is printed on the credit note). Correct then hands the
 * new draft to `onCorrected`, which opens it for editing.
 */
export function CancelInvoiceDialog({
  invoice,
  mode,
  open,
  onOpenChange,
  onCorrected,
}: {
  invoice: Pick<Invoice, 'id' | 'invoiceNumber' | 'total' | 'currency'>;
  mode: CancelMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCorrected?: (draft: InvoiceWithItems) => void;
}) {
  const voiding = useVoidInvoice();
  const correcting = useCorrectInvoice();
  const pending = voiding.isPending || correcting.isPending;
  const { t } = useLingui();
  const number = invoice.invoiceNumber;
  const total = formatMoney(invoice.total, invoice.currency);
  const words =
    mode === 'void'
      ? {
          title: t`Cancel invoice ${number}?`,
          explain: t`A credit note for the whole invoice (${total}) will be issued and the invoice becomes void: reminders stop and it leaves your totals. Both numbers stay in your books, and the client gets the credit note if the invoice was emailed.`,
          confirm: t`Cancel Invoice`,
          pending: t({ message: 'Cancelling...', context: 'void invoice' }),
          failed: t`Failed to cancel invoice`,
        }
      : {
          title: t`Correct invoice ${number}?`,
          explain: t`A credit note for the whole invoice (${total}) will be issued and a new draft with the next invoice number is created from it for you to change and send. An issued invoice is a record: it is never edited.`,
          confirm: t`Correct Invoice`,
          pending: t`Correcting...`,
          failed: t`Failed to correct invoice`,
        };
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(correctInvoiceInputSchema),
    defaultValues: { reason: '' },
  });
  React.useEffect(() => {
    if (open) form.reset({ reason: '' });
  }, [open, form]);
  const { errors } = form.formState;

  const cancel = async (reason: string) => {
    const input = { id: invoice.id, reason };
    if (mode === 'void') {
      const { creditNote } = await voiding.mutateAsync(input);
      const note = creditNote.creditNoteNumber;
      toast({
        title: t`Invoice ${number} cancelled by credit note ${note}`,
        variant: 'success',
      });
      return onOpenChange(false);
    }
    const { creditNote, draft } = await correcting.mutateAsync(input);
    const note = creditNote.creditNoteNumber;
    const draftNumber = draft.invoiceNumber;
    toast({
      title: t`Invoice ${number} cancelled by credit note ${note}`,
      description: t`Draft ${draftNumber} was created to replace it.`,
      variant: 'success',
    });
    onOpenChange(false);
    onCorrected?.(draft);
  };

  const submit = form.handleSubmit(({ reason }) =>
    cancel(reason).catch((error: unknown) => {
      // A 422 (a payment is recorded, already void) says why in the dialog, above the buttons.
      showServerErrors(form.setError, error, t`Please try again.`);
      toast({ title: words.failed, variant: 'destructive' });
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      dirty={form.formState.isDirty && !pending}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.explain}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField label={t`Reason`} hint={t`Printed on the credit note.`} error={errors.reason?.message}>
            {(field) => (
              <Textarea
                {...field}
                rows={3}
                placeholder={t`e.g. Issued to the wrong client`}
                {...form.register('reason')}
              />
            )}
          </FormField>
          <FormDialogFooter
            error={errors.root?.message}
            pending={pending}
            cancelLabel={t`Keep Invoice`}
            submitLabel={words.confirm}
            pendingLabel={words.pending}
            destructive
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
