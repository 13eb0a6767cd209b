import type { CreditNote, CreditNoteDetail } from '../../../shared/credit-notes';
import type { DocumentBuyer } from '../../../shared/document';
import { effectiveStatus } from '../invoices/status';
import type { CreditNoteRecord } from './repository';

/** The API shape of a credit note; it names the buyer as frozen on it when it was issued. */
export function toCreditNote({ note, lines, invoice }: CreditNoteRecord): CreditNote {
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
    subtotal: note.subtotal,
    tax: note.tax,
    total: note.total,
    lineItems: lines.map((line) => ({
      description: line.description,
      quantity: Number(line.quantity),
      unit: line.unit,
      rate: line.rate,
      amount: line.amount,
    })),
    emailedAt: note.emailedAt ? note.emailedAt.toISOString() : null,
    createdAt: note.createdAt.toISOString(),
  };
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
