/**
 * The report rows (SPEC §3 "Invoice report row", plus credit notes, issue #23): the rows of the
 * Invoice Details table and of the CSV export, built by the database as one JSON array.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { CREDIT_NOTE_ROW_STATUS, REPORT_ROW_TYPES } from '../../../shared/reports';
import type { Tx } from '../../db/client';
import { clients, creditNotes, invoices } from '../../db/schema';
import { balanceDueSql } from '../invoices/status';
import { between, effectiveStatus, issuedInRange, listed, type Scope } from './scope';

const [INVOICE, CREDIT_NOTE] = REPORT_ROW_TYPES;
const text = (value: string) => sql`${value}::text`;

/**
 * The invoice's service date, or its period as an ISO 8601 interval ("2026-11-01/2026-11-30"): one
 * unambiguous text for a spreadsheet column.
 */
const serviceDateText = sql`coalesce(
  ${invoices.serviceDate}::text,
  ${invoices.servicePeriodStart}::text || '/' || ${invoices.servicePeriodEnd}::text)`;

/**
 * The buyer's VAT ID as frozen on the invoice when it was issued (what its document prints; an
 * older snapshot without one prints none), the client's current one when nothing was frozen.
 */
const invoiceClientVatId = sql`case when ${invoices.buyerSnapshot} is not null
  then ${invoices.buyerSnapshot}->>'vatId' else ${clients.vatId} end`;

/** What both halves of the union select: the row, and what orders it among the other documents. */
const ordered = (row: SQL, table: typeof invoices | typeof creditNotes) => ({
  row: row.as('row'),
  issueDate: sql<string>`${table.issueDate}`.as('issue_date'),
  createdAt: sql<string>`${table.createdAt}`.as('created_at'),
  id: sql<number>`${table.id}`.as('id'),
});

/** Which invoices the rows list: issued in the range, void ones too (status void). */
export const invoiceRowsWhere = (scope: Scope) => and(listed(scope), issuedInRange(scope));

/** Which credit notes the rows list (joined to their invoice): issued in the range, on invoices the status filter selects. */
export const creditNoteRowsWhere = (scope: Scope) =>
  and(
    eq(creditNotes.userId, scope.userId),
    listed(scope),
    between(creditNotes.issueDate, scope.startDate, scope.endDate),
  );

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
    'dueDate', ${invoices.dueDate}::text,
    'net', ${invoices.subtotal}::text,
    'tax', ${invoices.tax}::text,
    'serviceDate', ${serviceDateText},
    'clientVatId', ${invoiceClientVatId})`;
  return tx
    .select(ordered(row, invoices))
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.clientId))
    .where(invoiceRowsWhere(scope));
}

/**
 * Credit notes issued in the range (by their own issue date) on invoices the status filter selects:
 * the amount credited as a negative amount, so a column of amounts sums to what was billed after
 * credits (its net and tax too). A credit note is neither a payment nor owed, so it carries 0.00 paid
 * and due, and no due date; it corrects its invoice's supply, so it shows that service date, and the
 * buyer's VAT ID frozen on it.
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
    'dueDate', null,
    'net', (0 - ${creditNotes.subtotal})::text,
    'tax', (0 - ${creditNotes.tax})::text,
    'serviceDate', ${serviceDateText},
    'clientVatId', ${creditNotes.buyerSnapshot}->>'vatId')`;
  return tx
    .select(ordered(row, creditNotes))
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(creditNoteRowsWhere(scope));
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
