import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clients, invoices } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
export type ClientFields = Omit<ClientRow, 'id' | 'clientId' | 'userId' | 'createdAt' | 'updatedAt'>;

const mine = (userId: string, id: number) => and(eq(clients.userId, userId), eq(clients.id, id));

/** Alphabetical, as people look names up; each with the number of its invoices (one pass over them). */
export async function listClients(tx: Tx, userId: string): Promise<(ClientRow & { invoiceCount: number })[]> {
  const counts = tx
    .select({ clientId: invoices.clientId, n: sql<number>`count(*)::int`.as('invoice_count') })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .groupBy(invoices.clientId)
    .as('counts');
  const rows = await tx
    .select({ client: clients, invoiceCount: sql<number>`coalesce(${counts.n}, 0)` })
    .from(clients)
    .leftJoin(counts, eq(counts.clientId, clients.id))
    .where(eq(clients.userId, userId))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
  return rows.map((r) => ({ ...r.client, invoiceCount: Number(r.invoiceCount) }));
}

/** How many of the user's invoices (any status) refer to the client. */
export async function countInvoices(tx: Tx, userId: string, clientId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.clientId, clientId)));
  return n;
}

/**
 * Locks the client row FOR UPDATE and counts its invoices; undefined when it is not the user's. An
 * invoice being created for the client holds the row FOR KEY SHARE, so the count waits for it.
 */
export async function lockClientForDelete(tx: Tx, userId: string, id: number): Promise<number | undefined> {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(mine(userId, id)).for('update');
  if (!row) return undefined;
  return countInvoices(tx, userId, id);
}

/** `lock`: FOR NO KEY UPDATE, for an update that reads the row first (invoices may still refer to it meanwhile). */
export async function findClient(
  tx: Tx,
  userId: string,
  id: number,
  { lock = false } = {},
): Promise<ClientRow | undefined> {
  const query = tx.select().from(clients).where(mine(userId, id));
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

export async function insertClient(
  tx: Tx,
  values: ClientFields & { userId: string; clientId: string },
): Promise<ClientRow> {
  const [row] = await tx.insert(clients).values(values).returning();
  return row;
}

export async function updateClient(
  tx: Tx,
  userId: string,
  id: number,
  values: ClientFields,
): Promise<ClientRow | undefined> {
  const [row] = await tx
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(mine(userId, id))
    .returning();
  return row;
}

/** Only for a client without invoices (lockClientForDelete first). */
export async function deleteClient(tx: Tx, userId: string, id: number): Promise<boolean> {
  const rows = await tx.delete(clients).where(mine(userId, id)).returning({ id: clients.id });
  return rows.length > 0;
}
