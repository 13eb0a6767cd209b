/**
 * Cancelling an issued invoice (decision 024): POST /api/invoices/{id}/void issues a credit note
 * for the whole invoice, which makes it void; POST /api/invoices/{id}/correct does the same and
 * makes a new draft copy with the next invoice number, all in one transaction. An issued invoice
 * is a record and is never rewritten (GoBD; §14 UStG): it is cancelled by a document of its own.
 */
import type { CreditNote } from '../../../shared/credit-notes';
import type { Invoice, InvoiceWithItems } from '../../../shared/invoices';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { withCreditNotes } from '../invoices/credit-summaries';
import { withInvoice } from '../invoices/lifecycle';
import { draftCopy, insertNewInvoice, isDuplicateNumber } from '../invoices/operations';
import { type InvoiceRow, listLineItems } from '../invoices/repository';
import { toInvoice, toInvoiceWithItems } from '../invoices/serialize';
import { fullCreditContent } from './full';
import { assertCan } from './guards';
import { issueCreditNote } from './issue';
import { toCreditNote } from './serialize';

async function cancel(
  deps: Deps,
  tx: Tx,
  invoice: InvoiceRow,
  reason: string,
  clock: { today: string; now: Date },
) {
  const issued = await issueCreditNote(
    deps,
    tx,
    invoice,
    await fullCreditContent(tx, invoice, reason),
    clock,
  );
  return {
    invoice: toInvoice(await withCreditNotes(tx, issued.invoice), clock.today),
    creditNote: toCreditNote(issued.record),
  };
}

export async function voidInvoice(
  deps: Deps,
  userId: string,
  id: number,
  reason: string,
  now = new Date(),
): Promise<{ invoice: Invoice; creditNote: CreditNote }> {
  return withInvoice(deps, userId, id, now, async (tx, invoice, { today }) => {
    assertCan(invoice, 'void');
    return cancel(deps, tx, invoice, reason, { today, now });
  });
}

export async function correctInvoice(
  deps: Deps,
  userId: string,
  id: number,
  reason: string,
  now = new Date(),
): Promise<{ invoice: Invoice; creditNote: CreditNote; draft: InvoiceWithItems }> {
  try {
    return await withInvoice(deps, userId, id, now, async (tx, invoice, { today }) => {
      assertCan(invoice, 'correct');
      // Checked before anything is written: a copy whose client was deleted cannot be made.
      const copy = draftCopy({ ...invoice, lineItems: await listLineItems(tx, userId, id) }, today, {
        kind: 'correction',
        clientGone: 'invoice_client_deleted_correcting',
      });
      const cancelled = await cancel(deps, tx, invoice, reason, { today, now });
      const draft = await insertNewInvoice(tx, userId, copy, now, {
        event: `to correct ${invoice.invoiceNumber}`,
      });
      return { ...cancelled, draft: toInvoiceWithItems(draft, today) };
    });
  } catch (err) {
    if (isDuplicateNumber(err)) throw conflict('invoice_number_taken');
    throw err;
  }
}
