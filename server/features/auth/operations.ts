import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '../../../shared/auth';
import { isValidTimeZone } from '../../../shared/time-zone';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { escapeHtml, htmlLayout } from '../../mail/compose';
import { hashPassword, hashToken, newResetToken, verifyPassword } from './passwords';
import * as repo from './repository';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60_000;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
const INVALID_CREDENTIALS = 'Invalid email or password.';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> } & T;

export async function register({ db }: Deps, input: Parsed<RegisterInput>) {
  const passwordHash = await hashPassword(input.password);
  const timeZone = input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : 'UTC';
  const row = await db.transaction((tx) =>
    repo.insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      timeZone,
    }),
  );
  if (!row) throw conflict('An account with this email already exists. Sign in instead.');
  return repo.toUser(row);
}

/**
 * Five wrong passwords in a row lock the account for 15 minutes; unknown emails and wrong
 * passwords get the same answer.
 */
export async function login({ db }: Deps, input: LoginInput, now = new Date()) {
  const user = await repo.findUserByEmail(db, input.email);
  if (user?.lockedUntil && user.lockedUntil > now) {
    const minutes = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw tooManyRequests(
      `Too many failed sign-in attempts. Your account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user) throw new AppError(401, INVALID_CREDENTIALS);
  if (!ok) {
    const attempts = user.failedLoginAttempts + 1;
    const locked = attempts >= MAX_FAILED_LOGINS;
    await repo.updateUser(db, user.id, {
      failedLoginAttempts: locked ? 0 : attempts,
      lockedUntil: locked ? new Date(now.getTime() + LOCKOUT_MS) : null,
    });
    throw new AppError(401, INVALID_CREDENTIALS);
  }
  await repo.updateUser(db, user.id, { failedLoginAttempts: 0, lockedUntil: null, lastLoginAt: now });
  return repo.toUser(user);
}

/** Emails a single-use link valid for an hour; answers the same whether or not the email exists. */
export async function forgotPassword(
  { db, mailer, config }: Deps,
  input: ForgotPasswordInput,
  now = new Date(),
) {
  const user = await repo.findUserByEmail(db, input.email.trim().toLowerCase());
  if (!user) return;
  const { token, tokenHash } = newResetToken();
  const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const outboxId = await db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, {
      passwordResetToken: tokenHash,
      passwordResetExpires: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    return mailer.enqueue(tx, {
      userId: user.id,
      kind: 'password-reset',
      to: user.email,
      subject: 'Reset your Duely password',
      text: `Someone asked to reset the password of your Duely account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
      html: htmlLayout(
        `<p>Someone asked to reset the password of your Duely account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works for one hour, once).</p><p>If it was not you, ignore this email: your password stays as it is.</p>`,
      ),
    });
  });
  await mailer.deliver(outboxId).catch(() => undefined);
}

export async function resetPassword({ db }: Deps, input: ResetPasswordInput, now = new Date()) {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const user = await repo.findUserByResetToken(tx, hashToken(input.token), now);
    if (!user)
      throw badRequest('This password reset link is invalid or has expired. Please request a new one.');
    await repo.updateUser(tx, user.id, {
      passwordHash,
      passwordResetToken: null,
      passwordResetExpires: null,
      failedLoginAttempts: 0,
      lockedUntil: null,
    });
    // A new password signs out every existing session.
    await repo.deleteSessionsOfUser(tx, user.id);
  });
}

export async function deleteAccount({ db }: Deps, userId: string) {
  await db.transaction((tx) => repo.deleteUser(tx, userId));
}

export async function currentUser({ db }: Deps, userId: string) {
  const row = await repo.findUserById(db, userId);
  return row ? repo.toUser(row) : undefined;
}
