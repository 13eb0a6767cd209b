import { z } from 'zod';
import { type CsvCell, type CsvDialect, csvDecimal, RFC_4180, toCsv } from './csv';
import { dateInputSchema } from './date-input';
import { en } from './i18n/errors/en';
import { statusLabel } from './invoice-status';
import { TAX_CATEGORIES } from './money';
import { TAX_CATEGORY_LABELS } from './tax';

/** SPEC §2 Reports filters. */
export const REPORT_TYPES = ['overview', 'revenue', 'client', 'aging'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_STATUS_FILTERS = ['all', 'paid', 'pending', 'overdue'] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  overview: 'Overview',
  revenue: 'Revenue',
  client: 'Client',
  aging: 'Aging',
};
export const STATUS_FILTER_LABELS: Record<ReportStatusFilter, string> = {
  all: 'All',
  paid: 'Paid',
  pending: 'Pending',
  overdue: 'Overdue',
};

/** An optional YYYY-MM-DD query value; an empty value means "not set". */
const optionalDate = (label: string) =>
  z.union([z.literal('').transform(() => undefined), dateInputSchema(label)]).optional();

const filterFields = {
  status: z.enum(REPORT_STATUS_FILTERS, { error: en.report_status_invalid }).default('all'),
  startDate: optionalDate('Start date'),
  endDate: optionalDate('End date'),
};

const endNotBeforeStart = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || v.startDate <= v.endDate;
const endBeforeStart = { message: en.end_date_before_start_date, path: ['endDate'] };

/** GET /api/reports/invoices query: which invoices (by issue date and effective status). */
export const reportFilterSchema = z.object(filterFields).refine(endNotBeforeStart, endBeforeStart);
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** GET /api/reports query. */
export const reportQuerySchema = z
  .object({
    reportType: z.enum(REPORT_TYPES, { error: en.report_type_invalid }).default('overview'),
    ...filterFields,
  })
  .refine(endNotBeforeStart, endBeforeStart);
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export type ReportQueryInput = z.input<typeof reportQuerySchema>;

/**
 * Amounts per currency (PRODUCT §1: never add two currencies). The company currency comes first,
 * always present (possibly "0.00"); other currencies follow alphabetically, only when they occur.
 */
export const amountsSchema = z.array(z.object({ currency: z.string(), amount: z.string() }));
export type Amounts = z.infer<typeof amountsSchema>;

