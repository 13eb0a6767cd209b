import { and, eq, gt } from 'drizzle-orm';
import type { User } from '../../../shared/auth';
import type { Tx } from '../../db/client';
import { reminderFlowTemplates, sessions, users } from '../../db/schema';
import { defaultTemplateValues } from '../reminders/default-template';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
}

/** Creates the user with what every new account starts with (the default reminder flow). */
export async function insertUser(
  tx: Tx,
  values: Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'timeZone'>,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (row) await tx.insert(reminderFlowTemplates).values({ ...defaultTemplateValues(), userId: row.id });
  return row;
}

export async function updateUser(tx: Tx, id: string, values: Partial<UserRow>): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function findUserByResetToken(
  tx: Tx,
  tokenHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.passwordResetToken, tokenHash), gt(users.passwordResetExpires, now)));
  return row;
}

export async function deleteSessionsOfUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every tenant table cascades from users, so one delete removes all of the user's rows. */
export async function deleteUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
