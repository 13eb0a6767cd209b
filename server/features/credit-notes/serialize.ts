import type { CreditNote, CreditNoteDetail } from '../../../shared/credit-notes';
import { toCreditNote as creditNoteAnswer } from '../documents/credit-note-answer';
import { effectiveStatus } from '../invoices/status';
import type { CreditNoteRecord } from './repository';

/** The API shape of a credit note (one shape, documents/credit-note-answer.ts). */
export function toCreditNote({ note, lines, invoice }: CreditNoteRecord): CreditNote {
  return creditNoteAnswer(note, lines, invoice);
}

/** GET /api/credit-notes/{id}: with the invoice it corrects, its status as of `today` (the owner's). */
export function toCreditNoteDetail(record: CreditNoteRecord, today: string): CreditNoteDetail {
  const { invoice } = record;
  return {
    ...toCreditNote(record),
    invoice: {
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      issueDate: invoice.issueDate,
      total: invoice.total,
      status: effectiveStatus(invoice.status, invoice.dueDate, today),
    },
  };
}
