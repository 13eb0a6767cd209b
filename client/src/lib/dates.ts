import { todayIn } from '@shared/dates';

/** The browser's IANA time zone (the default for a new account and for forms). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Today's date (YYYY-MM-DD) where the account lives — its time zone, in which the server counts due
 * dates, payment dates and overdue days — or where the browser is until the account's zone is known.
 * The one "today" of the interface: components take it through `useAccountToday` (api/get-user.ts).
 */
export function accountToday(timeZone: string | null | undefined, now: Date = new Date()): string {
  return todayIn(timeZone || browserTimeZone(), now);
}

/** The browser's language tag (e.g. en-GB): a new account's country, currency and tax rate come from it. */
export function browserLocale(): string {
  return navigator.language || 'en-US';
}
