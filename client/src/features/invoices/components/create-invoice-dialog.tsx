import { Trans, useLingui } from '@lingui/react/macro';
import { isCompanyReady } from '@shared/company-setup';
import type { InvoiceWithItems } from '@shared/invoices';
import { Eye } from 'lucide-react';
import * as React from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useReviewEmail } from '@/components/email/use-review-email';
import { LineItemsFields } from '@/components/invoice/line-items-fields';
import { ReminderFields } from '@/components/invoice/reminder-fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { showServerErrors } from '@/lib/server-errors';
import { toast } from '@/lib/toast';
import { useCreateInvoice } from '../api/create-invoice';
import { useNextInvoiceNumber } from '../api/get-next-invoice-number';
import { useSendInvoice } from '../api/send-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import { failureToast } from '../utils/failure-toast';
import { DraftPreviewDialog } from './draft-preview-dialog';
import { EInvoiceFormPanel } from './e-invoice-form-panel';
import { ClientInformationFields, InvoiceDetailsFields } from './invoice-details-fields';
import {
  type InvoiceFormOutput,
  type InvoiceFormValues,
  toCreatePayload,
  toPreviewData,
} from './invoice-form';
import { useInvoiceForm } from './use-invoice-form';

/**
 * SPEC §2 Create New Invoice: "Save as Draft" creates a draft; "Create & Send" creates it sent and
 * emails it. Given `editing`, the same form edits that invoice (issue #11): prefilled, its own
 * number, saved with PUT. Each line carries its VAT rate and category (issue 3/6).
 */
