/** Recurring invoice profiles: the API's contract (issue 5/7). Dates are YYYY-MM-DD. */
import { z } from 'zod';
import { dateInputSchema } from './date-input';
import { attachEInvoiceSchema } from './e-invoice';
import { en } from './i18n/errors/en';
import { fill } from './i18n/errors/values';
import { invoiceFields, invoicePageQuerySchema, lineItemSchema } from './invoices';
import { TAX_CATEGORIES } from './money';
import { FREQUENCIES } from './recurrence';

/** Profiles one account may have (issue #22 item 5): the 501st create answers 422. */
export const MAX_PROFILES = 500;

export const SEND_MODES = ['send', 'draft'] as const;

/**
 * Which service date or period each invoice of a profile carries (issue 3/6): its issue date, the
 * period before it (monthly, issued 1 December → 1–30 November) or the period it starts.
 */
export const SERVICE_PERIODS = ['issue_date', 'previous_period', 'current_period'] as const;
export type ServicePeriodMode = (typeof SERVICE_PERIODS)[number];

/** The placeholders a profile's line descriptions and notes may carry, filled per occurrence. */
export const RECURRING_PLACEHOLDERS = ['{period}', '{month}', '{year}'] as const;
export const PROFILE_STATUSES = ['active', 'paused', 'ended'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: fill(en.field_must_be_whole_number, { field: label }) })
    .int(fill(en.field_must_be_whole_number, { field: label }))
    .min(min, fill(en.field_at_least, { field: label, limit: min }))
    .max(max, fill(en.field_at_most, { field: label, limit: max }));

/** POST and PUT /api/recurring-invoices bodies: flat, with exactly these names. */
export const recurringInvoiceInputSchema = z
  .object({
    clientId: invoiceFields.clientId,
    currency: invoiceFields.currency,
    notes: invoiceFields.notes,
    projectDescription: invoiceFields.projectDescription,
    lineItems: invoiceFields.lineItems,
    sendReminders: invoiceFields.sendReminders,
    reminderFlowTemplateId: invoiceFields.reminderFlowTemplateId,
    paymentTermsDays: whole('Payment terms', 0, 365).default(30),
    servicePeriod: z
      .enum(SERVICE_PERIODS, {
        error: en.service_period_mode_invalid,
      })
      .default('issue_date'),
    taxExemptionReason: invoiceFields.taxExemptionReason,
    frequency: z.enum(FREQUENCIES, { error: en.recurrence_frequency_invalid }),
    interval: whole('Interval', 1, 120).default(1),
    startDate: dateInputSchema('Start date'),
    endDate: dateInputSchema('End date')
      .nullish()
      .transform((v) => v ?? null),
    occurrences: whole('Number of invoices', 1, 1000)
      .nullish()
      .transform((v) => v ?? null),
    sendMode: z.enum(SEND_MODES, { error: en.send_mode_invalid }),
    /**
     * Send mode to a client who receives an XML e-invoice (XRechnung, Peppol): false sends each
     * invoice with the PDF alone. Left true, a profile whose invoices cannot carry the e-invoice is
     * refused with 422 e_invoice_not_ready (issue 2/7 item 12). A draft-mode profile keeps no choice.
     */
    attachEInvoice: attachEInvoiceSchema.default(true),
    backfill: z.boolean({ error: en.backfill_invalid }).default(false),
  })
  .refine((v) => v.endDate === null || v.occurrences === null, {
    message: en.end_date_and_occurrences,
    path: ['occurrences'],
  })
  .refine((v) => v.endDate === null || v.endDate >= v.startDate, {
    message: en.end_date_before_start_date,
    path: ['endDate'],
  });
export type RecurringInvoiceInput = z.input<typeof recurringInvoiceInputSchema>;
export type RecurringInvoiceValues = z.output<typeof recurringInvoiceInputSchema>;

/** Every answer: the profile as stored under the input's names, plus its state and schedule. */
export const recurringInvoiceSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  currency: z.string(),
  notes: z.string().nullable(),
  projectDescription: z.string().nullable(),
  /** A line's taxRate and taxCategory are null when it takes the defaults when issued. */
  lineItems: z.array(
    lineItemSchema
      .pick({ description: true, quantity: true, unit: true, rate: true })
      .extend({ taxRate: z.string().nullable(), taxCategory: z.enum(TAX_CATEGORIES).nullable() }),
  ),
  sendReminders: z.boolean(),
  reminderFlowTemplateId: z.number().nullable(),
  paymentTermsDays: z.number(),
  servicePeriod: z.enum(SERVICE_PERIODS),
  taxExemptionReason: z.string().nullable(),
  frequency: z.enum(FREQUENCIES),
  interval: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  occurrences: z.number().nullable(),
  sendMode: z.enum(SEND_MODES),
  /** False: send mode emails the PDF alone, without the client's XML e-invoice; true in draft mode. */
  attachEInvoice: z.boolean(),
  backfill: z.boolean(),
  status: z.enum(PROFILE_STATUSES),
  /** Null when paused or ended. */
  nextIssueDate: z.string().nullable(),
  /** The next issue dates (at most 5; empty when paused or ended). */
  upcoming: z.array(z.string()),
  invoiceCount: z.number(),
});
export type RecurringInvoice = z.infer<typeof recurringInvoiceSchema>;

/** GET /api/recurring-invoices: the page and page size, as /api/invoices/paged reads them (docs/decisions/016). */
export const recurringPageQuerySchema = invoicePageQuerySchema.pick({ page: true, pageSize: true });
export type RecurringPageQuery = z.output<typeof recurringPageQuerySchema>;

/** One page of the profiles, newest first. */
export const recurringInvoicePageSchema = z.object({
  items: z.array(recurringInvoiceSchema),
  /** How many profiles the account has. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type RecurringInvoicePage = z.infer<typeof recurringInvoicePageSchema>;
