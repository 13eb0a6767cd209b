/**
 * The report rows (SPEC §3 "Invoice report row", plus credit notes, issue #23): the rows of the
 * Invoice Details table and of the CSV export, built by the database as one JSON array.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { CREDIT_NOTE_ROW_STATUS, REPORT_ROW_TYPES } from '../../../shared/reports';
import type { Tx } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema';
import { balanceDueSql } from '../invoices/status';
import { between, effectiveStatus, issuedInRange, listed, type Scope } from './scope';

const [INVOICE, CREDIT_NOTE] = REPORT_ROW_TYPES;
const text = (value: string) => sql`${value}::text`;

/** What both halves of the union select: the row, and what orders it among the other documents. */
const ordered = (row: SQL, table: typeof invoices | typeof creditNotes) => ({
  row: row.as('row'),
  issueDate: sql<string>`${table.issueDate}`.as('issue_date'),
  createdAt: sql<string>`${table.createdAt}`.as('created_at'),
  id: sql<number>`${table.id}`.as('id'),
});

/** Issued invoices in the range, void ones too (status void, never in a figure). */
function invoiceRows(tx: Tx, scope: Scope) {
  const row = sql`json_build_object(
    'id', ${invoices.id},
    'type', ${text(INVOICE)},
    'invoiceNumber', ${invoices.invoiceNumber},
    'clientName', ${invoices.clientName},
    'amount', ${invoices.total}::text,
    'amountPaid', ${invoices.amountPaid}::text,
    'balanceDue', ${balanceDueSql}::text,
    'currency', ${invoices.currency},
    'status', ${effectiveStatus(scope.today)},
    'issueDate', ${invoices.issueDate}::text,
    'dueDate', ${invoices.dueDate}::text)`;
  return tx
    .select(ordered(row, invoices))
    .from(invoices)
    .where(and(listed(scope), issuedInRange(scope)));
}

/**
 * Credit notes issued in the range (by their own issue date) on invoices the status filter selects:
 * the amount credited as a negative amount, so a column of amounts sums to what was billed after
 * credits. A credit note is neither a payment nor owed, so it carries 0.00 paid and due, and no due date.
 */
function creditNoteRows(tx: Tx, scope: Scope) {
  const row = sql`json_build_object(
    'id', ${creditNotes.id},
    'type', ${text(CREDIT_NOTE)},
    'invoiceNumber', ${creditNotes.creditNoteNumber},
    'clientName', ${invoices.clientName},
    'amount', (0 - ${creditNotes.total})::text,
    'amountPaid', ${text('0.00')},
    'balanceDue', ${text('0.00')},
    'currency', ${creditNotes.currency},
    'status', ${text(CREDIT_NOTE_ROW_STATUS)},
    'issueDate', ${creditNotes.issueDate}::text,
    'dueDate', null)`;
  return tx
    .select(ordered(row, creditNotes))
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(
      and(
        eq(creditNotes.userId, scope.userId),
        listed(scope),
        between(creditNotes.issueDate, scope.startDate, scope.endDate),
      ),
    );
}

/**
 * Invoices and credit notes for the filters, newest issue date first (on one day, the later
 * document first), as one JSON array: thousands of rows travel as a single value instead of being
 * mapped one by one.
 */
export async function reportRowsJson(tx: Tx, scope: Scope): Promise<string> {
  const r = invoiceRows(tx, scope).unionAll(creditNoteRows(tx, scope)).as('r');
  const [result] = await tx
    .select({
      json: sql<string>`coalesce(json_agg(${r.row} order by ${r.issueDate} desc, ${r.createdAt} desc, ${r.id} desc), '[]'::json)::text`,
    })
    .from(r);
  return result?.json ?? '[]';
}
