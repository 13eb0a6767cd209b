import { filteredCount, type InvoiceSort, type PageStatusFilter } from '@shared/invoice-page-filters';
import type { InvoiceStatusCounts } from '@shared/invoices';
import { firstOrder, type SortOrder } from '@/api/get-invoice-page';

/** The Invoices page's status filter: every invoice, or one of the server's status filters. */
export type StatusChoice = 'all' | PageStatusFilter;

/**
 * Pending is awaiting payment (not yet due and overdue), as on the dashboard and in the reports; a sent
 * invoice whose due date has not passed is "Not yet due". `title` names the table of one choice.
 */
export const STATUS_CHOICES: { value: StatusChoice; label: string; title?: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'draft', label: 'Draft' },
  { value: 'notYetDue', label: 'Not yet due', title: 'Invoices Not Yet Due' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
  { value: 'void', label: 'Void' },
];

/** How many invoices a choice holds, from the counts GET /api/invoices/paged answers over the search. */
export function countFor(choice: StatusChoice, counts: InvoiceStatusCounts): number {
  return filteredCount(counts, choice === 'all' ? undefined : choice);
}

/** One table of the Invoices page, driven by its own paged request with this status filter. */
export interface InvoiceSection {
  title: string;
  status: PageStatusFilter;
  /** Shown when the table is empty and nothing is searched. */
  empty: string;
  /** Left out while it holds no invoice. */
  optional?: boolean;
}

/**
 * SPEC §2's "Pending Invoices (n)" and "Paid Invoices (n)", always shown; drafts and void invoices
 * in tables of their own once there are some. Pending means awaiting payment, sent and not yet paid
 * (the server's `pending`): the paged API has no filter for "draft or pending", so drafts cannot share
 * its pages.
 */
const ALL_SECTIONS: InvoiceSection[] = [
  { title: 'Pending Invoices', status: 'pending', empty: 'No pending invoices: everything is paid.' },
  { title: 'Draft Invoices', status: 'draft', empty: 'No drafts.', optional: true },
  { title: 'Paid Invoices', status: 'paid', empty: 'No paid invoices yet.' },
  { title: 'Void Invoices', status: 'void', empty: 'No void invoices.', optional: true },
];

/** The tables for a status filter: all four for "All statuses", else the one table of that status. */
export function invoiceSections(choice: StatusChoice): InvoiceSection[] {
  if (choice === 'all') return ALL_SECTIONS;
  const found = STATUS_CHOICES.find((c) => c.value === choice);
  const title = found?.title ?? `${found?.label ?? choice} Invoices`;
  return [{ title, status: choice, empty: `No ${title.toLowerCase()}.` }];
}

export const SORT_LABELS: Record<InvoiceSort, string> = {
  invoiceNumber: 'Invoice number',
  clientName: 'Client',
  total: 'Amount',
  balanceDue: 'Balance due',
  status: 'Status',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  createdAt: 'Created',
};

export interface Sorting {
  sort: InvoiceSort;
  order: SortOrder;
}

export const DEFAULT_SORTING: Sorting = { sort: 'createdAt', order: 'desc' };

/** A click on a column header: the sorted column turns around, another one starts in its first order. */
export function toggleSort(current: Sorting, sort: InvoiceSort): Sorting {
  if (current.sort === sort) return { sort, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort, order: firstOrder(sort) };
}
