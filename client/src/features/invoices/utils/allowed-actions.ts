import { toCents } from '@shared/money';

export type InvoiceAction = 'edit' | 'send' | 'recordPayment' | 'void' | 'duplicate' | 'pdf' | 'delete';

/**
 * What the invoice view offers for an invoice in this state (issue #11): the server refuses the
 * rest with 422, so they are not shown. Drafts and unpaid invoices without payments can still be
 * edited and sent; once money came in only payments change them; paid and void are final.
 */
export function allowedActions(invoice: { status: string; amountPaid: string }): InvoiceAction[] {
  const hasPayments = toCents(invoice.amountPaid) > 0;
  switch (invoice.status) {
    case 'draft':
      return ['edit', 'send', 'recordPayment', 'duplicate', 'pdf', 'delete'];
    case 'sent':
    case 'overdue':
      return hasPayments
        ? ['recordPayment', 'duplicate', 'pdf', 'delete']
        : ['edit', 'send', 'recordPayment', 'void', 'duplicate', 'pdf', 'delete'];
    default:
      return ['duplicate', 'pdf', 'delete'];
  }
}

/** Unpaid and not void: Mark Paid, reminders and schedules still make sense. */
export function isOpen(invoice: { status: string }): boolean {
  return invoice.status !== 'paid' && invoice.status !== 'void';
}
