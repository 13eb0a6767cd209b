import { and, eq, gt, gte, ne, sql } from 'drizzle-orm';
import type { User } from '../../../shared/auth';
import { isAppLanguage } from '../../../shared/i18n/app-language';
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
    language: isAppLanguage(row.language) ? row.language : 'en',
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
  values: Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'timeZone' | 'language'>,
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
 * only while no lock or hold is on the account, and counts the attempt as failed until a success
 * resets it. The attempt that takes the last of `max` slots holds sign-in until `holdUntil`: no
 * further password is checked while those in flight are, and the first of them found wrong writes
 * the lock (`lockAfterWrongPassword`). Concurrent UPDATEs of one row run one after another and
 * re-check the WHERE, so at most `max` passwords are checked however many attempts arrive at once.
 * After a lock or a hold has run out, the next attempt starts a new count and leaves the old
 * `locked_until` in the row (in the past) so the next successful sign-in can tell the owner about it.
 */
export async function reserveLoginAttempt(
  tx: Tx,
  email: string,
  opts: { now: Date; max: number; holdUntil: Date },
): Promise<UserRow | undefined> {
  const next = sql`(case when ${users.failedLoginAttempts} >= ${opts.max} then 1 else ${users.failedLoginAttempts} + 1 end)`;
  const now = sql`${opts.now.toISOString()}::timestamptz`;
  const [row] = await tx
    .update(users)
    .set({
      failedLoginAttempts: next,
      loginHoldUntil: sql`case when ${next} >= ${opts.max} then ${opts.holdUntil.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(users.email, email),
        sql`coalesce(${users.lockedUntil}, '-infinity') <= ${now}`,
        sql`coalesce(${users.loginHoldUntil}, '-infinity') <= ${now}`,
      ),
    )
    .returning();
  return row;
}

/** Whether the email has an account, and until when its sign-in is locked or held. */
export async function lockStateOf(
  tx: Tx,
  email: string,
): Promise<Pick<UserRow, 'lockedUntil' | 'loginHoldUntil'> | undefined> {
  const [row] = await tx
    .select({ lockedUntil: users.lockedUntil, loginHoldUntil: users.loginHoldUntil })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/**
 * A wrong password with every slot taken (the count at `max`) locks sign-in until `lockUntil`; with
 * slots left, the attempt stays counted and nothing else changes.
 */
export async function lockAfterWrongPassword(
  tx: Tx,
  id: string,
  opts: { max: number; lockUntil: Date },
): Promise<void> {
  await tx
    .update(users)
    .set({ lockedUntil: opts.lockUntil })
    .where(and(eq(users.id, id), gte(users.failedLoginAttempts, opts.max)));
}

/** A correct password clears the count and any lock. */
export async function recordSuccessfulLogin(tx: Tx, id: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      failedLoginAttempts: 0,
      lockedUntil: null,
      loginHoldUntil: null,
      lastLoginAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}

/**
 * What every new password writes: the hash; the next credential version, which ends the sessions of
 * the old password; no reset link left to use; no count of wrong passwords, lock or hold.
 */
const newPassword = (passwordHash: string, now: Date) => ({
  passwordHash,
  credentialVersion: sql`${users.credentialVersion} + 1`,
  passwordResetToken: null,
  passwordResetExpires: null,
  failedLoginAttempts: 0,
  lockedUntil: null,
  loginHoldUntil: null,
  updatedAt: now,
});

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
    .set(newPassword(passwordHash, now))
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

/**
 * Sets a new password and answers its credential version. A password proven by its owner also
 * clears the count of wrong ones, and a reset link asked for before it no longer works.
 */
export async function setPassword(tx: Tx, id: string, passwordHash: string, now: Date): Promise<number> {
  const [row] = await tx
    .update(users)
    .set(newPassword(passwordHash, now))
    .where(eq(users.id, id))
    .returning({ credentialVersion: users.credentialVersion });
  return row.credentialVersion;
}

/** Stores the credential version in a session, so the session that changed the password stays valid. */
export async function setSessionCredentialVersion(tx: Tx, sid: string, version: number): Promise<void> {
  await tx
    .update(sessions)
    .set({
      sess: sql`(${sessions.sess}::jsonb || jsonb_build_object('credentialVersion', ${version}::int))::json`,
    })
    .where(eq(sessions.sid, sid));
}

/** Every tenant table cascades from users, so one delete removes all of the user's rows. */
export async function deleteUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
