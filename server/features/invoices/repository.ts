import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CreditNoteSummary } from '../../../shared/credit-notes';
import type { Db, Tx } from '../../db/client';
import { clients, invoices, lineItems, reminderFlowTemplates, settings } from '../../db/schema';
import { creditNotesJsonSql, withCreditNotes } from './credit-summaries';
import { newShareToken } from './share-token';
import { balanceDueSql, dateParam, effectiveStatusSql } from './status';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type LineItemRow = typeof lineItems.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type InvoiceWithItemsRow = InvoiceRow & {
  lineItems: LineItemRow[];
  creditNotes?: CreditNoteSummary[];
};

/** Every invoice of the user, newest first: one query, no per-row lookups. */
export function listInvoices(tx: Tx, userId: string): Promise<InvoiceRow[]> {
  return tx
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
}

const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One invoice row as the JSON object of `toInvoice`, built by the database. */
export function invoiceJson(today: string) {
  const i = invoices;
  return sql`json_build_object(
        'id', ${i.id},
        'invoiceNumber', ${i.invoiceNumber},
        'clientId', ${i.clientId},
        'clientName', ${i.clientName},
        'clientEmail', ${i.clientEmail},
        'issueDate', to_char(${i.issueDate}, 'YYYY-MM-DD'),
        'dueDate', to_char(${i.dueDate}, 'YYYY-MM-DD'),
        'status', ${effectiveStatusSql(dateParam(today))},
        'currency', ${i.currency},
        'subtotal', ${i.subtotal}::text,
        'tax', ${i.tax}::text,
        'taxRate', ${i.taxRate}::text,
        'total', ${i.total}::text,
        'taxBreakdown', ${i.taxBreakdown},
        'taxExemptionReason', ${i.taxExemptionReason},
        'buyerReference', ${i.buyerReference},
        'language', ${i.language},
        'serviceDate', to_char(${i.serviceDate}, 'YYYY-MM-DD'),
        'servicePeriodStart', to_char(${i.servicePeriodStart}, 'YYYY-MM-DD'),
        'servicePeriodEnd', to_char(${i.servicePeriodEnd}, 'YYYY-MM-DD'),
        'amountPaid', ${i.amountPaid}::text,
        'creditedAmount', ${i.creditedAmount}::text,
        'balanceDue', ${balanceDueSql}::text,
        'creditNotes', ${creditNotesJsonSql},
        'notes', ${i.notes},
        'projectDescription', ${i.projectDescription},
        'sendReminders', ${i.sendReminders},
        'reminderFlowTemplateId', ${i.reminderFlowTemplateId},
        'sentAt', ${iso(i.sentAt)},
        'paidAt', ${iso(i.paidAt)},
        'voidedAt', ${iso(i.voidedAt)},
        'voidReason', ${i.voidReason},
        'viewedAt', ${iso(i.viewedAt)},
        'recurringInvoiceId', ${i.recurringInvoiceId},
        'createdAt', ${iso(i.createdAt)},
        'updatedAt', ${iso(i.updatedAt)}
      )`;
}

/**
 * The same list as `listInvoices` → `toInvoice`, built as one JSON text by the database: with
 * thousands of invoices, decoding every column of every row in JavaScript costs several times more
 * than the query itself. `today` (the user's, YYYY-MM-DD) makes a sent invoice past due read overdue.
 */
export async function listInvoicesJson(tx: Tx, userId: string, today: string): Promise<string> {
  const i = invoices;
  const [row] = await tx
    .select({
      json: sql<string>`coalesce(json_agg(${invoiceJson(today)} order by ${i.createdAt} desc, ${i.id} desc), '[]')::text`,
    })
    .from(i)
    .where(eq(i.userId, userId));
  return row.json;
}

export async function findInvoice(
  tx: Tx,
  userId: string,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<InvoiceRow | undefined> {
  const query = tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

export function listLineItems(tx: Tx, userId: string, invoiceId: number): Promise<LineItemRow[]> {
  return tx
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.invoiceId, invoiceId), eq(lineItems.userId, userId)))
    .orderBy(asc(lineItems.position), asc(lineItems.id));
}

