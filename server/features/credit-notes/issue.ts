/**
 * Issuing a credit note (decision 024): the one function every path uses (a partial credit, void,
 * correct). The caller holds the invoice's row lock (invoices/lifecycle.ts `withInvoice`), so
 * credit notes and payments on one invoice run one after another and their sum never passes the
 * total; the number comes from the user's counter row in the same transaction, so notes at once
 * never share a number and a rolled-back one gives its number back (gapless, §14(4) No. 4 UStG).
 */
import { formatMoney } from '../../../shared/currency';
import type { DocumentBuyer, DocumentSeller } from '../../../shared/document';
import { toCents } from '../../../shared/money';
import type { TaxBreakdownRow } from '../../../shared/tax';
import type { Tx } from '../../db/client';
import { takeNext } from '../../lib/counters';
import type { Deps } from '../../lib/deps';
import { freezeParties } from '../documents/parties';
import { recordEvent } from '../invoices/activity';
import { applyCredit } from '../invoices/lifecycle';
import type { InvoiceRow } from '../invoices/repository';
import { balanceDueCents } from '../invoices/status';
import { queueCreditNoteEmail } from '../notifications/credit-note-mail';
import { getSettings } from '../settings/repository';
import { overBalance } from './guards';
import * as repo from './repository';

/** The counter kind that numbers a user's credit notes (from 1). */
export const CREDIT_NOTE_COUNTER = 'credit_note';

/** What a credit note credits: positive amounts, computed by the caller from lines taxed as the invoice's. */
export interface CreditNoteContent {
  reason: string;
  scope: 'full' | 'partial';
  /** taxRate: the one rate all lines share, or null; the breakdown per (category, rate). */
  figures: {
    subtotal: string;
    tax: string;
    taxRate: string | null;
    total: string;
    taxBreakdown: TaxBreakdownRow[];
  };
  lines: repo.NewCreditNoteLine[];
}

/**
 * The parties the credit note prints: its invoice's frozen ones (it corrects that document), or
 * frozen now when the invoice has none yet.
 */
async function partiesFor(tx: Tx, invoice: InvoiceRow) {
  if (invoice.sellerSnapshot && invoice.buyerSnapshot) {
    return {
      sellerSnapshot: invoice.sellerSnapshot as DocumentSeller,
      buyerSnapshot: invoice.buyerSnapshot as DocumentBuyer,
      logoSnapshotId: invoice.logoSnapshotId,
    };
  }
  return freezeParties(tx, invoice.userId, invoice);
}

/** Issues the credit note on the locked invoice; answers the note with its lines and the invoice after it. */
export async function issueCreditNote(
  deps: Deps,
  tx: Tx,
  invoice: InvoiceRow,
  content: CreditNoteContent,
  clock: { today: string; now: Date },
): Promise<{ record: repo.CreditNoteRecord; invoice: InvoiceRow }> {
  const cents = toCents(content.figures.total);
  const balance = balanceDueCents(invoice);
  if (cents > balance) throw overBalance(balance, invoice.currency);
  const settings = await getSettings(tx, invoice.userId);
  const n = await takeNext(tx, invoice.userId, CREDIT_NOTE_COUNTER, 1);
  const creditNoteNumber = `${settings.creditNotePrefix}-${n}`;
  const { note, lines } = await repo.insertCreditNote(
    tx,
    {
      userId: invoice.userId,
      invoiceId: invoice.id,
      creditNoteNumber,
      issueDate: clock.today,
      reason: content.reason,
      scope: content.scope,
      currency: invoice.currency,
      // Written in its invoice's language, as are its notes (withInvoiceNotes).
      language: invoice.language,
      ...content.figures,
      ...(await partiesFor(tx, invoice)),
      createdAt: clock.now,
    },
    content.lines,
  );
  const detail = `Credit note ${creditNoteNumber} issued: ${content.reason} (${formatMoney(note.total, note.currency)})`;
  await recordEvent(tx, invoice, 'credit_note_issued', detail, clock.now);
  const updated = await applyCredit(
    deps,
    tx,
    invoice,
    { cents, reason: content.reason, creditNoteNumber },
    clock.now,
  );
  // The client hears of it when the invoice had reached them: queued in this transaction, so the
  // email goes if and only if the credit note commits.
  if (
    await queueCreditNoteEmail(
      deps,
      tx,
      { userId: invoice.userId, invoiceId: invoice.id, creditNoteId: note.id },
      clock.now,
    )
  ) {
    note.emailedAt = clock.now;
  }
  return { record: { note, lines, invoice: updated }, invoice: updated };
}
