/**
 * The Invoices page's status filters and sorts (GET /api/invoices/paged), apart from their schemas so
 * that the code every page starts with counts and filters without a schema library (issue #27).
 */
export const PAGE_STATUS_FILTERS = ['draft', 'notYetDue', 'overdue', 'paid', 'void', 'pending'] as const;
export type PageStatusFilter = (typeof PAGE_STATUS_FILTERS)[number];
export const INVOICE_SORTS = [
  'invoiceNumber',
  'clientName',
  'total',
  'balanceDue',
  'status',
  'issueDate',
  'dueDate',
  'createdAt',
] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

/** Invoices per effective status, as GET /api/invoices/paged counts them (`invoiceStatusCountsSchema`). */
export interface StatusCounts {
  draft: number;
  notYetDue: number;
  overdue: number;
  paid: number;
  void: number;
}

/** How many invoices a status filter shows (no filter: all of them), from the counts per status. */
export function filteredCount(counts: StatusCounts, status?: PageStatusFilter): number {
  if (!status) return counts.draft + counts.notYetDue + counts.overdue + counts.paid + counts.void;
  if (status === 'pending') return counts.notYetDue + counts.overdue;
  return counts[status];
}
