import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import {
  attachedXmlFormat,
  type ClientEInvoiceFormat,
  E_INVOICE_NOT_READY,
  type EInvoiceProblem,
} from '@shared/e-invoice';
import type { InvoiceWithItems } from '@shared/invoices';
import type { RecurringInvoice, RecurringInvoiceValues } from '@shared/recurring-invoices';
import type { VatScheme } from '@shared/tax';
import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCompanySettings } from '@/api/get-company-settings';
import { useInvoiceClients } from '@/api/get-invoice-clients';
import { invoicesQueryOptions } from '@/api/get-invoices';
import { useAccountToday } from '@/api/get-user';
import { EInvoiceStatus, problemAction } from '@/components/e-invoice/e-invoice-status';
import { LineItemsFields } from '@/components/invoice/line-items-fields';
import { taxSetup } from '@/components/invoice/line-tax';
import { ReminderFields } from '@/components/invoice/reminder-fields';
import { useLineTaxDefaults } from '@/components/invoice/use-line-tax-defaults';
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
import { Section } from '@/components/ui/form-section';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateRecurringInvoice } from '../api/create-recurring-invoice';
import { useUpdateRecurringInvoice } from '../api/update-recurring-invoice';
import { schedulePreview } from '../utils/schedule-preview';
import { DeliveryFields } from './delivery-fields';
import { ProfileFields } from './profile-fields';
import type { RecurringForm } from './recurring-form';
import {
  defaultRecurringValues,
  invoiceToRecurringValues,
  profileToFormValues,
  type RecurringFormValues,
  recurringFormResolver,
} from './recurring-form';
import { ScheduleFields } from './schedule-fields';
import { SchedulePreviewPanel } from './schedule-preview-panel';

/** The last issue date among the invoices a profile has made, for the edit preview. */
function useLastIssueDate(profileId: number | undefined): string | null {
  const invoices = useQuery({ ...invoicesQueryOptions(), enabled: profileId !== undefined });
  if (profileId === undefined) return null;
  const dates = (invoices.data ?? [])
    .filter((i) => i.recurringInvoiceId === profileId)
    .map((i) => i.issueDate);
  return dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : null;
}

/**
 * What the client's e-invoice lacks, as the server listed it: the client, Settings and Profile open in
 * a new tab (the form stays); a line's description is this form's own; the buyer reference (the
 * Leitweg-ID) is the client's, which each invoice takes.
 */
function RecurringEInvoiceProblems({
  problems,
  clientId,
  format,
  form,
}: {
  problems: EInvoiceProblem[];
  clientId: number | undefined;
  format: ClientEInvoiceFormat | undefined;
  form: RecurringForm;
}) {
  const xml = format ? attachedXmlFormat(format) : null;
  if (!xml) return null;
  const actionOf = ({ path }: EInvoiceProblem) =>
    problemAction(path === 'invoice.buyerReference' ? 'client.buyerReference' : path, clientId, {
      newTab: true,
      onField: (field) => field.startsWith('lineItems.') && form.setFocus(field as 'lineItems.0.description'),
    });
  return <EInvoiceStatus format={xml} problems={problems} actionOf={actionOf} />;
}

/**
 * Create a recurring profile (blank, or prefilled from an invoice by "Make recurring") or edit one.
 * The preview beside the schedule shows the next issue dates as the server will make them.
 */
