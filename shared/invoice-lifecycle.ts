/**
 * The one lifecycle table (decision 024): for each invoice status, what may be done with it. The
 * server's guards (invoices/lifecycle.ts, operations.ts, the send path, credit notes) and the
 * client's buttons both ask `canDo`, so the two never disagree.
 *
 * Issued (any status but draft) means a record (PRODUCT §2, GoBD, §14 UStG): it is never edited or
 * deleted; it is cancelled (void), corrected (void + a new draft) or credited in part by credit notes.
 */

import { en } from './i18n/errors/en';
import { fill } from './i18n/errors/values';
import { toCents } from './money';

export const INVOICE_ACTIONS = [
  'edit',
  'delete',
  'send',
  'recordPayment',
  'remind',
  'void',
  'correct',
  'credit',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** By effective status (overdue as the API reports it). */
const BY_STATUS: Record<string, readonly InvoiceAction[]> = {
  draft: ['edit', 'delete', 'send', 'recordPayment'],
  sent: ['send', 'recordPayment', 'remind', 'void', 'correct', 'credit'],
  overdue: ['send', 'recordPayment', 'remind', 'void', 'correct', 'credit'],
  paid: [],
  void: [],
};

/**
 * Whether the status alone allows `action`, with no figures at hand: for SQL filters (the reminder
 * engine's first pass, the outbox's last look) and for messages that name the status.
 */
export function statusAllows(status: string, action: InvoiceAction): boolean {
  return (BY_STATUS[status] ?? []).includes(action);
}

/** The statuses that allow `action`, for `status in (…)` in SQL. */
export function statusesAllowing(action: InvoiceAction): string[] {
  return Object.keys(BY_STATUS).filter((status) => statusAllows(status, action));
}

/** Whether an invoice has been issued: a record from then on. */
export function isIssued(invoice: { status: string }): boolean {
  return invoice.status !== 'draft';
}

/**
 * The answer to PUT or DELETE on an issued invoice (409): it is a record, corrected by a credit note.
 */
export function issuedInvoiceMessage(invoiceNumber: string): string {
  return fill(en.invoice_issued_immutable, { number: invoiceNumber });
}

/**
 * Whether `action` is allowed now. Beyond the status: cancelling (void, correct) needs no payment
 * recorded (delete the payments first), and a payment or a credit needs something still due.
 */
export function canDo(
  invoice: { status: string; amountPaid: string; balanceDue: string },
  action: InvoiceAction,
): boolean {
  if (!statusAllows(invoice.status, action)) return false;
  if (action === 'void' || action === 'correct') return toCents(invoice.amountPaid) === 0;
  if (action === 'credit') return toCents(invoice.balanceDue) > 0;
  return true;
}

/**
 * What is still owed: total − amount paid − amount credited, and nothing for a void invoice. The
 * same rule in SQL is `balanceDueSql` in server/features/invoices/status.ts (status.test.ts proves
 * they agree).
 */
export function balanceDueCents(invoice: {
  status: string;
  total: string;
  amountPaid: string;
  creditedAmount?: string;
}): number {
  if (invoice.status === 'void') return 0;
  return toCents(invoice.total) - toCents(invoice.amountPaid) - toCents(invoice.creditedAmount ?? '0');
}

/** Every action allowed now, for the client's menus. */
export function allowedActions(invoice: {
  status: string;
  amountPaid: string;
  balanceDue: string;
}): InvoiceAction[] {
  return INVOICE_ACTIONS.filter((action) => canDo(invoice, action));
}
