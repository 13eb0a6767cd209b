/**
 * A credit note as the API answers it (shared/credit-notes.ts `creditNoteSchema`), read through this
 * feature's repository so the routes that print or email a credit note answer without the
 * credit-notes feature (which imports this one).
 */
import type { CreditNote } from '../../../shared/credit-notes';
import type { Tx } from '../../db/client';
import * as repo from './repository';

export async function findCreditNoteAnswer(
  tx: Tx,
  userId: string,
  creditNoteId: number,
): Promise<CreditNote | undefined> {
  const row = await repo.findCreditNoteForDocument(tx, userId, creditNoteId);
  if (!row) return undefined;
  const { creditNote: note } = row;
  const lines = await repo.listCreditNoteLines(tx, userId, creditNoteId);
  return {
    id: note.id,
    creditNoteNumber: note.creditNoteNumber,
    invoiceId: note.invoiceId,
    invoiceNumber: row.invoiceNumber,
    clientId: row.clientId,
    clientName: row.clientName,
    issueDate: note.issueDate,
    reason: note.reason,
    currency: note.currency,
    subtotal: note.subtotal,
    tax: note.tax,
    total: note.total,
    lineItems: lines.map((l) => ({
      description: l.description,
      quantity: Number(l.quantity),
      unit: l.unit,
      rate: l.rate,
      amount: l.amount,
    })),
    emailedAt: note.emailedAt?.toISOString() ?? null,
    createdAt: note.createdAt.toISOString(),
  };
}
