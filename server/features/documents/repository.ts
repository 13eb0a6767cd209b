/**
 * What the documents feature reads to print an invoice or a credit note. Its own queries over the
 * invoices, line items, credit notes and logo tables, so printing depends on no other feature's
 * code (the invoices and credit-notes features import this one, never the other way round).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  clients,
  creditNoteLines,
  creditNotes,
  documentLogos,
  invoices,
  lineItems,
  users,
} from '../../db/schema';

export type InvoiceForDocument = typeof invoices.$inferSelect;
export type CreditNoteForDocument = typeof creditNotes.$inferSelect;
/** A line of an invoice or a credit note, with its own VAT rate and category. */
export type StoredLine = Pick<
  typeof lineItems.$inferSelect,
  'description' | 'quantity' | 'unit' | 'rate' | 'amount' | 'taxRate' | 'taxCategory'
>;

/** The invoice with its client's phone and address (the client may be gone: nulls then). */
export async function findInvoiceForDocument(tx: Tx, userId: string, invoiceId: number) {
  const [row] = await tx
    .select({ invoice: invoices, clientPhone: clients.phone, clientAddress: clients.address })
    .from(invoices)
    .leftJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.userId, userId)))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row;
}

/**
 * The invoice to print with what else its print needs, in one statement: the account's documents
 * version (the kept PDF's third version) and the account holder's name (the e-invoice's seller
 * contact). The row carries its own document version, read at the same moment as the rest of it.
 */
export async function findInvoiceForPrint(tx: Tx, userId: string, invoiceId: number) {
  const [row] = await tx
    .select({
      invoice: invoices,
      accountVersion: users.documentsVersion,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row;
}

export async function invoiceExists(tx: Tx, userId: string, invoiceId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return Boolean(row);
}

/** The invoice's status ('draft', 'sent' …); undefined for another user's. */
export async function findInvoiceStatus(
  tx: Tx,
  userId: string,
  invoiceId: number,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row?.status;
}

export function listInvoiceLines(tx: Tx, userId: string, invoiceId: number) {
  return tx
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.invoiceId, invoiceId), eq(lineItems.userId, userId)))
    .orderBy(asc(lineItems.position), asc(lineItems.id));
}

/** The credit notes issued against an invoice, oldest first. */
export function listInvoiceCreditNotes(tx: Tx, userId: string, invoiceId: number) {
  return tx
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.invoiceId, invoiceId), eq(creditNotes.userId, userId)))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id));
}

/**
 * A credit note with the invoice it corrects: its number and date, and the service date or period
 * and exemption reason the credit note repeats.
 */
export async function findCreditNoteForDocument(tx: Tx, userId: string, creditNoteId: number) {
  const [row] = await tx
    .select({
      creditNote: creditNotes,
      invoiceNumber: invoices.invoiceNumber,
      invoiceIssueDate: invoices.issueDate,
      invoice: {
        invoiceNumber: invoices.invoiceNumber,
        issueDate: invoices.issueDate,
        serviceDate: invoices.serviceDate,
        servicePeriodStart: invoices.servicePeriodStart,
        servicePeriodEnd: invoices.servicePeriodEnd,
        taxExemptionReason: invoices.taxExemptionReason,
        buyerReference: invoices.buyerReference,
      },
      clientId: invoices.clientId,
      clientName: invoices.clientName,
      clientEmail: invoices.clientEmail,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.userId, userId)));
  return row;
}

/** A credit note of an invoice by its number (the client's page links them by number, never by id). */
export async function findCreditNoteIdByNumber(
  tx: Tx,
  userId: string,
  invoiceId: number,
  creditNoteNumber: string,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(
      and(
        eq(creditNotes.userId, userId),
        eq(creditNotes.invoiceId, invoiceId),
        eq(creditNotes.creditNoteNumber, creditNoteNumber),
      ),
    );
  return row?.id;
}

export function listCreditNoteLines(tx: Tx, userId: string, creditNoteId: number) {
  return tx
    .select()
    .from(creditNoteLines)
    .where(and(eq(creditNoteLines.creditNoteId, creditNoteId), eq(creditNoteLines.userId, userId)))
    .orderBy(asc(creditNoteLines.position), asc(creditNoteLines.id));
}

/** A logo frozen on a document. */
export async function findDocumentLogo(tx: Tx, userId: string, logoId: number) {
  const [row] = await tx
    .select({
      contentType: documentLogos.contentType,
      data: documentLogos.data,
      width: documentLogos.width,
      height: documentLogos.height,
    })
    .from(documentLogos)
    .where(and(eq(documentLogos.id, logoId), eq(documentLogos.userId, userId)));
  return row;
}

/** Marks a credit note as emailed to the client (POST /api/credit-notes/{id}/send, the issuing email). */
export async function markCreditNoteEmailed(tx: Tx, userId: string, creditNoteId: number, at: Date) {
  await tx
    .update(creditNotes)
    .set({ emailedAt: at })
    .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.userId, userId)));
}
