import { interfaceLocale } from './interface-locale';

/**
 * Formatters cost far more to build than to use, and the worker asks for the same few on every
 * tick: each is built once per (pattern, time zone).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions & { locale?: string }): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${options.locale ? '' : interfaceLocale()}`;
  let found = formatters.get(key);
  if (!found) {
    const { locale, ...rest } = options;
    found = new Intl.DateTimeFormat(locale ?? interfaceLocale(), rest);
    formatters.set(key, found);
  }
  return found;
}

/** Today's calendar date (YYYY-MM-DD) in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatter({ locale: 'en-CA', timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/*
 * The locale is the reader's: left out, it is the interface's (shared/interface-locale.ts, the user's
 * language in the browser), else the runtime's own; the server always passes the document's.
 */

/**
 * "January 5, 2026" in en-US, "5. Januar 2026" in de-DE, from a YYYY-MM-DD date without time-zone
 * drift.
 */
export function formatLongDate(date: string, locale?: string): string {
  return formatter({ locale, dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** "Jan 5, 2026" in en-US, "05.01.2026" in de-DE, for tables; accepts YYYY-MM-DD or an ISO timestamp. */
export function formatShortDate(
  value: string | null | undefined,
  timeZone?: string,
  locale?: string,
): string {
  if (!value) return '-';
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return '-';
  return formatter({ locale, dateStyle: 'medium', timeZone: isDateOnly ? 'UTC' : timeZone }).format(d);
}

/**
 * A date in a PDF or an email, whose words are English, in the company's locale: spelled out where
 * that locale is English ("November 23, 2026", "23 November 2026"), numeric elsewhere
 * ("23.11.2026", "23/11/2026") so that no foreign month name sits in an English sentence.
 */
export function formatDocumentDate(date: string, locale: string): string {
  if (/^en(-|$)/i.test(locale)) return formatLongDate(date, locale);
  return formatter({ locale, day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
