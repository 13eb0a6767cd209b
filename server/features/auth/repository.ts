import { and, eq, gt, ne, sql } from 'drizzle-orm';
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

/**
 * Takes one sign-in attempt slot before the password is checked, in a single UPDATE: it succeeds
 * only while no lock holds, counts the attempt as failed until a success resets it, and the attempt
 * that reaches `max` sets the lock itself. Concurrent UPDATEs of one row run one after another and
 * re-check the WHERE, so at most `max` attempts get through however many arrive at once. After a
 * lock has run out, the next attempt starts a new count and leaves the old `locked_until` in the row
 * (in the past) so the next successful sign-in can tell the owner about it.
 */
export async function reserveLoginAttempt(
  tx: Tx,
  email: string,
  opts: { now: Date; max: number; lockUntil: Date },
): Promise<UserRow | undefined> {
  const next = sql`(case when ${users.failedLoginAttempts} >= ${opts.max} then 1 else ${users.failedLoginAttempts} + 1 end)`;
  const [row] = await tx
    .update(users)
    .set({
      failedLoginAttempts: next,
      lockedUntil: sql`case when ${next} >= ${opts.max} then ${opts.lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(
      and(
        eq(users.email, email),
        sql`coalesce(${users.lockedUntil}, '-infinity') <= ${opts.now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

/** A correct password clears the count and any lock. */
export async function recordSuccessfulLogin(tx: Tx, id: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ failedLoginAttempts: 0, lockedUntil: null, lastLoginAt: now, updatedAt: now })
    .where(eq(users.id, id));
}

/**
 * Sets the new password if the reset token is valid, and spends the token in the same statement:
 * of several requests with one token at the same moment, exactly one matches. Also lifts any lock.
 */
export async function consumeResetToken(
  tx: Tx,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .update(users)
    .set({
      passwordHash,
      passwordResetToken: null,
      passwordResetExpires: null,
      failedLoginAttempts: 0,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(and(eq(users.passwordResetToken, tokenHash), gt(users.passwordResetExpires, now)))
    .returning({ id: users.id });
  return row?.id;
}

export async function deleteSessionsOfUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Signs the user out everywhere but the session that asked (a password change keeps it). */
export async function deleteOtherSessionsOfUser(tx: Tx, userId: string, keepSid: string): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)));
}

/** Sets a new password; a password proven by its owner also clears the count of wrong ones. */
export async function setPassword(tx: Tx, id: string, passwordHash: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, failedLoginAttempts: 0, lockedUntil: null, updatedAt: now })
    .where(eq(users.id, id));
}

/** Every tenant table cascades from users, so one delete removes all of the user's rows. */
export async function deleteUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
