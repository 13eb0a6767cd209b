/**
 * Which invoices take a credit note: the lifecycle table (shared/invoice-lifecycle.ts `canDo`)
 * decides, and this says why not in words a user can act on.
 */
import { canDo } from '../../../shared/invoice-lifecycle';
import { fromCents } from '../../../shared/money';
import { type AppError, unprocessable } from '../../lib/app-error';
import type { InvoiceRow } from '../invoices/repository';
import { balanceDueCents } from '../invoices/status';

type CreditAction = 'void' | 'correct' | 'credit';

/** The cap of a credit note: what is still due (a credit never turns into money owed to the client). */
export function overBalance(balanceCents: number, currency: string): AppError {
  return unprocessable('credit_note_over_balance', { balance: { money: fromCents(balanceCents), currency } });
}

/** Throws 422 with the reason when `action` is not allowed on the invoice now. */
export function assertCan(invoice: InvoiceRow, action: CreditAction): void {
  const balance = balanceDueCents(invoice);
  const state = { status: invoice.status, amountPaid: invoice.amountPaid, balanceDue: fromCents(balance) };
  if (canDo(state, action)) return;
  if (invoice.status === 'draft') {
    throw action === 'credit'
      ? unprocessable('draft_not_credited')
      : unprocessable('draft_not_cancelled', { action });
  }
  if (invoice.status === 'void') {
    throw action === 'void'
      ? unprocessable('invoice_already_void')
      : unprocessable('void_invoice_not_cancelled', { action });
  }
  if (invoice.status === 'paid') throw unprocessable('paid_invoice_not_cancelled', { action });
  if (action === 'credit') throw overBalance(balance, invoice.currency);
  throw unprocessable('invoice_has_payments', { action });
}
