import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clients } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
type ClientFields = Pick<ClientRow, 'name' | 'email' | 'phone' | 'address'>;

const mine = (userId: string, id: number) => and(eq(clients.userId, userId), eq(clients.id, id));

/** Alphabetical, as people look names up. */
export function listClients(tx: Tx, userId: string): Promise<ClientRow[]> {
  return tx
    .select()
    .from(clients)
    .where(eq(clients.userId, userId))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
}

export async function findClient(tx: Tx, userId: string, id: number): Promise<ClientRow | undefined> {
  const [row] = await tx.select().from(clients).where(mine(userId, id));
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

/** Invoices keep their own copy of the client's name and email; their client_id becomes null. */
export async function deleteClient(tx: Tx, userId: string, id: number): Promise<boolean> {
  const rows = await tx.delete(clients).where(mine(userId, id)).returning({ id: clients.id });
  return rows.length > 0;
}
