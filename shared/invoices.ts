import { z } from 'zod';
import { CURRENCIES } from './currency';
import { dateInputSchema } from './date-input';
import { en } from './i18n/errors/en';
import { fill } from './i18n/errors/values';
import { DOCUMENT_LANGUAGES } from './i18n/languages';
import { INVOICE_SORTS, PAGE_STATUS_FILTERS } from './invoice-page-filters';
import { INVOICE_STATUSES } from './invoice-status';
import { MAX_CENTS, TAX_CATEGORIES, toCents } from './money';
import { taxRateSchema } from './settings';
import { taxBreakdownRowSchema } from './tax';
import { optionalText as labelledText } from './text';

/** Line items an invoice may hold; far more than any real invoice, small enough to bound a request. */
export const MAX_LINE_ITEMS = 500;
export const MAX_QUANTITY = 1_000_000;

function isAmount(value: string | number): boolean {
  try {
    toCents(value);
    return true;
  } catch {
    return false;
  }
}

/** A money figure sent as a number or a decimal string ("12.50"), at least 0 and within numeric(10,2). */
const nonNegativeAmount = (message: string) =>
  z.union([z.number(), z.string().trim()]).superRefine((value, ctx) => {
    if (typeof value === 'number' && !Number.isFinite(value))
      return void ctx.addIssue({ code: 'custom', message });
    if (value === '' || !isAmount(value)) return void ctx.addIssue({ code: 'custom', message });
    const cents = toCents(value);
    if (cents < 0) ctx.addIssue({ code: 'custom', message });
    else if (cents > MAX_CENTS) ctx.addIssue({ code: 'custom', message: en.amount_too_large });
  });

/** Ids are PostgreSQL integers: anything larger cannot exist, so it is refused as input. */
const MAX_ID = 2_147_483_647;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fill(en.text_too_long, { limit: max }))
    .nullish()
    .transform((v) => v || null);

/** SPEC §5: messages exactly as the invoice form shows them. */
export const lineItemInputSchema = z.object({
  description: z
    .string({ error: en.description_required })
    .trim()
    .min(1, en.description_required)
    .max(1000, en.description_too_long),
  quantity: z
    .number({ error: en.quantity_not_positive_number })
    .gt(0, en.quantity_not_positive)
    .max(MAX_QUANTITY, fill(en.quantity_too_large, { maximum: MAX_QUANTITY }))
    .refine((q) => Number.isInteger(Math.round(q * 100 * 1e6) / 1e6), en.quantity_too_precise),
  /** "hours", "days", "pieces" or any unit up to 20 characters. */
  unit: z
    .string()
    .trim()
    .max(20, en.unit_too_long)
    .nullish()
    .transform((v) => v || null),
  rate: nonNegativeAmount(en.rate_negative),
  /** Sent by the form for display; the server recomputes it from quantity × rate. */
  amount: nonNegativeAmount(en.amount_negative).optional(),
  /**
   * The line's VAT (issue 3/6): rate in percent and EN 16931 category. Left out, each takes the
   * default of the company and client (shared/tax.ts defaultLineTax); S needs a rate above 0, every
   * other category 0 (shared/tax.ts lineTaxIssue, checked by the server with the defaults applied).
   */
  taxRate: taxRateSchema.nullish(),
  taxCategory: z
    .enum(TAX_CATEGORIES, { error: fill(en.tax_category_invalid, { categories: TAX_CATEGORIES.join(', ') }) })
    .nullish(),
});
export type LineItemInput = z.input<typeof lineItemInputSchema>;

export const CREATE_STATUSES = ['draft', 'sent'] as const;

