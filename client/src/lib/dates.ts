import { todayIn } from '@shared/dates';

/** The browser's IANA time zone (the default for a new account and for forms). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today's date (YYYY-MM-DD) where the browser is. */
export function browserToday(now: Date = new Date()): string {
  return todayIn(browserTimeZone(), now);
}

/** The browser's language tag (e.g. en-GB): a new account's country, currency and tax rate come from it. */
export function browserLocale(): string {
  return navigator.language || 'en-US';
}
