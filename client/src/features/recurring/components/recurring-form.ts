import { zodResolver } from '@hookform/resolvers/zod';
import type { Currency } from '@shared/currency';
import { addDays } from '@shared/dates';
import type { InvoiceWithItems } from '@shared/invoices';
import type { TaxCategory } from '@shared/money';
import { firstOnOrAfter } from '@shared/recurrence';
import {
  type RecurringInvoice,
  type RecurringInvoiceInput,
  type RecurringInvoiceValues,
  recurringInvoiceInputSchema,
} from '@shared/recurring-invoices';
import type { VatScheme } from '@shared/tax';
import type { Resolver, ResolverOptions, UseFormReturn } from 'react-hook-form';
import { emptyLineItem } from '@/components/invoice/line-items';
import { withTaxChecks } from '@/components/invoice/tax-resolver';

/** How the schedule ends; the form's own field, sent as endDate / occurrences (at most one set). */
export type EndMode = 'never' | 'after' | 'on';

export type RecurringFormValues = Omit<
  RecurringInvoiceInput,
  'endDate' | 'occurrences' | 'taxExemptionReason'
> & {
  endMode: EndMode;
  taxExemptionReason: string;
  /** '' while empty (a date input's value). */
  endDate: string;
  /** NaN while empty (a number input's value). */
  occurrences: number;
};

const DAY_MS = 86_400_000;

/** A new profile: monthly from today, sent automatically, due in 30 days, one empty line. */
export function defaultRecurringValues(opts: {
  today: string;
  currency: string | undefined;
}): RecurringFormValues {
  return {
    clientId: undefined as unknown as number,
    currency: opts.currency as Currency | undefined,
    notes: '',
    projectDescription: '',
    lineItems: [emptyLineItem()],
    sendReminders: true,
    reminderFlowTemplateId: null,
    paymentTermsDays: 30,
    servicePeriod: 'issue_date',
    taxExemptionReason: '',
    frequency: 'monthly',
    interval: 1,
    startDate: opts.today,
    endMode: 'never',
    endDate: '',
    occurrences: Number.NaN,
    sendMode: 'send',
    attachEInvoice: true,
    backfill: false,
  };
}

type SavedLine = {
  description: string;
  quantity: number;
  unit: string | null;
  rate: string;
  taxRate?: string | null;
  taxCategory?: TaxCategory | null;
};

/** Saved lines as the form edits them; a line without VAT of its own takes the default in the form. */
const lines = (items: SavedLine[]) =>
  items.map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unit: item.unit ?? '',
    rate: item.rate,
    taxRate: item.taxRate === null || item.taxRate === undefined ? null : Number(item.taxRate),
    taxCategory: item.taxCategory ?? null,
  }));

/** A saved profile as the form edits it. */
export function profileToFormValues(profile: RecurringInvoice): RecurringFormValues {
  return {
    clientId: profile.clientId ?? (undefined as unknown as number),
    currency: profile.currency as Currency,
    notes: profile.notes ?? '',
    projectDescription: profile.projectDescription ?? '',
    lineItems: lines(profile.lineItems),
    sendReminders: profile.sendReminders,
    reminderFlowTemplateId: profile.reminderFlowTemplateId,
    paymentTermsDays: profile.paymentTermsDays,
    servicePeriod: profile.servicePeriod,
    taxExemptionReason: profile.taxExemptionReason ?? '',
    frequency: profile.frequency,
    interval: profile.interval,
    startDate: profile.startDate,
    endMode: profile.occurrences !== null ? 'after' : profile.endDate !== null ? 'on' : 'never',
    endDate: profile.endDate ?? '',
    occurrences: profile.occurrences ?? Number.NaN,
    sendMode: profile.sendMode,
    attachEInvoice: profile.attachEInvoice,
    backfill: profile.backfill,
  };
}

/**
 * "Make recurring": the invoice's client, lines, texts and reminder settings; terms are its due date
 * minus its issue date. It repeats monthly from the invoice's next monthly date that is not in the
 * past, so the invoice itself is never made a second time and its day of the month is kept.
 */
export function invoiceToRecurringValues(invoice: InvoiceWithItems, today: string): RecurringFormValues {
  const terms = Math.round((Date.parse(invoice.dueDate) - Date.parse(invoice.issueDate)) / DAY_MS);
  const afterInvoice = addDays(invoice.issueDate, 1);
  const monthly = { frequency: 'monthly', interval: 1, endDate: null, occurrences: null } as const;
  const next = firstOnOrAfter(
    { ...monthly, startDate: invoice.issueDate },
    afterInvoice > today ? afterInvoice : today,
  );
  return {
    ...defaultRecurringValues({ today, currency: invoice.currency }),
    clientId: invoice.clientId ?? (undefined as unknown as number),
    notes: invoice.notes ?? '',
    projectDescription: invoice.projectDescription ?? '',
    lineItems: lines(invoice.lineItems),
    sendReminders: invoice.sendReminders,
    reminderFlowTemplateId: invoice.reminderFlowTemplateId,
    paymentTermsDays: Math.min(Math.max(terms, 0), 365),
    taxExemptionReason: invoice.taxExemptionReason ?? '',
    startDate: next.date,
  };
}

/** The POST / PUT body: the end the form's choice names, the other one null. */
export function toRecurringPayload({ endMode, endDate, occurrences, ...rest }: RecurringFormValues) {
  return {
    ...rest,
    endDate: endMode === 'on' ? endDate : null,
    occurrences: endMode === 'after' ? occurrences : null,
  } satisfies RecurringInvoiceInput;
}

type FormResolver = Resolver<RecurringFormValues, unknown, RecurringInvoiceValues>;

/**
 * The shared schema checks the body the form would send (toRecurringPayload); its messages name the
 * form's own fields (endDate, occurrences, lineItems.0.rate…), so they land under those fields.
 */
const checkPayload = zodResolver(recurringInvoiceInputSchema) as unknown as (
  values: RecurringInvoiceInput,
  context: unknown,
  options: ResolverOptions<RecurringFormValues>,
) => ReturnType<FormResolver>;

/** The schema on the body, then the VAT rules the server would refuse (withTaxChecks). */
export const recurringFormResolver = (vatScheme: () => VatScheme | undefined): FormResolver =>
  withTaxChecks<RecurringFormValues, RecurringInvoiceValues>(
    (values, context, options) => checkPayload(toRecurringPayload(values), context, options),
    vatScheme,
  );

export type RecurringForm = UseFormReturn<RecurringFormValues, unknown, RecurringInvoiceValues>;
