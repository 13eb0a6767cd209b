/**
 * POST /api/invoices/{id}/credit-notes: credits part of an issued invoice (a discount after the
 * fact, a returned item). The lines are what is credited, in positive amounts, each taxed as one
 * of the invoice's (category, rate) groups (the credit corrects that supply, §17 UStG; tax.ts), per
 * group as the invoice is (BR-CO-17), and together at most the balance due.
 */
import type { z } from 'zod';
import type { CreditNote, createCreditNoteInputSchema } from '../../../shared/credit-notes';
import type { Invoice } from '../../../shared/invoices';
import { type TaxCategory, toCents } from '../../../shared/money';
import type { LineTax, TaxBreakdownRow } from '../../../shared/tax';
import { unprocessable } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { withCreditNotes } from '../invoices/credit-summaries';
import { withInvoice } from '../invoices/lifecycle';
import { type InvoiceRow, listLineItems } from '../invoices/repository';
import { toInvoice } from '../invoices/serialize';
import { price } from '../invoices/tax';
import { assertCan } from './guards';
import { type CreditNoteContent, issueCreditNote } from './issue';
import { toCreditNote } from './serialize';
import { creditLineTaxes, withInvoiceNotes } from './tax';

export type CreateCreditNote = z.output<typeof createCreditNoteInputSchema>;

/** The credit note's lines and figures, each line taxed as one of the invoice's groups (tax.ts). */
export function partialCreditContent(
  input: CreateCreditNote,
  invoice: Pick<InvoiceRow, 'taxBreakdown' | 'taxExemptionReason'>,
  firstLine: LineTax,
): CreditNoteContent {
  const invoiceRows = invoice.taxBreakdown as TaxBreakdownRow[];
  const lineItems = creditLineTaxes(input.lineItems, invoiceRows, firstLine);
  // The notes are the invoice's own (withInvoiceNotes); the context only fills what it lacks.
  const context = {
    vatScheme: 'standard' as const,
    sellerCountry: '',
    exemptionReason: invoice.taxExemptionReason,
  };
  const { figures, lines } = price({ lineItems }, context, 'credit_note_total_too_large');
  if (toCents(figures.total) <= 0) throw unprocessable('credit_note_not_positive');
  const taxBreakdown = withInvoiceNotes(figures.taxBreakdown, invoiceRows);
  return { reason: input.reason, scope: 'partial', figures: { ...figures, taxBreakdown }, lines };
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
    const [first] = await listLineItems(tx, userId, invoiceId);
    const firstLine = { taxCategory: first.taxCategory as TaxCategory, taxRate: Number(first.taxRate) };
    const content = partialCreditContent(input, invoice, firstLine);
    const issued = await issueCreditNote(deps, tx, invoice, content, { today, now });
    return {
      creditNote: toCreditNote(issued.record),
      invoice: toInvoice(await withCreditNotes(tx, issued.invoice), today),
    };
  });
}