/** SPEC §3 reports summary, with every amount per currency. */
export const reportSummarySchema = z.object({
  totalRevenue: amountsSchema,
  totalInvoices: z.number(),
  paidInvoices: z.number(),
  pendingInvoices: z.number(),
  overdueInvoices: z.number(),
  averageInvoiceValue: amountsSchema,
  totalClients: z.number(),
  activeClients: z.number(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

const periodFiguresSchema = z.object({
  start: z.string(),
  end: z.string(),
  revenue: amountsSchema,
  invoices: z.number(),
  averageInvoiceValue: amountsSchema,
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

/** The figures behind the change lines: this month against last month, or the range against the one before. */
export const comparisonSchema = z.object({
  basis: z.enum(['month', 'period']),
  current: periodFiguresSchema,
  previous: periodFiguresSchema,
});
export type Comparison = z.infer<typeof comparisonSchema>;

export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': 'Over 90 days',
};

export const clientReportRowSchema = z.object({
  clientId: z.number().nullable(),
  name: z.string(),
  invoices: z.number(),
  invoiced: amountsSchema,
  paid: amountsSchema,
  outstanding: amountsSchema,
  overdue: amountsSchema,
});
export type ClientReportRow = z.infer<typeof clientReportRowSchema>;

/**
 * One row of the VAT invoiced in the period (issue 3/6, docs/decisions/006 "VAT by rate"): the
 * breakdown rows (invoices.tax_breakdown) of the invoices the report rows list — issued in the
 * period, void ones too, as the books keep them —, less those of the credit notes the rows list (by
 * their own issue date). So the table sums exactly the rows of the Invoice Details and the export,
 * per currency (never added across currencies), category and rate.
 */
export const vatByRateRowSchema = z
  .object({
    currency: z.string(),
    category: z.enum(TAX_CATEGORIES),
    /** "19.00" */
    rate: z.string(),
    /** The net amount taxed at this rate, "1200.00"; negative when credit notes took off more. */
    taxableAmount: z.string(),
    /** The VAT at this rate, "228.00". */
    taxAmount: z.string(),
  })
  .describe(
    'VAT invoiced in the period per currency, EN 16931 category and rate: the tax breakdowns of the invoices the report rows list (issued in the period, void ones too), less those of the credit notes they list (issued in the period). Company currency first, then higher rates first.',
  );
export type VatByRateRow = z.infer<typeof vatByRateRowSchema>;

export const reportSchema = z.object({
  reportType: z.enum(REPORT_TYPES),
  status: z.enum(REPORT_STATUS_FILTERS),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** The company currency (Settings): the headline of every amount. */
  currency: z.string(),
  /** Today in the user's time zone: what "overdue" and aging are measured against. */
  today: z.string(),
  /** Whether the user has any invoice at all (drafts included), for the empty state. */
  hasInvoices: z.boolean(),
  summary: reportSummarySchema,
  comparison: comparisonSchema.nullable(),
  /** Payments received per month (YYYY-MM), oldest first: overview and revenue reports. */
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: amountsSchema })).optional(),
  /** Per client, largest invoiced amount in the company currency first: client report. */
  clients: z.array(clientReportRowSchema).optional(),
  /** Unpaid invoices by days past due, with their balances due: overview and aging reports. */
  aging: z
    .array(z.object({ bucket: z.enum(AGING_BUCKETS), invoices: z.number(), amount: amountsSchema }))
    .optional(),
  /** The VAT invoiced per currency, category and rate in the period: overview report. */
  vatByRate: z.array(vatByRateRowSchema).optional(),
});
export type Report = z.infer<typeof reportSchema>;

/** What a report row is: an invoice, or a credit note correcting one (issue #23). */
export const REPORT_ROW_TYPES = ['Invoice', 'Credit note'] as const;
export type ReportRowType = (typeof REPORT_ROW_TYPES)[number];

/**
 * A credit note's status in the rows: it has no payment status of its own (it is neither paid nor
 * owed); it exists only once issued.
 */
export const CREDIT_NOTE_ROW_STATUS = 'issued';

/**
 * SPEC §3 invoice report row, plus its `type`, the currency, the money received against it and its
 * balance due, and its tax content (issue 3/6): `net` (the subtotal), `tax`, `serviceDate` and the
 * client's `clientVatId`. An invoice row: status is the effective one (void included: a void invoice
 * is listed, never counted). A credit note row (`type` "Credit note"): `invoiceNumber` holds the
 * credit note's number, `amount`, `net` and `tax` are what it credits as negative numbers
 * ("-69.00"), `amountPaid` and `balanceDue` are "0.00" (the corrected invoice's balance already takes
 * the credit), `status` is "issued", `dueDate` is null and `serviceDate` is its invoice's.
 */
export const reportInvoiceRowSchema = z.object({
  id: z.number(),
  type: z.enum(REPORT_ROW_TYPES),
  invoiceNumber: z.string(),
  clientName: z.string(),
  amount: z.string(),
  amountPaid: z.string(),
  balanceDue: z.string(),
  currency: z.string(),
  status: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  /** The subtotal before VAT, "1000.00". */
  net: z.string(),
  /** The VAT, "190.00". */
  tax: z.string(),
  /** "2026-11-15", or a service period as an ISO 8601 interval "2026-11-01/2026-11-30"; null when none was kept. */
  serviceDate: z
    .string()
    .nullable()
    .describe('The service date (YYYY-MM-DD), or the service period as an ISO 8601 interval (start/end)'),
  /** The buyer's VAT ID as it was frozen at issue (the client's current one when nothing was frozen). */
  clientVatId: z.string().nullable(),
});
export type ReportInvoiceRow = z.infer<typeof reportInvoiceRowSchema>;

/** The amount of one currency in a per-currency list, as a number (0 when absent). */
export function amountIn(amounts: Amounts, currency: string): number {
  return Number(amounts.find((a) => a.currency === currency)?.amount ?? 0);
}

/**
 * A card's change line (PRODUCT §1): "+12% from last month", "+3 from previous period", or "—" when
 * the earlier period has nothing to compare with.
 */
export function changeLine(
  current: number,
  previous: number,
  kind: 'percent' | 'count',
  basis: Comparison['basis'],
): string {
  if (previous === 0) return '—';
  const suffix = basis === 'month' ? 'from last month' : 'from previous period';
  const value = kind === 'percent' ? Math.round(((current - previous) / previous) * 100) : current - previous;
  const sign = value > 0 ? '+' : '';
  return `${sign}${value}${kind === 'percent' ? '%' : ''} ${suffix}`;
}

/** "19.00" → "19", "5.50" → "5.5": a VAT rate as invoices print it. */
export function rateText(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

/** A VAT row's label: "VAT 19 %" for a charged rate, the category's name otherwise ("Reverse charge"). */
export function vatRowLabel(row: Pick<VatByRateRow, 'category' | 'rate'>): string {
  return row.category === 'S' ? `VAT ${rateText(row.rate)} %` : TAX_CATEGORY_LABELS[row.category];
}

/** Share of a count in a total, as a whole percent (0 when the total is 0). */
export function percentOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 100);
}

