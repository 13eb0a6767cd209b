import type { FastifyBaseLogger } from 'fastify';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '../../../shared/auth';
import { defaultsForLocale } from '../../../shared/locale-defaults';
import { isValidTimeZone } from '../../../shared/time-zone';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/app-error';
import { runAfterAnswer } from '../../lib/background';
import type { Deps } from '../../lib/deps';
import { DEFAULT_SETTINGS, upsertSettings } from '../settings/repository';
import { companyDocumentLanguage } from '../../../shared/i18n/languages';
import { passwordResetEmail } from './emails';
import { LOCKOUT_MS, MAX_FAILED_LOGINS, signInNotice } from './lockout';
import { hashPassword, hashToken, newResetToken, verifyPassword } from './passwords';
import * as repo from './repository';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
const INVALID_CREDENTIALS = 'Invalid email or password.';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> } & T;
type Log = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/**
 * The account starts with the country, currency and tax rate of the browser's locale (the body's
 * `locale`, else the Accept-Language header's first tag); the time zone alone never decides them.
 */
export async function register({ db }: Deps, input: Parsed<RegisterInput>) {
  const passwordHash = await hashPassword(input.password);
  const timeZone = input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : 'UTC';
  const { country, currency, taxRate } = defaultsForLocale(input.locale);
  const row = await db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      timeZone,
    });
    if (user) {
      await upsertSettings(tx, user.id, {
        ...DEFAULT_SETTINGS,
        country,
        documentLanguage: companyDocumentLanguage(country),
        currency,
        taxRate: taxRate.toFixed(2),
      });
    }
    return user;
  });
  // Kept as SPEC's 409 (see docs/decisions/010-account-enumeration-and-lockout.md).
  if (!row) throw conflict('An account with this email already exists. Sign in instead.');
  return repo.toUser(row);
}

/**
 * Five wrong passwords in a row pause sign-in for 15 minutes. Each attempt first reserves a slot in
 * one UPDATE, so parallel attempts cannot check more than five passwords; a locked account is
 * refused before its password is checked. Unknown emails, wrong passwords and locked accounts all
 * get the same answer and spend the same time (a dummy hash is verified instead).
 */
export async function login({ db }: Deps, input: LoginInput, now = new Date()) {
  const slot = await repo.reserveLoginAttempt(db, input.email, {
    now,
    max: MAX_FAILED_LOGINS,
    lockUntil: new Date(now.getTime() + LOCKOUT_MS),
  });
  const ok = await verifyPassword(slot?.passwordHash, input.password);
  if (!slot || !ok) throw new AppError(401, INVALID_CREDENTIALS);
  await repo.recordSuccessfulLogin(db, slot.id, now);
  return { user: repo.toUser(slot), notice: signInNotice(slot, now) };
}

/**
 * Answers before anything about the email is looked up: finding the account, storing the token and
 * queueing the email all happen after the answer, so a real and an unknown email get the same
 * answer in the same time. A failure there is logged; the user can ask again.
 */
export function requestPasswordReset(
  deps: Deps,
  input: ForgotPasswordInput,
  opts: { now?: Date; log?: Log } = {},
) {
  const now = opts.now ?? new Date();
  runAfterAnswer(
    async () => {
      const result = await sendPasswordReset(deps, input.email, now);
      if (result && result.status !== 'sent') opts.log?.warn(result, 'password reset email not sent yet');
    },
    (err) => opts.log?.error({ err }, 'password reset failed'),
  );
}

/**
 * Stores a new single-use token (valid for an hour) and queues its email in one transaction, then
 * tries to deliver it; the worker retries a delivery that fails. Undefined for an unknown email.
 */
export async function sendPasswordReset({ db, mailer, config }: Deps, email: string, now = new Date()) {
  const user = await repo.findUserByEmail(db, email.trim().toLowerCase());
  if (!user) return undefined;
  const { token, tokenHash } = newResetToken();
  const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const outboxId = await db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, {
      passwordResetToken: tokenHash,
      passwordResetExpires: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    return mailer.enqueue(tx, passwordResetEmail(user, link, now));
  });
  return mailer.deliver(outboxId);
}

/** The token is spent by the same UPDATE that sets the password, so it works exactly once. */
export async function resetPassword({ db }: Deps, input: ResetPasswordInput, now = new Date()) {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, hashToken(input.token), passwordHash, now);
    if (!userId)
      throw badRequest('This password reset link is invalid or has expired. Please request a new one.');
    // A new password signs out every existing session.
    await repo.deleteSessionsOfUser(tx, userId);
  });
}

const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
const wrongCurrent = (message: string) => badRequest(message, [{ path: 'currentPassword', message }]);

/**
 * Issue #22 item 17. The current password is checked through the same attempt slot as a sign-in, so
 * a stolen session cannot guess it faster than the sign-in form could, and wrong ones lock sign-in
 * too. The new password ends every other session of the user; the one that asked stays signed in.
 */
export async function changePassword(
  { db }: Deps,
  userId: string,
  sessionId: string,
  input: ChangePasswordInput,
  now = new Date(),
) {
  const user = await repo.findUserById(db, userId);
  if (!user) throw unauthorized();
  const slot = await repo.reserveLoginAttempt(db, user.email, {
    now,
    max: MAX_FAILED_LOGINS,
    lockUntil: new Date(now.getTime() + LOCKOUT_MS),
  });
  if (!slot) {
    throw wrongCurrent(`Too many wrong passwords: try again in ${LOCKOUT_MS / 60_000} minutes.`);
  }
  if (!(await verifyPassword(slot.passwordHash, input.currentPassword)))
    throw wrongCurrent(WRONG_CURRENT_PASSWORD);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await repo.setPassword(tx, userId, passwordHash, now);
    await repo.deleteOtherSessionsOfUser(tx, userId, sessionId);
  });
}

export async function deleteAccount({ db }: Deps, userId: string) {
  await db.transaction((tx) => repo.deleteUser(tx, userId));
}

export async function currentUser({ db }: Deps, userId: string) {
  const row = await repo.findUserById(db, userId);
  return row ? repo.toUser(row) : undefined;
}
