import type { InvoiceWithItems } from '@shared/invoices';
import type { VatScheme } from '@shared/tax';
import * as React from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useCompanySettings } from '@/api/get-company-settings';
import { useInvoiceClients } from '@/api/get-invoice-clients';
import { taxSetup } from '@/components/invoice/line-tax';
import { useLineTaxDefaults } from '@/components/invoice/use-line-tax-defaults';
import { focusFieldSoon } from '@/lib/focus-field';
import {
  defaultInvoiceValues,
  type InvoiceFormOutput,
  type InvoiceFormValues,
  invoiceFormResolver,
  invoiceToFormValues,
} from './invoice-form';
import { useBuyerReference } from './use-buyer-reference';
import { useDueDateTerms } from './use-due-date-terms';

/**
 * The invoice form and what it follows: filled afresh each time the dialog opens (blank, or the
 * invoice edited), the company currency once the settings load, each line's default VAT for the
 * chosen client (shared/tax.ts), a new invoice's due date after the payment terms, and the buyer
 * reference after the client's.
 */
export function useInvoiceForm({
  open,
  editing,
  focusField,
}: {
  open: boolean;
  editing?: InvoiceWithItems | null;
  /** Gets the cursor on opening. */
  focusField?: string;
}) {
  const settings = useCompanySettings();
  const clients = useInvoiceClients();
  const vatScheme = React.useRef<VatScheme | undefined>(undefined);
  vatScheme.current = settings.data?.vatScheme;
  const [resolver] = React.useState(() => invoiceFormResolver(() => vatScheme.current));
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver,
    defaultValues: defaultInvoiceValues(),
  });

  const [session, setSession] = React.useState(0);
  const currency = settings.data?.currency;
  // Filled when the dialog opens on an invoice or blank, not whenever the settings load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  React.useEffect(() => {
    if (!open) return;
    form.reset(
      editing
        ? invoiceToFormValues(editing)
        : defaultInvoiceValues(new Date(), {
            termsDays: settings.data?.paymentTermsDays,
            currency,
            timeZone: settings.data?.timeZone,
          }),
    );
    setSession((n) => n + 1);
  }, [open, editing, form]);

  React.useEffect(() => {
    if (!open || !focusField) return;
    return focusFieldSoon(focusField, (name) => form.setFocus(name as FieldPath<InvoiceFormValues>));
  }, [open, focusField, form]);

  // A blank form opened before the settings arrived takes the company currency once they do.
  React.useEffect(() => {
    if (open && currency && !form.getValues('currency'))
      form.setValue('currency', currency as InvoiceFormValues['currency']);
  }, [open, currency, form]);

  const clientId = useWatch({ control: form.control, name: 'clientId' });
  const client = clients.data?.find((c) => c.id === clientId);
  const tax = taxSetup(settings.data, client);
  useLineTaxDefaults(form, tax?.defaultTax, session);
  const dueDate = useDueDateTerms(form, {
    termsDays: client?.paymentTermsDays ?? settings.data?.paymentTermsDays,
    follow: !editing,
    session,
  });
  const buyerReference = useBuyerReference(form, { client, session });
  return {
    form,
    settings,
    clients,
    client,
    tax,
    setDueDateByHand: dueDate.setByHand,
    setBuyerReferenceByHand: buyerReference.setByHand,
  };
}
