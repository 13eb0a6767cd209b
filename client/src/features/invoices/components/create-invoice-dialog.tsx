import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_NOT_READY_MESSAGE, isCompanyReady } from '@shared/company-setup';
import type { InvoiceWithItems } from '@shared/invoices';
import { Eye } from 'lucide-react';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useCompanySettings } from '@/api/get-company-settings';
import { useInvoiceClients } from '@/api/get-invoice-clients';
import { useReviewEmail } from '@/components/email/review-email-dialog';
import { LineItemsFields } from '@/components/invoice/line-items-fields';
import { ReminderFields } from '@/components/invoice/reminder-fields';
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
import { useNextInvoiceNumber } from '../api/get-next-invoice-number';
import { useSendInvoice } from '../api/send-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import { failureToast } from '../utils/failure-toast';
import { DraftPreviewDialog } from './draft-preview-dialog';
import { ClientInformationFields, InvoiceDetailsFields } from './invoice-details-fields';
import {
  defaultInvoiceValues,
  type InvoiceFormOutput,
  type InvoiceFormValues,
  invoiceToFormValues,
  toCreatePayload,
  toPreviewData,
} from './invoice-form';

/**
 * SPEC §2 Create New Invoice: "Save as Draft" creates a draft; "Create & Send" creates it sent and
 * emails it. Given `editing`, the same form edits that invoice (issue #11): prefilled, its own
 * number, currency and tax rate, saved with PUT.
 */
export function CreateInvoiceDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: InvoiceWithItems | null;
}) {
  const settings = useCompanySettings();
  const clients = useInvoiceClients();
  const nextNumber = useNextInvoiceNumber(open && !editing);
  const creation = useCreateInvoice();
  const update = useUpdateInvoice();
  const sending = useSendInvoice();
  const review = useReviewEmail();
  const [previewing, setPreviewing] = React.useState(false);
  const [submitting, setSubmitting] = React.useState<'draft' | 'sent' | 'update' | null>(null);
  /** Create & Send was refused for want of a company name and email: the typed invoice stays. */
  const [companyMissing, setCompanyMissing] = React.useState(false);

  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver: zodResolver(createInvoiceInputSchema),
    defaultValues: defaultInvoiceValues(),
  });
  React.useEffect(() => {
    if (open) form.reset(editing ? invoiceToFormValues(editing) : defaultInvoiceValues());
    setCompanyMissing(false);
  }, [open, editing, form]);

  const currency = editing ? editing.currency : settings.data?.currency;
  const taxRate = editing ? editing.taxRate : settings.data?.taxRate;
  const invoiceNumber = editing ? editing.invoiceNumber : nextNumber.data?.invoiceNumber;
  const [clientId, lineItems] = useWatch({ control: form.control, name: ['clientId', 'lineItems'] });
  const client = clients.data?.find((c) => c.id === clientId);
  const busy = submitting !== null;

  const close = () => {
    setSubmitting(null);
    onOpenChange(false);
  };

  const showFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [path, message] of Object.entries(error.fieldErrors)) {
      form.setError(path as keyof InvoiceFormValues, { message });
    }
  };

  /** PUT: the server keeps the status as it is, and answers 422 with its reason when editing is no longer allowed. */
  const save = async (values: InvoiceFormOutput, invoice: InvoiceWithItems) => {
    setSubmitting('update');
    const payload = toCreatePayload(values, values.status, { clientName: client?.name, currency, taxRate });
    try {
      await update.mutateAsync({ id: invoice.id, input: payload });
      toast({ title: 'Invoice updated successfully', variant: 'success' });
      close();
    } catch (error) {
      showFieldErrors(error);
      failureToast('Failed to update invoice')(error);
      setSubmitting(null);
    }
  };

  /**
   * Create & Send makes a draft, shows its email for review, and sends it through POST …/send, where
   * the draft becomes sent in the transaction that queues the email (issue #22 items 13 and 16): an
   * invoice is never "sent" while its email waits on the review, and Cancel leaves a draft.
   */
  const submit = (status: 'draft' | 'sent') =>
    form.handleSubmit(async (values) => {
      if (editing) return save(values, editing);
      const refuse = () => {
        setCompanyMissing(true);
        toast({
          title: 'Failed to create invoice',
          description: COMPANY_NOT_READY_MESSAGE,
          variant: 'destructive',
        });
      };
      if (status === 'sent' && settings.data && !isCompanyReady(settings.data)) return refuse();
      setSubmitting(status);
      const payload = toCreatePayload(values, 'draft', { clientName: client?.name, currency, taxRate });
      let invoiceId: number;
      try {
        invoiceId = (await creation.mutateAsync(payload)).id;
      } catch (error) {
        showFieldErrors(error);
        toast({ title: 'Failed to create invoice', variant: 'destructive' });
        setSubmitting(null);
        return;
      }
      if (status === 'draft') {
        toast({ title: 'Invoice created successfully', variant: 'success' });
        return close();
      }
      review.review({
        invoiceId,
        kind: 'invoice',
        onSend: async (edits) => {
          try {
            await sending.mutateAsync({ id: invoiceId, edits });
            toast({ title: 'Invoice created and email sent successfully!', variant: 'success' });
          } catch (error) {
            if (error instanceof ApiError && error.serverMessage === COMPANY_NOT_READY_MESSAGE) {
              setSubmitting(null);
              return refuse();
            }
            toast({
              title: 'Invoice created',
              description:
                'Invoice saved but email failed to send. Please check your email service configuration.',
            });
          }
          close();
        },
        onCancel: () => {
          toast({
            title: 'Invoice saved as a draft',
            description: 'The email was not sent. Open the invoice and choose Send to email it.',
          });
          close();
        },
      });
    })();

  const previewData = () =>
    client
      ? toPreviewData(form.getValues(), { client, invoiceNumber: invoiceNumber ?? '', currency, taxRate })
      : null;

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>
            {editing ? `Edit Invoice ${editing.invoiceNumber}` : 'Create New Invoice'}
          </DialogTitle>
          <DialogDescription>
            {editing
              ? 'Change the client, dates or line items; the invoice keeps its number.'
              : 'Bill a client: pick the client, add line items, then save or send.'}
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
          <InvoiceDetailsFields form={form} invoiceNumber={invoiceNumber} currency={currency} />
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
          {companyMissing && (
            <div
              role="alert"
              data-testid="company-missing"
              className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            >
              <p>
                <strong className="font-semibold">{COMPANY_NOT_READY_MESSAGE}.</strong> Your invoice is still
                here: save it as a draft now and send it once your company is set up.
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button variant="secondary" onClick={() => submit('draft')} disabled={busy}>
                  Save as Draft
                </Button>
                <Button asChild variant="outline">
                  <Link to="/settings">Open Settings</Link>
                </Button>
              </div>
            </div>
          )}
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
              {editing ? (
                <Button type="submit" disabled={busy}>
                  {submitting === 'update' ? 'Saving...' : 'Save Changes'}
                </Button>
              ) : (
                <>
                  <Button variant="secondary" onClick={() => submit('draft')} disabled={busy}>
                    {submitting === 'draft' ? 'Saving...' : 'Save as Draft'}
                  </Button>
                  <Button type="submit" disabled={busy}>
                    {submitting === 'sent' ? 'Creating...' : 'Create & Send Invoice'}
                  </Button>
                </>
              )}
            </div>
          </DialogFooter>
        </form>
        <DraftPreviewDialog
          open={previewing}
          onOpenChange={setPreviewing}
          draft={previewing ? previewData() : null}
        />
        {review.dialog}
      </DialogContent>
    </Dialog>
  );
}
