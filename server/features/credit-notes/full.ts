/**
 * The full credit note that cancels an invoice (void, correct): it lists the invoice's lines and,
 * for every earlier partial credit note, a line "Less credit note CN-1" (quantity 1, rate minus
 * that note's subtotal). Its subtotal, tax and total are the invoice's minus the earlier notes',
 * exactly, never recomputed: rounding the tax again could leave a cent open or credit one too many,
 * and the notes together must add up to the invoice (EN 16931 BR-CO-10/13/15 hold per document).
 * With VAT per line (issue 3/6) the same holds per (category, rate) group: the invoice's lines keep
 * their VAT, an earlier note gives one "Less" line per group of its breakdown, and the breakdown is
 * the invoice's rows minus the earlier notes' (tax.ts remainingBreakdown).
 */
import { fromCents, toCents } from '../../../shared/money';
import { sharedTaxRate, type TaxBreakdownRow } from '../../../shared/tax';
import type { Tx } from '../../db/client';
import { type InvoiceRow, listLineItems } from '../invoices/repository';
import type { CreditNoteContent } from './issue';
import { listInvoiceCreditNotes } from './repository';
import { rateLabel, remainingBreakdown } from './tax';

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
  const earlierRows = earlier.map((note) => note.taxBreakdown as TaxBreakdownRow[]);
  const lines = [
    ...items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit: item.unit,
      rate: item.rate,
      amount: item.amount,
      taxRate: item.taxRate,
      taxCategory: item.taxCategory,
    })),
    ...earlier.flatMap((note, k) =>
      earlierRows[k].map((row) => ({
        description:
          earlierRows[k].length === 1
            ? `Less credit note ${note.creditNoteNumber}`
            : `Less credit note ${note.creditNoteNumber} (${row.category} ${rateLabel(row.rate)} %)`,
        quantity: '1.00',
        unit: null,
        rate: fromCents(-toCents(row.taxableAmount)),
        amount: fromCents(-toCents(row.taxableAmount)),
        taxRate: row.rate,
        taxCategory: row.category,
      })),
    ),
  ];
  const taxBreakdown = remainingBreakdown(invoice.taxBreakdown as TaxBreakdownRow[], earlierRows);
  return {
    reason,
    scope: 'full',
    figures: {
      subtotal: less('subtotal'),
      tax: less('tax'),
      taxRate: sharedTaxRate(taxBreakdown),
      total: less('total'),
      taxBreakdown,
    },
    lines: lines.map((line, position) => ({ ...line, position })),
  };
}
