export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** SPEC §4 labels: sent reads "Pending"; draft and anything unknown read "Draft". */
export function statusLabel(status: string): 'Pending' | 'Paid' | 'Overdue' | 'Draft' {
  if (status === 'sent') return 'Pending';
  if (status === 'paid') return 'Paid';
  if (status === 'overdue') return 'Overdue';
  return 'Draft';
}

/** Whole days from dueDate to today (both YYYY-MM-DD); positive when overdue. */
export function daysBetween(fromDate: string, toDate: string): number {
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000);
}
