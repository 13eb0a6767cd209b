import { allowedActions as lifecycleActions, statusAllows } from '@shared/invoice-lifecycle';

export type InvoiceAction = 'edit' | 'send' | 'recordPayment' | 'void' | 'duplicate' | 'pdf' | 'delete';

const SHOWN: InvoiceAction[] = ['edit', 'send', 'recordPayment', 'void', 'duplicate', 'pdf', 'delete'];

/**
 * What the invoice view offers for an invoice in this state: the lifecycle table's actions
 * (shared/invoice-lifecycle.ts, the one the server's guards read, so the view never offers what the
 * server refuses), and Duplicate and the PDF for every invoice. Only a draft is edited or deleted; an
 * issued invoice is a record (issue #23).
 */
export function allowedActions(invoice: {
  status: string;
  amountPaid: string;
  balanceDue: string;
}): InvoiceAction[] {
  const allowed = new Set<string>([...lifecycleActions(invoice), 'duplicate', 'pdf']);
  return SHOWN.filter((action) => allowed.has(action));
}

/**
 * Unpaid and not void — the lifecycle table still takes a payment (a draft too): Mark Paid,
 * reminders and schedules still make sense.
 */
export function isOpen(invoice: { status: string }): boolean {
  return statusAllows(invoice.status, 'recordPayment');
}
