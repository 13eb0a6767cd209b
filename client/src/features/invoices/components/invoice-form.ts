import { zodResolver } from '@hookform/resolvers/zod';
import type { Client } from '@shared/clients';
import type { Currency } from '@shared/currency';
import { addDays } from '@shared/dates';
import { type CreateInvoiceInput, createInvoiceInputSchema, type InvoiceWithItems } from '@shared/invoices';
import { computeTotals, fromCents } from '@shared/money';
import type { VatScheme } from '@shared/tax';
import type { Resolver, ResolverOptions, ResolverResult, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { emptyLineItem, liveTotals } from '@/components/invoice/line-items';
import { withTaxChecks } from '@/components/invoice/tax-resolver';
import { accountToday } from '@/lib/dates';
import type { InvoiceParts } from './invoice-document';

type DateFields = 'dueDate' | 'serviceDate' | 'servicePeriodStart' | 'servicePeriodEnd';

/**
 * The form's values: the body's fields, dates '' while empty (a date input's value), and whether
 * the service is a period (start and end) or one date (empty: the issue date).
 */
export type InvoiceFormValues = Omit<
  CreateInvoiceInput,
  DateFields | 'taxExemptionReason' | 'buyerReference'
> & {
  [K in DateFields]: string;
} & { serviceAsPeriod: boolean; taxExemptionReason: string; buyerReference: string };
export type InvoiceFormOutput = z.output<typeof createInvoiceInputSchema>;
export type InvoiceForm = UseFormReturn<InvoiceFormValues, unknown, InvoiceFormOutput>;

/** Payment terms when the settings have not loaded yet (SPEC §9's 30 days). */
const DEFAULT_TERMS_DAYS = 30;

/** Issue date today, due after the payment terms, one line item of quantity 1, the company currency. */
export function defaultInvoiceValues(
  now = new Date(),
  opts: { termsDays?: number; currency?: string; timeZone?: string } = {},
): InvoiceFormValues {
  const today = accountToday(opts.timeZone, now);
  return {
    clientId: undefined as unknown as number,
    clientEmail: '',
    buyerReference: '',
    projectDescription: '',
    issueDate: today,
    dueDate: addDays(today, opts.termsDays ?? DEFAULT_TERMS_DAYS),
    serviceDate: '',
    serviceAsPeriod: false,
    servicePeriodStart: '',
    servicePeriodEnd: '',
    taxExemptionReason: '',
    currency: opts.currency as Currency | undefined,
    status: 'draft',
    notes: '',
    sendReminders: true,
    reminderFlowTemplateId: null,
    lineItems: [emptyLineItem()],
  };
}

/** A saved invoice as the form edits it (its number stays; a service date equal to the issue date shows empty). */
export function invoiceToFormValues(invoice: InvoiceWithItems): InvoiceFormValues {
  const period = invoice.servicePeriodStart !== null;
  return {
    clientId: invoice.clientId ?? (undefined as unknown as number),
    clientEmail: invoice.clientEmail,
    buyerReference: invoice.buyerReference ?? '',
    projectDescription: invoice.projectDescription ?? '',
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    serviceDate: period || invoice.serviceDate === invoice.issueDate ? '' : (invoice.serviceDate ?? ''),
    serviceAsPeriod: period,
    servicePeriodStart: invoice.servicePeriodStart ?? '',
    servicePeriodEnd: invoice.servicePeriodEnd ?? '',
    taxExemptionReason: invoice.taxExemptionReason ?? '',
    currency: invoice.currency as Currency,
    status: invoice.status === 'draft' ? 'draft' : 'sent',
    notes: invoice.notes ?? '',
    sendReminders: invoice.sendReminders,
    reminderFlowTemplateId: invoice.reminderFlowTemplateId,
    lineItems: invoice.lineItems.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit: item.unit ?? '',
      rate: item.rate,
      taxRate: Number(item.taxRate),
      taxCategory: item.taxCategory,
    })),
  };
}

/** The body the form's values stand for: a service date or a period, never both; empty dates left out. */
export function toInvoiceBody({
  serviceAsPeriod,
  serviceDate,
  servicePeriodStart,
  servicePeriodEnd,
  dueDate,
  ...rest
}: InvoiceFormValues): CreateInvoiceInput {
  return {
    ...rest,
    dueDate,
    serviceDate: serviceAsPeriod ? null : serviceDate || null,
    // In a period both dates are required: '' is refused with the field's "… is required".
    servicePeriodStart: serviceAsPeriod ? servicePeriodStart : null,
    servicePeriodEnd: serviceAsPeriod ? servicePeriodEnd : null,
  };
}

