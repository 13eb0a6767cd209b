/**
 * POST /api/invoices/{id}/credit-notes: credits part of an issued invoice (a discount after the
 * fact, a returned item). The lines are what is credited, in positive amounts, taxed at the
 * invoice's own rate (the credit corrects that supply, §17 UStG), and together at most the balance due.
 */
import type { z } from 'zod';
import type { CreditNote, createCreditNoteInputSchema } from '../../../shared/credit-notes';
import type { Invoice } from '../../../shared/invoices';
import { toCents } from '../../../shared/money';
import { unprocessable } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { withCreditNotes } from '../invoices/credit-summaries';
import { withInvoice } from '../invoices/lifecycle';
import { price } from '../invoices/operations';
import { toInvoice } from '../invoices/serialize';
import { assertCan } from './guards';
import { type CreditNoteContent, issueCreditNote } from './issue';
import { toCreditNote } from './serialize';

export type CreateCreditNote = z.output<typeof createCreditNoteInputSchema>;

/** The credit note's lines and figures, computed from its lines and the invoice's tax rate. */
export function partialCreditContent(input: CreateCreditNote, taxRate: string): CreditNoteContent {
  const { figures, lines } = price(input, taxRate, 'The credit note total');
  if (toCents(figures.total) <= 0) throw unprocessable('A credit note must credit more than 0.00.');
  return { reason: input.reason, scope: 'partial', figures, lines };
}

export async function createCreditNote(
  deps: Deps,
  userId: string,
  invoiceId: number,
  input: CreateCreditNote,
  now = new Date(),
): Promise<{ creditNote: CreditNote; invoice: Invoice }> {
  return withInvoice(deps, userId, invoiceId, now, async (tx, invoice, { today }) => {
    assertCan(invoice, 'credit');
    const content = partialCreditContent(input, invoice.taxRate);
    const issued = await issueCreditNote(deps, tx, invoice, content, { today, now });
    return {
      creditNote: toCreditNote(issued.record),
      invoice: toInvoice(await withCreditNotes(tx, issued.invoice), today),
    };
  });
}
