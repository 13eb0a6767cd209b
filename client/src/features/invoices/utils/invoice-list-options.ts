import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { filteredCount, type InvoiceSort, type PageStatusFilter } from '@shared/invoice-page-filters';
import type { InvoiceStatusCounts } from '@shared/invoices';
import { firstOrder, type SortOrder } from '@/api/get-invoice-page';

/** The Invoices page's status filter: every invoice, or one of the server's status filters. */
export type StatusChoice = 'all' | PageStatusFilter;

/**
 * Pending is awaiting payment (not yet due and overdue), as on the dashboard and in the reports; a sent
 * invoice whose due date has not passed is "Not yet due".
 */
export const STATUS_CHOICES: { value: StatusChoice; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All statuses` },
  { value: 'pending', label: msg`Pending` },
  { value: 'draft', label: msg`Draft` },
  { value: 'notYetDue', label: msg`Not yet due` },
  { value: 'overdue', label: msg`Overdue` },
  { value: 'paid', label: msg`Paid` },
  { value: 'void', label: msg`Void` },
];

/** How many invoices a choice holds, from the counts GET /api/invoices/paged answers over the search. */
export function countFor(choice: StatusChoice, counts: InvoiceStatusCounts): number {
  return filteredCount(counts, choice === 'all' ? undefined : choice);
}

/** What one table of the Invoices page says, each a whole sentence per status (so each language words its own). */
export interface SectionWords {
  /** The table's title and accessible name ("Pending Invoices"). */
  title: MessageDescriptor;
  /** Shown when the filtered table is empty and nothing is searched. */
  empty: MessageDescriptor;
  loading: MessageDescriptor;
  failed: MessageDescriptor;
  /** Shown when a search finds nothing in it. */
  noMatch: (search: string) => MessageDescriptor;
}

export const SECTION_WORDS: Record<PageStatusFilter, SectionWords> = {
  pending: {
    title: msg`Pending Invoices`,
    empty: msg`No pending invoices.`,
    loading: msg`Loading pending invoices`,
    failed: msg`The pending invoices could not be loaded. Reload the page to try again.`,
    noMatch: (search) => msg`No pending invoices match “${search}”.`,
  },
  draft: {
    title: msg`Draft Invoices`,
    empty: msg`No draft invoices.`,
    loading: msg`Loading draft invoices`,
    failed: msg`The draft invoices could not be loaded. Reload the page to try again.`,
    noMatch: (search) => msg`No draft invoices match “${search}”.`,
  },
  notYetDue: {
    title: msg`Invoices Not Yet Due`,
    empty: msg`No invoices not yet due.`,
    loading: msg`Loading invoices not yet due`,
    failed: msg`The invoices not yet due could not be loaded. Reload the page to try again.`,
    noMatch: (search) => msg`No invoices not yet due match “${search}”.`,
  },
  overdue: {
    title: msg`Overdue Invoices`,
    empty: msg`No overdue invoices.`,
    loading: msg`Loading overdue invoices`,
    failed: msg`The overdue invoices could not be loaded. Reload the page to try again.`,
    noMatch: (search) => msg`No overdue invoices match “${search}”.`,
  },
  paid: {
    title: msg`Paid Invoices`,
    empty: msg`No paid invoices.`,
    loading: msg`Loading paid invoices`,
    failed: msg`The paid invoices could not be loaded. Reload the page to try again.`,
    noMatch: (search) => msg`No paid invoices match “${search}”.`,
  },
  void: {
    title: msg`Void Invoices`,
    empty: msg`No void invoices.`,
    loading: msg`Loading void invoices`,
    failed: msg`The void invoices could not be loaded. Reload the page to try again.`,
    noMatch: (search) => msg`No void invoices match “${search}”.`,
  },
};

/** One table of the Invoices page, driven by its own paged request with this status filter. */
export interface InvoiceSection {
  title: MessageDescriptor;
  status: PageStatusFilter;
  /** Shown when the table is empty and nothing is searched. */
  empty: MessageDescriptor;
  /** Left out while it holds no invoice. */
  optional?: boolean;
}

const section = (
  status: PageStatusFilter,
  empty?: MessageDescriptor,
  optional?: boolean,
): InvoiceSection => ({
  title: SECTION_WORDS[status].title,
  status,
  empty: empty ?? SECTION_WORDS[status].empty,
  ...(optional ? { optional } : {}),
});

/**
 * SPEC §2's "Pending Invoices (n)" and "Paid Invoices (n)", always shown; drafts and void invoices
 * in tables of their own once there are some. Pending means awaiting payment, sent and not yet paid
 * (the server's `pending`): the paged API has no filter for "draft or pending", so drafts cannot share
 * its pages.
 */
const ALL_SECTIONS: InvoiceSection[] = [
  section('pending', msg`No pending invoices: everything is paid.`),
  section('draft', msg`No drafts.`, true),
  section('paid', msg`No paid invoices yet.`),
  section('void', msg`No void invoices.`, true),
];

/** The tables for a status filter: all four for "All statuses", else the one table of that status. */
export function invoiceSections(choice: StatusChoice): InvoiceSection[] {
  if (choice === 'all') return ALL_SECTIONS;
  return [section(choice)];
}

export const SORT_LABELS: Record<InvoiceSort, MessageDescriptor> = {
  invoiceNumber: msg`Invoice number`,
  clientName: msg`Client`,
  total: msg`Amount`,
  balanceDue: msg`Balance due`,
  status: msg`Status`,
  issueDate: msg`Issue date`,
  dueDate: msg`Due date`,
  createdAt: msg`Created`,
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
