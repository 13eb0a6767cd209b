import { zodResolver } from '@hookform/resolvers/zod';
import type { InvoiceDocumentData } from '@shared/invoice-document';
import { fromCents } from '@shared/money';
import { Eye } from 'lucide-react';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSendReminder } from '@/api/send-reminder';
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
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { createInvoiceInputSchema, useCreateInvoice } from '../api/create-invoice';
import { useCompanySettings } from '../api/get-company-settings';
import { useInvoiceClients } from '../api/get-invoice-clients';
import { useNextInvoiceNumber } from '../api/get-next-invoice-number';
import { ClientInformationFields, InvoiceDetailsFields } from './invoice-details-fields';
import {
  defaultInvoiceValues,
  type InvoiceFormOutput,
  type InvoiceFormValues,
  liveTotals,
  toCreatePayload,
} from './invoice-form';
import { InvoicePreviewDialog } from './invoice-preview-dialog';
import { LineItemsFields } from './line-items-fields';
import { ReminderFields } from './reminder-fields';

/** SPEC §2 Create New Invoice: "Save as Draft" creates a draft; "Create & Send" creates it sent and emails it. */
export function CreateInvoiceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const settings = useCompanySettings();
  const clients = useInvoiceClients();
  const nextNumber = useNextInvoiceNumber(open);
  const creation = useCreateInvoice();
  const email = useSendReminder();
  const [previewing, setPreviewing] = React.useState(false);
  const [submitting, setSubmitting] = React.useState<'draft' | 'sent' | null>(null);

  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver: zodResolver(createInvoiceInputSchema),
    defaultValues: defaultInvoiceValues(),
  });
  React.useEffect(() => {
    if (open) form.reset(defaultInvoiceValues());
  }, [open, form]);

  const currency = settings.data?.currency;
  const taxRate = settings.data?.taxRate;
  const [clientId, lineItems] = useWatch({ control: form.control, name: ['clientId', 'lineItems'] });
  const client = clients.data?.find((c) => c.id === clientId);
  const busy = submitting !== null;

  const close = () => {
    setSubmitting(null);
    onOpenChange(false);
  };

  const submit = (status: 'draft' | 'sent') =>
    form.handleSubmit(async (values) => {
      setSubmitting(status);
      const payload = toCreatePayload(values, status, { clientName: client?.name, currency, taxRate });
      let invoiceId: number;
      try {
        invoiceId = (await creation.mutateAsync(payload)).id;
      } catch (error) {
        if (error instanceof ApiError) {
          for (const [path, message] of Object.entries(error.fieldErrors)) {
            form.setError(path as keyof InvoiceFormValues, { message });
          }
        }
        toast({ title: 'Failed to create invoice', variant: 'destructive' });
        setSubmitting(null);
        return;
      }
      if (status === 'draft') {
        toast({ title: 'Invoice created successfully', variant: 'success' });
        return close();
      }
      try {
        await email.mutateAsync({ id: invoiceId, reminderType: 'first' });
        toast({ title: 'Invoice created and email sent successfully!', variant: 'success' });
      } catch {
        toast({
          title: 'Invoice created',
          description:
            'Invoice saved but email failed to send. Please check your email service configuration.',
        });
      }
      close();
    })();

  const previewData = (): InvoiceDocumentData | null => {
    if (!client) return null;
    const values = form.getValues();
    const totals = liveTotals(values.lineItems, taxRate);
    return {
      invoiceNumber: nextNumber.data?.invoiceNumber ?? '',
      issueDate: values.issueDate,
      dueDate: values.dueDate,
      currency: currency ?? 'USD',
      subtotal: fromCents(totals.subtotalCents),
      tax: fromCents(totals.taxCents),
      taxRate: totals.taxRate,
      total: fromCents(totals.totalCents),
      projectDescription: values.projectDescription || null,
      notes: values.notes || null,
      billTo: {
        name: client.name,
        email: values.clientEmail || client.email,
        phone: client.phone,
        address: client.address,
      },
      lines: values.lineItems.map((item, i) => ({
        description: item.description,
        quantity: totals.lines[i].quantity,
        rate: fromCents(totals.lines[i].rateCents),
        amount: fromCents(totals.lines[i].amountCents),
      })),
    };
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Create New Invoice</DialogTitle>
          <DialogDescription>
            Bill a client: pick the client, add line items, then save or send.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit('sent');
          }}
        >
          <ClientInformationFields form={form} clients={clients.data} />
          <InvoiceDetailsFields
            form={form}
            invoiceNumber={nextNumber.data?.invoiceNumber}
            currency={currency}
          />
          <LineItemsFields form={form} currency={currency} taxRate={taxRate} />
          <div className="rounded-lg border p-4">
            <FormField
              label={<span className="text-base font-semibold">Notes</span>}
              error={form.formState.errors.notes?.message}
            >
              {(field) => (
                <Textarea
                  {...field}
                  rows={3}
                  placeholder="Thank you for your business!"
                  {...form.register('notes')}
                />
              )}
            </FormField>
          </div>
          <ReminderFields form={form} open={open} />
          <DialogFooter className="sm:justify-between">
            <Button
              variant="outline"
              onClick={() => setPreviewing(true)}
              disabled={!client || !lineItems?.length}
            >
              <Eye aria-hidden="true" />
              Preview
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
                Cancel
              </Button>
              <Button variant="secondary" onClick={() => submit('draft')} disabled={busy}>
                {submitting === 'draft' ? 'Saving...' : 'Save as Draft'}
              </Button>
              <Button type="submit" disabled={busy}>
                {submitting === 'sent' ? 'Creating...' : 'Create & Send Invoice'}
              </Button>
            </div>
          </DialogFooter>
        </form>
        <InvoicePreviewDialog
          open={previewing}
          onOpenChange={setPreviewing}
          draft={previewing ? previewData() : null}
        />
      </DialogContent>
    </Dialog>
  );
}
