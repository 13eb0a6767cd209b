/**
 * Which invoices take a credit note: the lifecycle table (shared/invoice-lifecycle.ts `canDo`)
 * decides, and this says why not in words a user can act on.
 */
import { formatMoney } from '../../../shared/currency';
import { canDo } from '../../../shared/invoice-lifecycle';
import { fromCents } from '../../../shared/money';
import { unprocessable } from '../../lib/app-error';
import type { InvoiceRow } from '../invoices/repository';
import { balanceDueCents } from '../invoices/status';

type CreditAction = 'void' | 'correct' | 'credit';

const DONE: Record<CreditAction, string> = { void: 'voided', correct: 'corrected', credit: 'credited' };

export const draftNotCredited =
  'A draft was never issued, so it cannot be credited; edit or delete it instead.';

/** The cap of a credit note: what is still due (a credit never turns into money owed to the client). */
export function overBalanceMessage(balanceCents: number, currency: string): string {
  return `A credit note can cover at most the balance due of ${formatMoney(fromCents(balanceCents), currency)}`;
}

/** Throws 422 with the reason when `action` is not allowed on the invoice now. */
export function assertCan(invoice: InvoiceRow, action: CreditAction): void {
  const balance = balanceDueCents(invoice);
  const state = { status: invoice.status, amountPaid: invoice.amountPaid, balanceDue: fromCents(balance) };
  if (canDo(state, action)) return;
  const done = DONE[action];
  if (invoice.status === 'draft') {
    throw unprocessable(
      action === 'credit'
        ? draftNotCredited
        : `A draft was never sent, so it cannot be ${done}; delete it instead.`,
    );
  }
  if (invoice.status === 'void') {
    throw unprocessable(
      action === 'void' ? 'This invoice is already void.' : `This invoice is void, so it cannot be ${done}.`,
    );
  }
  if (invoice.status === 'paid') throw unprocessable(`A paid invoice cannot be ${done}.`);
  if (action === 'credit') throw unprocessable(overBalanceMessage(balance, invoice.currency));
  throw unprocessable(
    `This invoice has payments recorded, so it cannot be ${done}. Delete the payments first.`,
  );
}