/** The invoice body's fields; recurring profiles (recurring-invoices.ts) take the same ones they share. */
export const invoiceFields = {
  clientId: z
    .number({ error: en.client_required })
    .int()
    .positive(en.client_required)
    .max(MAX_ID, en.client_required),
  clientName: optionalText(200),
  clientEmail: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((v) => v || null)
    .pipe(z.email(en.email_invalid).nullable()),
  issueDate: dateInputSchema('Issue date'),
  /** Left out: the issue date + the client's payment terms, else the company's (issue 3/6). */
  dueDate: dateInputSchema('Due date').optional(),
  /** The date of supply (§14(4) No. 6 UStG); with neither it nor a period, the issue date. */
  serviceDate: dateInputSchema('Service date')
    .nullish()
    .transform((v) => v ?? null),
  servicePeriodStart: dateInputSchema('Service period start')
    .nullish()
    .transform((v) => v ?? null),
  servicePeriodEnd: dateInputSchema('Service period end')
    .nullish()
    .transform((v) => v ?? null),
  /** Why exempt (E) lines are exempt, printed as their note; required with E lines unless a small business. */
  taxExemptionReason: optionalText(500),
  /**
   * BT-10 (issue 4/6): an order number, a Leitweg-ID. Left out of a POST: the client's; left out of a
   * PUT: kept, or the new client's when the PUT changes the client. "" or null: none.
   */
  buyerReference: labelledText('Buyer reference', 200).optional(),
  status: z.enum(CREATE_STATUSES, { error: en.invoice_status_new_invalid }).default('draft'),
  currency: z.enum(CURRENCIES, { error: en.currency_not_listed }).optional(),
  /** Accepted for compatibility and ignored: the server computes every figure itself. */
  subtotal: z.union([z.string(), z.number()]).optional(),
  tax: z.union([z.string(), z.number()]).optional(),
  total: z.union([z.string(), z.number()]).optional(),
  notes: optionalText(5000),
  projectDescription: optionalText(1000),
  sendReminders: z.boolean().default(true),
  reminderFlowTemplateId: z.number().int().positive().max(MAX_ID, en.reminder_flow_invalid).nullish(),
  lineItems: z
    .array(lineItemInputSchema, { error: en.line_items_required })
    .min(1, en.line_items_required)
    .max(MAX_LINE_ITEMS, fill(en.invoice_too_many_lines, { maximum: MAX_LINE_ITEMS })),
};

const dueAfterIssue = (v: { issueDate: string; dueDate?: string }) => !v.dueDate || v.dueDate >= v.issueDate;
const dueAfterIssueMessage = { message: en.due_date_before_issue_date, path: ['dueDate'] };

type ServiceFields = {
  serviceDate: string | null;
  servicePeriodStart: string | null;
  servicePeriodEnd: string | null;
};

/** A service date or a whole period (start and end, end not before start), never both. */
export function serviceIssues(v: ServiceFields): { path: keyof ServiceFields; message: string }[] {
  const { serviceDate, servicePeriodStart: start, servicePeriodEnd: end } = v;
  if (serviceDate && (start || end)) return [{ path: 'serviceDate', message: en.service_date_and_period }];
  if (start && !end) return [{ path: 'servicePeriodEnd', message: en.service_period_end_required }];
  if (end && !start) return [{ path: 'servicePeriodStart', message: en.service_period_start_required }];
  if (start && end && end < start)
    return [{ path: 'servicePeriodEnd', message: en.service_period_end_before_start }];
  return [];
}

const checkService = (v: ServiceFields, ctx: z.RefinementCtx) => {
  for (const issue of serviceIssues(v))
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
};

export const createInvoiceInputSchema = z
  .object(invoiceFields)
  .refine(dueAfterIssue, dueAfterIssueMessage)
  .superRefine(checkService);
export type CreateInvoiceInput = z.input<typeof createInvoiceInputSchema>;

/** PUT /api/invoices/{id}: the same body as POST; a status in it is ignored (status moves through send, payments, void). */
export const updateInvoiceInputSchema = z
  .object({
    ...invoiceFields,
    status: z
      .unknown()
      .optional()
      .transform(() => 'draft' as const),
  })
  .refine(dueAfterIssue, dueAfterIssueMessage)
  .superRefine(checkService);

export const voidInvoiceInputSchema = z.object({
  reason: z
    .string({ error: en.void_reason_required })
    .trim()
    .min(1, en.void_reason_required)
    .max(500, en.reason_too_long),
});

export const updateInvoiceStatusInputSchema = z.object({
  status: z.enum(INVOICE_STATUSES, { error: en.invoice_status_invalid }),
});
export type UpdateInvoiceStatusInput = z.infer<typeof updateInvoiceStatusInputSchema>;

