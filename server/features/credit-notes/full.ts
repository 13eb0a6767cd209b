/**
 * The full credit note that cancels an invoice (void, correct): it lists the invoice's lines and,
 * for every earlier partial credit note, a line "Less credit note CN-1" (quantity 1, rate minus
 * that note's subtotal). Its subtotal, tax and total are the invoice's minus the earlier notes',
 * exactly, never recomputed: rounding the tax again could leave a cent open or credit one too many,
 * and the notes together must add up to the invoice (EN 16931 BR-CO-10/13/15 hold per document).
 */
import { fromCents, toCents } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { type InvoiceRow, listLineItems } from '../invoices/repository';
import type { CreditNoteContent } from './issue';
import { listInvoiceCreditNotes } from './repository';

type Figure = 'subtotal' | 'tax' | 'total';

export async function fullCreditContent(
  tx: Tx,
  invoice: InvoiceRow,
  reason: string,
): Promise<CreditNoteContent> {
  const items = await listLineItems(tx, invoice.userId, invoice.id);
  const earlier = await listInvoiceCreditNotes(tx, invoice.userId, invoice.id);
  const less = (figure: Figure) =>
    fromCents(earlier.reduce((sum, note) => sum - toCents(note[figure]), toCents(invoice[figure])));
  const lines = [
    ...items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit: item.unit,
      rate: item.rate,
      amount: item.amount,
    })),
    ...earlier.map((note) => ({
      description: `Less credit note ${note.creditNoteNumber}`,
      quantity: '1.00',
      unit: null,
      rate: fromCents(-toCents(note.subtotal)),
      amount: fromCents(-toCents(note.subtotal)),
    })),
  ];
  return {
    reason,
    scope: 'full',
    figures: { subtotal: less('subtotal'), tax: less('tax'), taxRate: invoice.taxRate, total: less('total') },
    lines: lines.map((line, position) => ({ ...line, position })),
  };
}