/**
 * The CSV export's columns: SPEC §7's six first, in SPEC's order, with the currency in a column of
 * its own right after the amount, then the money received, the balance due, and the row's type
 * ("Invoice" or "Credit note"), so a reader of SPEC's columns finds them where SPEC puts them; the
 * tax content of issue 3/6 follows, after every earlier column, so none of those moves. Amounts are
 * plain numbers ("1234.50", "-69.00" for a credit note: no symbol or grouping), so a spreadsheet can
 * sum them per currency; dates are ISO 8601 ("2026-03-01"), which a spreadsheet reads as a date in
 * every locale (docs/decisions/047).
 */
export const REPORT_CSV_COLUMNS = [
  'invoiceNumber',
  'client',
  'amount',
  'currency',
  'status',
  'issueDate',
  'dueDate',
  'amountPaid',
  'balanceDue',
  'type',
  'net',
  'tax',
  'serviceDate',
  'clientVatId',
] as const;
export type ReportCsvColumn = (typeof REPORT_CSV_COLUMNS)[number];

/** The columns' names in English, as SPEC §7 names its six. */
export const REPORT_CSV_COLUMN_NAMES: Record<ReportCsvColumn, string> = {
  invoiceNumber: 'Invoice Number',
  client: 'Client',
  amount: 'Amount',
  currency: 'Currency',
  status: 'Status',
  issueDate: 'Issue Date',
  dueDate: 'Due Date',
  amountPaid: 'Amount Paid',
  balanceDue: 'Balance Due',
  type: 'Type',
  net: 'Net',
  tax: 'Tax',
  serviceDate: 'Service Date',
  clientVatId: 'Client VAT ID',
};

export const REPORT_CSV_HEADER: readonly string[] = REPORT_CSV_COLUMNS.map((c) => REPORT_CSV_COLUMN_NAMES[c]);

/**
 * The words of an export: its column names, a row's status and its type. English by default; the web
 * client passes its interface's words (client/src/features/reports/utils/report-csv.ts).
 */
export interface ReportCsvWords {
  columns: Record<ReportCsvColumn, string>;
  status(row: Pick<ReportInvoiceRow, 'type' | 'status'>): string;
  type(type: ReportRowType): string;
}

export const ENGLISH_REPORT_CSV_WORDS: ReportCsvWords = {
  columns: REPORT_CSV_COLUMN_NAMES,
  status: (row) => reportStatusLabel(row),
  type: (type) => type,
};

/** invoice-report-{YYYY-MM-DD}.csv (SPEC §7). */
export function reportCsvFileName(today: string): string {
  return `invoice-report-${today}.csv`;
}

/** A row's status as the table and the CSV print it: SPEC §4 labels for invoices, "Issued" for a credit note. */
export function reportStatusLabel(row: Pick<ReportInvoiceRow, 'type' | 'status'>): string {
  return row.type === 'Credit note' ? 'Issued' : statusLabel(row.status);
}

/**
 * The export's rows for the current filters, in `words` (English by default) and the spreadsheet
 * `dialect` of the reader's locale (comma and decimal point by default; shared/csv.ts).
 */
export function reportCsv(
  rows: readonly ReportInvoiceRow[],
  words: ReportCsvWords = ENGLISH_REPORT_CSV_WORDS,
  dialect: CsvDialect = RFC_4180,
): string {
  const decimal = (value: string) => csvDecimal(value, dialect);
  const body: CsvCell[][] = rows.map((r) => [
    r.invoiceNumber,
    r.clientName,
    decimal(r.amount),
    r.currency,
    words.status(r),
    r.issueDate,
    r.dueDate,
    decimal(r.amountPaid),
    decimal(r.balanceDue),
    words.type(r.type),
    decimal(r.net),
    decimal(r.tax),
    r.serviceDate,
    r.clientVatId,
  ]);
  const header = REPORT_CSV_COLUMNS.map((column) => words.columns[column]);
  return toCsv(header, body, dialect);
}