/**
 * One invoice of the user with its line items in order and its credit notes; undefined when missing or someone else's.
 * Both reads see one snapshot (a read-only repeatable-read transaction): a delete committing between
 * them would otherwise leave an invoice without lines (issue #22 item 8: a duplicate racing a delete).
 */
export function findInvoiceWithItems(
  db: Db,
  userId: string,
  id: number,
): Promise<InvoiceWithItemsRow | undefined> {
  return db.transaction(
    async (tx) => {
      const invoice = await findInvoice(tx, userId, id);
      if (!invoice) return undefined;
      return { ...(await withCreditNotes(tx, invoice)), lineItems: await listLineItems(tx, userId, id) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function insertInvoice(
  tx: Tx,
  values: NewInvoiceRow,
  items: Omit<typeof lineItems.$inferInsert, 'invoiceId' | 'userId'>[],
): Promise<InvoiceWithItemsRow> {
  // Every invoice is born with its private link, so one sent any way (Create & Send, the status
  // route, an email) has it; drafts' links answer 404 until they are sent (docs/decisions/014).
  const [invoice] = await tx
    .insert(invoices)
    .values({ shareToken: newShareToken(), ...values })
    .returning();
  const rows = await tx
    .insert(lineItems)
    .values(items.map((item) => ({ ...item, invoiceId: invoice.id, userId: values.userId })))
    .returning();
  return { ...invoice, lineItems: rows.sort((a, b) => a.position - b.position) };
}

export async function updateInvoice(
  tx: Tx,
  userId: string,
  id: number,
  values: Partial<NewInvoiceRow>,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
    .returning();
  return row;
}

/** Updates an invoice and replaces its line items (edit). */
export async function replaceInvoice(
  tx: Tx,
  userId: string,
  id: number,
  values: Partial<NewInvoiceRow>,
  items: Omit<typeof lineItems.$inferInsert, 'invoiceId' | 'userId'>[],
): Promise<InvoiceWithItemsRow> {
  const row = await updateInvoice(tx, userId, id, values);
  await tx.delete(lineItems).where(and(eq(lineItems.invoiceId, id), eq(lineItems.userId, userId)));
  const rows = await tx
    .insert(lineItems)
    .values(items.map((item) => ({ ...item, invoiceId: id, userId })))
    .returning();
  return { ...row!, lineItems: rows.sort((a, b) => a.position - b.position) };
}

/** Line items, reminders and the reminder schedule go with it (foreign keys cascade). */
export async function deleteInvoice(tx: Tx, userId: string, id: number): Promise<boolean> {
  const rows = await tx
    .delete(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/**
 * The invoice's client, locked FOR KEY SHARE until the transaction ends: a client delete (which
 * locks the row FOR UPDATE and counts its invoices) either waits for this invoice and refuses, or
 * finishes first and the client is not found here.
 */
export async function findClient(tx: Tx, userId: string, id: number): Promise<ClientRow | undefined> {
  const [row] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.userId, userId)))
    .for('key share');
  return row;
}

export async function templateBelongsTo(tx: Tx, userId: string, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: reminderFlowTemplates.id })
    .from(reminderFlowTemplates)
    .where(and(eq(reminderFlowTemplates.id, id), eq(reminderFlowTemplates.userId, userId)));
  return Boolean(row);
}

/**
 * What an invoice document prints besides its lines, in one read: the invoice, its client's phone
 * and address (while the client exists) and the company settings row (null before Settings are saved).
 */
export async function findInvoiceForDocument(tx: Tx, userId: string, id: number) {
  const [row] = await tx
    .select({
      invoice: invoices,
      clientPhone: clients.phone,
      clientAddress: clients.address,
      settings,
    })
    .from(invoices)
    .leftJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.userId, userId)))
    .leftJoin(settings, eq(settings.userId, invoices.userId))
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row;
}