export const invoiceIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const lineItemSchema = z.object({
  id: z.number(),
  invoiceId: z.number(),
  position: z.number(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string().nullable(),
  rate: z.string(),
  amount: z.string(),
  /** "19.00" */
  taxRate: z.string(),
  taxCategory: z.enum(TAX_CATEGORIES),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/** An invoice as the API answers it: amounts as "1234.50", status already effective (overdue when late). */
export const invoiceSchema = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  clientId: z.number().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  status: z.string(),
  currency: z.string(),
  subtotal: z.string(),
  tax: z.string(),
  /** The one VAT rate all lines share ("19.00"), or null when they carry different rates. */
  taxRate: z.string().nullable(),
  total: z.string(),
  /** One row per (VAT category, rate), EN 16931 BG-23, with the note the law asks for. */
  taxBreakdown: z.array(taxBreakdownRowSchema),
  taxExemptionReason: z.string().nullable(),
  /** BT-10: the invoice's reference for the buyer (an order number, a Leitweg-ID), or null. */
  buyerReference: z.string().nullable(),
  /** The language its PDF, page and emails are written in: a draft's follows its client, an issued invoice's is frozen (issue 5/6). */
  language: z.enum(DOCUMENT_LANGUAGES),
  /** The date of supply, or null when a service period is given instead. */
  serviceDate: z.string().nullable(),
  servicePeriodStart: z.string().nullable(),
  servicePeriodEnd: z.string().nullable(),
  /** Sum of the payments received. */
  amountPaid: z.string(),
  /** Sum of the credit notes issued against it (decision 024). */
  creditedAmount: z.string(),
  /** total − amountPaid − creditedAmount (0 for a void invoice). */
  balanceDue: z.string(),
  /** The credit notes issued against it, oldest first. */
  creditNotes: z.array(
    z.object({ id: z.number(), creditNoteNumber: z.string(), issueDate: z.string(), total: z.string() }),
  ),
  notes: z.string().nullable(),
  projectDescription: z.string().nullable(),
  sendReminders: z.boolean(),
  reminderFlowTemplateId: z.number().nullable(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** The first time the client opened the invoice's private link (not the owner). */
  viewedAt: z.string().nullable(),
  /** The recurring profile that made the invoice, or null. */
  recurringInvoiceId: z.number().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceWithItemsSchema = invoiceSchema.extend({ lineItems: z.array(lineItemSchema) });
export type InvoiceWithItems = z.infer<typeof invoiceWithItemsSchema>;

export const nextInvoiceNumberSchema = z.object({ invoiceNumber: z.string() });

/**
 * GET /api/invoices/paged: one page of the list, searched, filtered and sorted by the server. Its
 * status filters: one per effective status — `notYetDue` is a sent invoice whose due date has not
 * passed — and `pending`, awaiting payment (not yet due or overdue), "Pending" in its one sense, as
 * the dashboard and the reports count it (docs/decisions/034).
 */
export {
  INVOICE_SORTS,
  type InvoiceSort,
  PAGE_STATUS_FILTERS,
  type PageStatusFilter,
} from './invoice-page-filters';

export const invoicePageQuerySchema = z.object({
  page: z.coerce
    .number({ error: en.page_invalid })
    .int(en.page_invalid)
    .min(1, en.page_invalid)
    .max(1_000_000, en.page_too_large)
    .default(1),
  pageSize: z.coerce
    .number({ error: en.page_size_invalid })
    .int(en.page_size_invalid)
    .min(1, en.page_size_invalid)
    .max(100, en.page_size_invalid)
    .default(50),
  q: z.string().trim().max(200, en.search_too_long).optional(),
  status: z
    .enum(PAGE_STATUS_FILTERS, {
      error: fill(en.invoice_status_filter_invalid, { statuses: PAGE_STATUS_FILTERS.join(', ') }),
    })
    .optional()
    .describe(
      'draft, notYetDue (sent, due date not passed), overdue, paid or void; pending: awaiting payment (notYetDue and overdue)',
    ),
  sort: z
    .enum(INVOICE_SORTS, { error: fill(en.invoice_sort_invalid, { sorts: INVOICE_SORTS.join(', ') }) })
    .default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: en.order_invalid }).optional(),
});
export type InvoicePageQuery = z.output<typeof invoicePageQuerySchema>;

export const invoiceStatusCountsSchema = z.object({
  draft: z.number(),
  notYetDue: z.number(),
  overdue: z.number(),
  paid: z.number(),
  void: z.number(),
});
export type InvoiceStatusCounts = z.infer<typeof invoiceStatusCountsSchema>;

export { filteredCount } from './invoice-page-filters';

export const invoicePageSchema = z.object({
  items: z.array(invoiceSchema),
  /** How many invoices match the search and the status filter. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Per effective status, over the search without the status filter (pending = notYetDue + overdue). */
  counts: invoiceStatusCountsSchema.describe(
    'Per effective status over the search, without the status filter; pending is notYetDue + overdue',
  ),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;
