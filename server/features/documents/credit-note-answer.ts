/**
 * A credit note as the API answers it (shared/credit-notes.ts `creditNoteSchema`): one shape for
 * every route that answers one — the credit notes feature's, and the print and email routes, which
 * read it through this feature's repository without the credit-notes feature (which imports this one).
 */
import { languageOf } from '../../../shared/i18n/languages';
import type { CreditNote } from '../../../shared/credit-notes';
import type { DocumentBuyer } from '../../../shared/document';
import type { Tx } from '../../db/client';
import type { creditNoteLines, creditNotes } from '../../db/schema';
import * as repo from './repository';

/** The answer from the rows; it names the buyer as frozen on the credit note when it was issued. */
export function toCreditNote(
  note: typeof creditNotes.$inferSelect,
  lines: (typeof creditNoteLines.$inferSelect)[],
  invoice: { invoiceNumber: string; clientId: number | null },
): CreditNote {
  return {
    id: note.id,
    creditNoteNumber: note.creditNoteNumber,
    invoiceId: note.invoiceId,
    invoiceNumber: invoice.invoiceNumber,
    clientId: invoice.clientId,
    clientName: (note.buyerSnapshot as DocumentBuyer).name,
    issueDate: note.issueDate,
    reason: note.reason,
    currency: note.currency,
    language: languageOf(note.language),
    subtotal: note.subtotal,
    tax: note.tax,
    total: note.total,
    taxBreakdown: note.taxBreakdown as CreditNote['taxBreakdown'],
    lineItems: lines.map((l) => ({
      description: l.description,
      quantity: Number(l.quantity),
      unit: l.unit,
      rate: l.rate,
      amount: l.amount,
      taxRate: l.taxRate,
      taxCategory: l.taxCategory as CreditNote['lineItems'][number]['taxCategory'],
    })),
    emailedAt: note.emailedAt?.toISOString() ?? null,
    createdAt: note.createdAt.toISOString(),
  };
}

export async function findCreditNoteAnswer(
  tx: Tx,
  userId: string,
  creditNoteId: number,
): Promise<CreditNote | undefined> {
  const row = await repo.findCreditNoteForDocument(tx, userId, creditNoteId);
  if (!row) return undefined;
  return toCreditNote(row.creditNote, await repo.listCreditNoteLines(tx, userId, creditNoteId), row);
}