type FormResolver = Resolver<InvoiceFormValues, unknown, InvoiceFormOutput>;

const checkBody = zodResolver(createInvoiceInputSchema) as unknown as (
  values: CreateInvoiceInput,
  context: unknown,
  options: ResolverOptions<InvoiceFormValues>,
) => Promise<ResolverResult<InvoiceFormValues, InvoiceFormOutput>>;

/**
 * The shared schema checks the body the form would send (toInvoiceBody), so its messages land under
 * the form's own fields; then the VAT rules (withTaxChecks).
 */
export function invoiceFormResolver(vatScheme: () => VatScheme | undefined): FormResolver {
  return withTaxChecks<InvoiceFormValues, InvoiceFormOutput>(
    (values, context, options) => checkBody(toInvoiceBody(values), context, options),
    vatScheme,
  );
}

/** The POST body: the form's values plus the figures shown (the server recomputes them anyway). */
export function toCreatePayload(
  values: InvoiceFormOutput,
  status: 'draft' | 'sent',
  opts: { clientName: string | undefined; taxRate: number | string | null | undefined },
): CreateInvoiceInput {
  const totals = computeTotals(values.lineItems, opts.taxRate);
  return {
    ...values,
    status,
    clientName: opts.clientName ?? null,
    subtotal: fromCents(totals.subtotalCents),
    tax: fromCents(totals.taxCents),
    total: fromCents(totals.totalCents),
    lineItems: values.lineItems.map((item, i) => ({
      ...item,
      amount: fromCents(totals.lines[i].amountCents),
    })),
  };
}

type PreviewClient = Pick<
  Client,
  'name' | 'email' | 'phone' | 'address' | 'postalCode' | 'city' | 'country' | 'vatId'
> &
  Partial<Pick<Client, 'language' | 'peppolId' | 'region'>>;

/**
 * The form's values as the preview prints them, before the invoice is saved (a draft): each line with
 * its VAT, the service as it will be saved (toInvoiceBody) and the exemption reason, from which
 * shared/document-build.ts makes the VAT rows.
 */
export function toPreviewData(
  values: InvoiceFormValues,
  opts: {
    client: PreviewClient;
    invoiceNumber: string;
    currency: string | undefined;
    taxRate: number | string | null | undefined;
  },
): InvoiceParts {
  const totals = liveTotals(values.lineItems, opts.taxRate);
  const { client } = opts;
  const body = toInvoiceBody(values);
  // Spread, so the parts stay assignable whichever of these fields the document's sources declare.
  const taxContent = {
    serviceDate: body.serviceDate ?? null,
    servicePeriodStart: body.servicePeriodStart ?? null,
    servicePeriodEnd: body.servicePeriodEnd ?? null,
    taxExemptionReason: values.taxExemptionReason || null,
  };
  return {
    invoice: {
      invoiceNumber: opts.invoiceNumber,
      // A draft is written in its client's language (issue 5/6): the preview shows it so.
      language: client.language ?? null,
      status: 'draft',
      issueDate: values.issueDate,
      dueDate: values.dueDate,
      currency: values.currency ?? opts.currency ?? 'USD',
      subtotal: fromCents(totals.subtotalCents),
      tax: fromCents(totals.taxCents),
      taxRate: totals.taxRate,
      total: fromCents(totals.totalCents),
      amountPaid: '0.00',
      projectDescription: values.projectDescription || null,
      notes: values.notes || null,
      buyerReference: values.buyerReference || null,
      ...taxContent,
    },
    buyer: {
      name: client.name,
      email: values.clientEmail || client.email,
      phone: client.phone,
      address: client.address,
      postalCode: client.postalCode,
      city: client.city,
      region: client.region ?? null,
      country: client.country,
      vatId: client.vatId,
      peppolId: client.peppolId,
    },
    lines: values.lineItems.map((item, i) => {
      const line = totals.lines[i];
      const tax = { taxRate: line.taxRate, taxCategory: line.taxCategory };
      return {
        description: item.description,
        quantity: line.quantity,
        unit: item.unit || null,
        rate: fromCents(line.rateCents),
        amount: fromCents(line.amountCents),
        ...tax,
      };
    }),
  };
}
