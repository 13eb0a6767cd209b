/**
 * The credit notes an invoice answer lists (`creditNotes`: id, number, issue date, total; oldest
 * first). They live here, beside the invoice answers, rather than in the credit-notes feature:
 * credit-notes imports invoices, so invoices reads the credit_notes table itself (no folder cycle).
 * Lists load them for all their invoices in one query, never one query per invoice.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { CreditNoteSummary } from '../../../shared/credit-notes';
import type { Tx } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema';

/** The summaries of the given invoices' credit notes, oldest first, by invoice id. */
export async function creditNoteSummaries(
  tx: Tx,
  userId: string,
  invoiceIds: number[],
): Promise<Map<number, CreditNoteSummary[]>> {
  const byInvoice = new Map<number, CreditNoteSummary[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await tx
    .select({
      invoiceId: creditNotes.invoiceId,
      id: creditNotes.id,
      creditNoteNumber: creditNotes.creditNoteNumber,
      issueDate: creditNotes.issueDate,
      total: creditNotes.total,
    })
    .from(creditNotes)
    .where(and(eq(creditNotes.userId, userId), inArray(creditNotes.invoiceId, invoiceIds)))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id));
  for (const { invoiceId, ...summary } of rows) byInvoice.get(invoiceId)?.push(summary);
  return byInvoice;
}

/** One invoice row with its credit notes, ready for `toInvoice`. */
export async function withCreditNotes<T extends { id: number; userId: string }>(
  tx: Tx,
  row: T,
): Promise<T & { creditNotes: CreditNoteSummary[] }> {
  const byInvoice = await creditNoteSummaries(tx, row.userId, [row.id]);
  return { ...row, creditNotes: byInvoice.get(row.id) ?? [] };
}

/**
 * For the lists the database serialises (GET /api/invoices, /paged): the invoice row's credit notes
 * as a JSON array, a subquery of the one statement that builds the list (by credit_notes_invoice_idx),
 * evaluated only for the rows it returns.
 */
export const creditNotesJsonSql: SQL = (() => {
  const c = creditNotes;
  return sql`coalesce((select json_agg(json_build_object(
      'id', ${c.id},
      'creditNoteNumber', ${c.creditNoteNumber},
      'issueDate', to_char(${c.issueDate}, 'YYYY-MM-DD'),
      'total', ${c.total}::text
    ) order by ${c.createdAt}, ${c.id})
    from ${c} where ${c.invoiceId} = ${invoices.id} and ${c.userId} = ${invoices.userId}), '[]'::json)`;
})();
