/** The statuses SPEC's PATCH /api/invoices/{id} accepts. */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number] | 'void';

/** SPEC §4 labels: sent reads "Pending"; a voided invoice "Void"; draft and anything unknown read "Draft". */
export function statusLabel(status: string): 'Pending' | 'Paid' | 'Overdue' | 'Draft' | 'Void' {
  if (status === 'sent') return 'Pending';
  if (status === 'paid') return 'Paid';
  if (status === 'overdue') return 'Overdue';
  if (status === 'void') return 'Void';
  return 'Draft';
}

/**
 * Awaiting payment — "Pending" in its one sense (the Invoices page's Pending table and filter, the
 * dashboard card, the reports, the Reminders page): sent and not yet paid, overdue included. The
 * lifecycle makes a payment or credit that clears the balance paid or void, so these statuses are
 * the ones with a balance (a 0.00 invoice waits for Mark Paid). Drafts and void invoices never are.
 * The one definition: server/features/invoices/status.ts builds its SQL twin from this list and
 * status.test.ts proves both agree.
 */
export const AWAITING_PAYMENT_STATUSES = ['sent', 'overdue'] as const;

export function isAwaitingPayment(invoice: { status: string }): boolean {
  return (AWAITING_PAYMENT_STATUSES as readonly string[]).includes(invoice.status);
}

/** Part of the money received, the rest still due: shown as "Partially Paid" beside the status. */
export function isPartiallyPaid(invoice: { status: string; amountPaid: string }): boolean {
  return isAwaitingPayment(invoice) && Number(invoice.amountPaid) > 0;
}

/** Whole days from dueDate to today (both YYYY-MM-DD); positive when overdue. */
export function daysBetween(fromDate: string, toDate: string): number {
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000);
}
