import { zodResolver } from '@hookform/resolvers/zod';
import type { Invoice } from '@shared/invoices';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useVoidInvoice, voidInvoiceInputSchema } from '../api/void-invoice';
import { failureToast } from '../utils/failure-toast';

/** Void asks why: the reason is kept with the invoice and shown in its history. Voiding is final. */
export function VoidInvoiceDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: Pick<Invoice, 'id' | 'invoiceNumber'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const voiding = useVoidInvoice();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(voidInvoiceInputSchema),
    defaultValues: { reason: '' },
  });
  React.useEffect(() => {
    if (open) form.reset({ reason: '' });
  }, [open, form]);

  const submit = form.handleSubmit(({ reason }) =>
    voiding.mutate(
      { id: invoice.id, reason },
      {
        onSuccess: () => {
          toast({
            title: 'Invoice voided',
            description: `${invoice.invoiceNumber} is void.`,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: failureToast('Failed to void invoice'),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !voiding.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Void Invoice {invoice.invoiceNumber}?</DialogTitle>
          <DialogDescription>
            Voiding is final: reminders stop, queued emails are cancelled and the invoice leaves your totals.
            Its number stays taken.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField label="Reason" error={form.formState.errors.reason?.message}>
            {(field) => (
              <Textarea
                {...field}
                rows={3}
                placeholder="e.g. Issued to the wrong client"
                {...form.register('reason')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={voiding.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={voiding.isPending}>
              {voiding.isPending ? 'Voiding...' : 'Void Invoice'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