export function CreateInvoiceDialog({
  open,
  onOpenChange,
  editing,
  focusField,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: InvoiceWithItems | null;
  /** The field that gets the cursor on opening (the e-invoice check's "fix this"). */
  focusField?: string;
}) {
  const { form, settings, clients, client, tax, setDueDateByHand, setBuyerReferenceByHand } = useInvoiceForm({
    open,
    editing,
    focusField,
  });
  const { t } = useLingui();
  const nextNumber = useNextInvoiceNumber(open && !editing);
  const creation = useCreateInvoice();
  const update = useUpdateInvoice();
  const sending = useSendInvoice();
  const review = useReviewEmail();
  const [previewing, setPreviewing] = React.useState(false);
  const [submitting, setSubmitting] = React.useState<'draft' | 'sent' | 'update' | null>(null);
  /** Create & Send was refused for want of a company name and email: the typed invoice stays. */
  const [companyMissing, setCompanyMissing] = React.useState(false);
  /**
   * The draft Create & Send made, while the form stays open to add what its e-invoice lacks (issue
   * 2/7 item 12): saving again updates it rather than making a second invoice.
   */
  const made = React.useRef<number | null>(null);

  React.useEffect(() => {
    if (open) {
      setCompanyMissing(false);
      made.current = null;
    }
  }, [open]);

  const taxRate = settings.data?.taxRate;
  const invoiceNumber = editing ? editing.invoiceNumber : nextNumber.data?.invoiceNumber;
  const [currency, lineItems] = useWatch({ control: form.control, name: ['currency', 'lineItems'] });
  const busy = submitting !== null;

  const close = () => {
    setSubmitting(null);
    onOpenChange(false);
  };

  /** A 400's messages under their fields (a line's VAT under that line), a 422's above the buttons. */
  const showFieldErrors = (error: unknown) =>
    showServerErrors(form.setError, error, t`The invoice could not be saved.`);

  /** PUT: the server keeps the status as it is, and answers 422 with its reason when editing is no longer allowed. */
  const save = async (values: InvoiceFormOutput, invoice: InvoiceWithItems) => {
    setSubmitting('update');
    const payload = toCreatePayload(values, values.status, { clientName: client?.name, taxRate });
    try {
      await update.mutateAsync({ id: invoice.id, input: payload });
      toast({ title: t`Invoice updated successfully`, variant: 'success' });
      close();
    } catch (error) {
      showFieldErrors(error);
      failureToast(t`Failed to update invoice`)(error);
      setSubmitting(null);
    }
  };

  /**
   * Create & Send makes a draft, shows its email for review, and sends it through POST …/send, where
   * the draft becomes sent in the transaction that queues the email (issue #22 items 13 and 16): an
   * invoice is never "sent" while its email waits on the review, and Cancel leaves a draft.
   */
  const submit = (status: 'draft' | 'sent') =>
    form.handleSubmit(async (values: InvoiceFormOutput) => {
      if (editing) return save(values, editing);
      const refuse = () => {
        setCompanyMissing(true);
        toast({
          title: t`Failed to create invoice`,
          description: t`Add your company name and email in Settings before sending invoices`,
          variant: 'destructive',
        });
      };
      if (status === 'sent' && settings.data && !isCompanyReady(settings.data)) return refuse();
      setSubmitting(status);
      const payload = toCreatePayload(values, 'draft', { clientName: client?.name, taxRate });
      let invoiceId: number;
      try {
        invoiceId = made.current
          ? (await update.mutateAsync({ id: made.current, input: payload })).id
          : (await creation.mutateAsync(payload)).id;
      } catch (error) {
        showFieldErrors(error);
        toast({ title: t`Failed to create invoice`, variant: 'destructive' });
        setSubmitting(null);
        return;
      }
      if (status === 'draft') {
        toast({ title: t`Invoice created successfully`, variant: 'success' });
        return close();
      }
      review.review({
        invoiceId,
        kind: 'invoice',
        clientId: client?.id,
        // A field of this form the e-invoice lacks: the draft stays, the form on that field; Create &
        // Send again saves the draft and reviews its email anew.
        onFixField: (field) => {
          made.current = invoiceId;
          setSubmitting(null);
          form.setFocus(field as FieldPath<InvoiceFormValues>);
          toast({
            title: t`Invoice saved as a draft`,
            description: t`Add what the e-invoice lacks, then choose Create & Send Invoice again.`,
          });
        },
        onSend: async (edits) => {
          try {
            await sending.mutateAsync({ id: invoiceId, edits });
            toast({ title: t`Invoice created and email sent successfully!`, variant: 'success' });
          } catch (error) {
            if (error instanceof ApiError && error.code === 'company_not_ready') {
              setSubmitting(null);
              return refuse();
            }
            // A refusal (422: the e-invoice turned out unready meanwhile, say) in the server's words.
            const refused = error instanceof ApiError && error.status === 422;
            toast({
              title: t`Invoice created`,
              description: refused
                ? [t`Invoice saved as a draft; the email was not sent.`, error.serverMessage]
                    .filter(Boolean)
                    .join(' ')
                : t`Invoice saved but email failed to send. Please check your email service configuration.`,
            });
          }
          close();
        },
        onCancel: () => {
          toast({
            title: t`Invoice saved as a draft`,
            description: t`The email was not sent. Open the invoice and choose Send to email it.`,
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
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      dirty={form.formState.isDirty && !busy}
    >
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>{editing ? t`Edit Invoice ${invoiceNumber}` : t`Create New Invoice`}</DialogTitle>
          <DialogDescription>
            {editing
              ? t`Change the client, dates or line items; the invoice keeps its number.`
              : t`Bill a client: pick the client, add line items, then save or send.`}
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
          <ClientInformationFields
            form={form}
            clients={clients.data}
            onBuyerReferenceByHand={setBuyerReferenceByHand}
          />
          <InvoiceDetailsFields
            form={form}
            invoiceNumber={invoiceNumber}
            onDueDateByHand={setDueDateByHand}
          />
          <LineItemsFields form={form} currency={currency} taxRate={taxRate} tax={tax} exemptionReason />
          <div className="rounded-lg border p-4">
            <FormField
              label={
                <span className="text-base font-semibold">
                  <Trans>Notes</Trans>
                </span>
              }
              error={form.formState.errors.notes?.message}
            >
              {(field) => (
                <Textarea
                  {...field}
                  rows={3}
                  placeholder={t`Thank you for your business!`}
                  {...form.register('notes')}
                />
              )}
            </FormField>
          </div>
          <ReminderFields form={form} open={open} />
          <EInvoiceFormPanel
            form={form}
            client={client}
            settings={settings.data}
            invoiceNumber={invoiceNumber}
            taxRate={taxRate}
          />
          {companyMissing && (
            <div
              role="alert"
              data-testid="company-missing"
              className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            >
              <p>
                <Trans>
                  <strong className="font-semibold">
                    Add your company name and email in Settings before sending invoices.
                  </strong>{' '}
                  Your invoice is still here: save it as a draft now and send it once your company is set up.
                </Trans>
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button variant="secondary" onClick={() => submit('draft')} disabled={busy}>
                  <Trans>Save as Draft</Trans>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/settings">
                    <Trans>Open Settings</Trans>
                  </Link>
                </Button>
              </div>
            </div>
          )}
          {form.formState.errors.root?.message && (
            <p role="alert" className="text-sm text-destructive">
              {form.formState.errors.root.message}
            </p>
          )}
          <DialogFooter className="sm:justify-between">
            <Button
              variant="outline"
              onClick={() => setPreviewing(true)}
              disabled={!client || !lineItems?.length}
            >
              <Eye aria-hidden="true" />
              <Trans>Preview</Trans>
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  <Trans>Cancel</Trans>
                </Button>
              </DialogClose>
              {editing ? (
                <Button type="submit" disabled={busy}>
                  {submitting === 'update' ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
                </Button>
              ) : (
                <>
                  <Button variant="secondary" onClick={() => submit('draft')} disabled={busy}>
                    {submitting === 'draft' ? <Trans>Saving...</Trans> : <Trans>Save as Draft</Trans>}
                  </Button>
                  <Button type="submit" disabled={busy}>
                    {submitting === 'sent' ? (
                      <Trans>Creating...</Trans>
                    ) : (
                      <Trans>Create & Send Invoice</Trans>
                    )}
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