export function RecurringInvoiceDialog({
  open,
  onOpenChange,
  profile,
  fromInvoice,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile?: RecurringInvoice | null;
  fromInvoice?: InvoiceWithItems | null;
}) {
  const { t } = useLingui();
  const settings = useCompanySettings();
  const clients = useInvoiceClients();
  const creation = useCreateRecurringInvoice();
  const update = useUpdateRecurringInvoice();
  const today = useAccountToday();
  const lastIssueDate = useLastIssueDate(profile?.id);
  const [formError, setFormError] = React.useState<string | null>(null);
  /** The server refused send mode for want of the client's e-invoice: what is missing (issue 2/7 item 12). */
  const [unready, setUnready] = React.useState<EInvoiceProblem[] | null>(null);
  const busy = creation.isPending || update.isPending;

  const vatScheme = React.useRef<VatScheme | undefined>(undefined);
  vatScheme.current = settings.data?.vatScheme;
  const [resolver] = React.useState(() => recurringFormResolver(() => vatScheme.current));
  const form = useForm<RecurringFormValues, unknown, RecurringInvoiceValues>({
    resolver,
    defaultValues: defaultRecurringValues({ today, currency: settings.data?.currency }),
  });
  const settingsCurrency = settings.data?.currency;
  const [session, setSession] = React.useState(0);
  // Reset when the dialog opens on a profile or an invoice, not whenever today or the settings load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  React.useEffect(() => {
    if (!open) return;
    setFormError(null);
    setUnready(null);
    form.reset(
      profile
        ? profileToFormValues(profile)
        : fromInvoice
          ? invoiceToRecurringValues(fromInvoice, today)
          : defaultRecurringValues({ today, currency: settingsCurrency }),
    );
    setSession((n) => n + 1);
  }, [open, profile, fromInvoice, form]);

  // A blank form opened before the settings arrived takes the company currency once they do.
  React.useEffect(() => {
    if (open && settingsCurrency && !form.getValues('currency'))
      form.setValue('currency', settingsCurrency as Currency);
  }, [open, settingsCurrency, form]);

  const values = useWatch({ control: form.control }) as Partial<RecurringFormValues>;
  const tax = taxSetup(
    settings.data,
    clients.data?.find((c) => c.id === values.clientId),
  );
  useLineTaxDefaults(form, tax?.defaultTax, session);
  const endMode = values.endMode;
  const preview = schedulePreview(
    {
      ...values,
      endDate: endMode === 'on' ? values.endDate : null,
      occurrences: endMode === 'after' ? values.occurrences : null,
    },
    { today, lastIssueDate, issued: profile?.invoiceCount ?? 0 },
  );
  const showBackfill = lastIssueDate === null && Boolean(values.startDate && values.startDate < today);

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    setUnready(null);
    try {
      const saved = profile
        ? await update.mutateAsync({ id: profile.id, input })
        : await creation.mutateAsync(input);
      const nextDate = saved.nextIssueDate ? formatShortDate(saved.nextIssueDate) : null;
      toast({
        title: profile ? t`Recurring invoice updated` : t`Recurring invoice created`,
        description: nextDate ? t`Next invoice on ${nextDate}.` : undefined,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === E_INVOICE_NOT_READY) setUnready(error.errors);
      else if (error instanceof ApiError) {
        for (const [path, message] of Object.entries(error.fieldErrors)) {
          form.setError(path as keyof RecurringFormValues, { message });
        }
      }
      const message = errorMessage(error, t`Please try again.`);
      setFormError(message);
      toast({
        title: profile ? t`Failed to update recurring invoice` : t`Failed to create recurring invoice`,
        description: message,
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      dirty={form.formState.isDirty && !busy}
    >
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>
            {profile ? <Trans>Edit Recurring Invoice</Trans> : <Trans>New Recurring Invoice</Trans>}
          </DialogTitle>
          <DialogDescription>
            {profile ? (
              <Trans>
                Changes apply to the invoices still to come; the ones already made stay as they are.
              </Trans>
            ) : (
              <Trans>
                Bill a client on a schedule: each invoice is made once, on its date, with the lines and VAT
                below.
              </Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <ProfileFields form={form} clients={clients.data} />
          <LineItemsFields
            form={form}
            currency={values.currency}
            taxRate={settings.data?.taxRate}
            tax={tax}
            exemptionReason
          />
          <Section title={t`Schedule`}>
            <div className="grid gap-6 lg:grid-cols-[1fr_17rem]">
              <ScheduleFields form={form} showBackfill={showBackfill} />
              <SchedulePreviewPanel preview={preview} paused={profile?.status === 'paused'} />
            </div>
            <DeliveryFields form={form} offerPdfAlone={unready !== null} />
          </Section>
          <ReminderFields form={form} open={open} />
          {formError && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-destructive">
              {formError}
            </p>
          )}
          {unready && (
            <RecurringEInvoiceProblems
              problems={unready}
              clientId={values.clientId}
              format={clients.data?.find((c) => c.id === values.clientId)?.eInvoiceFormat}
              form={form}
            />
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? (
                <Trans>Saving...</Trans>
              ) : profile ? (
                <Trans>Save Changes</Trans>
              ) : (
                <Trans>Create Recurring Invoice</Trans>
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
