/** The credit_notes and credit_note_lines tables: SQL of the credit-notes feature only. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { creditNoteLines, creditNotes, invoices } from '../../db/schema';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNoteRow = typeof creditNotes.$inferInsert;
export type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;
export type NewCreditNoteLine = Omit<typeof creditNoteLines.$inferInsert, 'creditNoteId' | 'userId'>;

/** What a credit note answer names of the invoice it corrects. */
const invoiceColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  clientId: invoices.clientId,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  total: invoices.total,
  status: invoices.status,
};
export type CorrectedInvoice = { [K in keyof typeof invoiceColumns]: (typeof invoices.$inferSelect)[K] };

export interface CreditNoteRecord {
  note: CreditNoteRow;
  lines: CreditNoteLineRow[];
  invoice: CorrectedInvoice;
}

export async function insertCreditNote(
  tx: Tx,
  values: NewCreditNoteRow,
  lines: NewCreditNoteLine[],
): Promise<{ note: CreditNoteRow; lines: CreditNoteLineRow[] }> {
  const [note] = await tx.insert(creditNotes).values(values).returning();
  const rows = await tx
    .insert(creditNoteLines)
    .values(lines.map((line) => ({ ...line, creditNoteId: note.id, userId: values.userId })))
    .returning();
  return { note, lines: rows.sort((a, b) => a.position - b.position) };
}

/** The lines of the given credit notes, in order, by credit note id: one query for any number. */
async function linesOf(tx: Tx, userId: string, ids: number[]): Promise<Map<number, CreditNoteLineRow[]>> {
  const byNote = new Map<number, CreditNoteLineRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byNote;
  const rows = await tx
    .select()
    .from(creditNoteLines)
    .where(and(eq(creditNoteLines.userId, userId), inArray(creditNoteLines.creditNoteId, ids)))
    .orderBy(asc(creditNoteLines.position), asc(creditNoteLines.id));
  for (const row of rows) byNote.get(row.creditNoteId)?.push(row);
  return byNote;
}

async function withLines(
  tx: Tx,
  userId: string,
  rows: { note: CreditNoteRow; invoice: CorrectedInvoice }[],
): Promise<CreditNoteRecord[]> {
  const lines = await linesOf(
    tx,
    userId,
    rows.map((r) => r.note.id),
  );
  return rows.map((r) => ({ ...r, lines: lines.get(r.note.id) ?? [] }));
}

/** Every credit note of the user, newest first, with its lines and invoice. */
export async function listCreditNotes(tx: Tx, userId: string): Promise<CreditNoteRecord[]> {
  const rows = await tx
    .select({ note: creditNotes, invoice: invoiceColumns })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.userId, userId))
    .orderBy(desc(creditNotes.createdAt), desc(creditNotes.id));
  return withLines(tx, userId, rows);
}

/** One credit note of the user with its lines and invoice; undefined when missing or someone else's. */
export async function findCreditNote(
  tx: Tx,
  userId: string,
  id: number,
): Promise<CreditNoteRecord | undefined> {
  const rows = await tx
    .select({ note: creditNotes, invoice: invoiceColumns })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, id), eq(creditNotes.userId, userId)));
  const [found] = await withLines(tx, userId, rows);
  return found;
}

/** The credit notes already issued on an invoice, oldest first (a full note subtracts them). */
export function listInvoiceCreditNotes(tx: Tx, userId: string, invoiceId: number): Promise<CreditNoteRow[]> {
  return tx
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.invoiceId, invoiceId), eq(creditNotes.userId, userId)))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id));
}
