import type { AppLanguage } from '../../../shared/i18n/app-language';
import { apiMessage } from '../../lib/api-messages';
import type { UserRow } from './repository';

/** Wrong passwords in a row that pause sign-in, and for how long. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60_000;
/**
 * How long the attempt that takes the last slot holds sign-in while the passwords in flight are
 * checked (an argon2 check takes a fraction of a second; a hold whose request died runs out by
 * itself). Attempts that meet the hold wait for it to end: in a lock, when one of those passwords
 * was wrong, or in free slots, when one was right.
 */
export const CHECK_HOLD_MS = 10_000;

/**
 * What a successful sign-in tells the owner about failed attempts since the last one, read from the
 * row as the attempt's reservation left it (its own attempt already counted): a pause that has run
 * out since, or the number of wrong passwords. Undefined when there is nothing to tell.
 */
export function signInNotice(
  row: Pick<UserRow, 'failedLoginAttempts' | 'lockedUntil'>,
  now: Date,
  language: AppLanguage = 'en',
): string | undefined {
  if (row.lockedUntil && row.lockedUntil <= now) {
    return apiMessage(language, 'sign_in_paused_since', {
      minutes: LOCKOUT_MS / 60_000,
      attempts: MAX_FAILED_LOGINS,
    });
  }
  const failed = row.failedLoginAttempts - 1;
  if (failed <= 0) return undefined;
  return apiMessage(language, 'sign_in_failed_since', { count: failed });
}
