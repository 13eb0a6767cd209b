import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateUserInput,
} from '../../../shared/auth';
import { companyDocumentLanguage } from '../../../shared/i18n/languages';
import { defaultsForLocale } from '../../../shared/locale-defaults';
import { isValidTimeZone } from '../../../shared/time-zone';
import { AppError, badRequest, conflict, fieldRefused, unauthorized } from '../../lib/app-error';
import { runAfterAnswer } from '../../lib/background';
import type { Deps } from '../../lib/deps';
import { DEFAULT_SETTINGS, upsertSettings } from '../settings/repository';
import { passwordResetEmail } from './emails';
import { CHECK_HOLD_MS, LOCKOUT_MS, MAX_FAILED_LOGINS, signInNotice } from './lockout';
import { hashPassword, hashToken, newResetToken, verifyPassword } from './passwords';
import * as repo from './repository';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> } & T;
type Log = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/**
 * The account starts with the country, currency and tax rate of the browser's locale (the body's
 * `locale`, else the Accept-Language header's first tag); the time zone alone never decides them.
 * Its document language is the browser's where the country speaks it (nl-BE → nl), else the country's.
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
      language: input.language,
    });
    if (user) {
      await upsertSettings(tx, user.id, {
        ...DEFAULT_SETTINGS,
        country,
        documentLanguage: companyDocumentLanguage(country, input.locale),
        currency,
        taxRate: taxRate.toFixed(2),
      });
    }
    return user;
  });
  // Kept as SPEC's 409 (see docs/decisions/010-account-enumeration-and-lockout.md).
  if (!row) throw conflict('email_taken');
  return { user: repo.toUser(row), credentialVersion: row.credentialVersion };
}

/** What checking a password found: the user's row as it was checked, a wrong password, or a lock. */
type PasswordCheck = { ok: true; row: repo.UserRow } | { ok: false; locked: boolean };

/** How often an attempt that meets a hold looks again. */
const HOLD_POLL_MS = 25;

/**
 * Five wrong passwords in a row pause sign-in for 15 minutes (docs/decisions/010, 039). Each attempt
 * first reserves a slot in one UPDATE, so parallel attempts cannot check more than five passwords; a
 * locked account is refused before its password is checked, and attempts that find the slots all in
 * flight wait for those checks (`CHECK_HOLD_MS`), so the owner signing in from several tabs at once
 * is never refused. The row answered is the one whose hash was checked: its credential version is
 * the one the new session keeps.
 */
async function checkPassword(
  db: Deps['db'],
  email: string,
  password: string,
  now: Date,
): Promise<PasswordCheck> {
  const waitUntil = Date.now() + CHECK_HOLD_MS;
  // A hold a request makes ends CHECK_HOLD_MS after its `now`; one that meets a hold waits for it
  // as long, then is refused.
  const holdUntil = new Date(now.getTime() + CHECK_HOLD_MS);
  for (;;) {
    const slot = await repo.reserveLoginAttempt(db, email, { now, max: MAX_FAILED_LOGINS, holdUntil });
    if (slot) {
      if (await verifyPassword(slot.passwordHash, password)) {
        await repo.recordSuccessfulLogin(db, slot.id, now);
        return { ok: true, row: slot };
      }
      const lockUntil = new Date(now.getTime() + LOCKOUT_MS);
      await repo.lockAfterWrongPassword(db, slot.id, { max: MAX_FAILED_LOGINS, lockUntil });
      return { ok: false, locked: false };
    }
    // Refused: the email is unknown, sign-in locked, or held while the last slots are checked.
    const state = await repo.lockStateOf(db, email);
    const locked = state?.lockedUntil != null && state.lockedUntil > now;
    if (state && !locked && Date.now() < waitUntil) {
      if (state.loginHoldUntil && state.loginHoldUntil > now) await sleep(HOLD_POLL_MS);
      continue;
    }
    // Unknown and locked spend the time of a check, as a wrong password does.
    await verifyPassword(undefined, password);
    return { ok: false, locked: state !== undefined };
  }
}

/**
 * Unknown emails, wrong passwords and locked accounts all get the same answer and spend the same
 * time (a dummy hash is verified instead).
 */
export async function login({ db }: Deps, input: LoginInput, now = new Date()) {
  const check = await checkPassword(db, input.email, input.password, now);
  if (!check.ok) throw new AppError(401, 'invalid_credentials');
  const { row } = check;
  const user = repo.toUser(row);
  return { user, credentialVersion: row.credentialVersion, notice: signInNotice(row, now, user.language) };
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
    if (!userId) throw badRequest('reset_link_invalid');
    // A new password signs out every existing session.
    await repo.deleteSessionsOfUser(tx, userId);
  });
}

/**
 * Issue #22 item 17. The current password is checked through the same attempt slot as a sign-in, so
 * a stolen session cannot guess it faster than the sign-in form could, and wrong ones lock sign-in
 * too. The new password ends every other session of the user, also one still being signed in with
 * the old password (its credential version is behind); the one that asked stays signed in with the
 * new version, which this answers.
 */
export async function changePassword(
  { db }: Deps,
  userId: string,
  sessionId: string,
  input: ChangePasswordInput,
  now = new Date(),
): Promise<number> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw unauthorized();
  const check = await checkPassword(db, user.email, input.currentPassword, now);
  if (!check.ok && check.locked) {
    throw fieldRefused(400, 'currentPassword', 'password_attempts_locked', { minutes: LOCKOUT_MS / 60_000 });
  }
  if (!check.ok) throw fieldRefused(400, 'currentPassword', 'current_password_wrong');
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const version = await repo.setPassword(tx, userId, passwordHash, now);
    await repo.deleteOtherSessionsOfUser(tx, userId, sessionId);
    await repo.setSessionCredentialVersion(tx, sessionId, version);
    return version;
  });
}

export async function deleteAccount({ db }: Deps, userId: string) {
  await db.transaction((tx) => repo.deleteUser(tx, userId));
}

export async function currentUser({ db }: Deps, userId: string) {
  const row = await repo.findUserById(db, userId);
  return row ? repo.toUser(row) : undefined;
}

/** PUT /api/auth/user: the user's own preferences (the app's language), no password asked. */
export async function updateCurrentUser({ db }: Deps, userId: string, input: UpdateUserInput) {
  await repo.updateUser(db, userId, { language: input.language });
  return currentUser({ db } as Deps, userId);
}
