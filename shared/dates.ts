import { z } from 'zod';

/**
 * Formatters cost far more to build than to use, and the worker asks for the same few on every
 * tick: each is built once per (pattern, time zone).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions & { locale: string }): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let found = formatters.get(key);
  if (!found) {
    const { locale, ...rest } = options;
    found = new Intl.DateTimeFormat(locale, rest);
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

/** "January 5, 2026" (SPEC: long US format), from a YYYY-MM-DD date without time-zone drift. */
export function formatLongDate(date: string): string {
  return formatter({ locale: 'en-US', dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "Jan 5, 2026", for tables; accepts YYYY-MM-DD or an ISO timestamp. */
export function formatShortDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '-';
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return '-';
  return formatter({ locale: 'en-US', dateStyle: 'medium', timeZone: isDateOnly ? 'UTC' : timeZone }).format(
    d,
  );
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The dates the product accepts anywhere: what a PostgreSQL date holds and a person means. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2999-12-31';

/** The one schema for a YYYY-MM-DD date field, with messages that name the field. */
export function dateInputSchema(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isCalendarDate, `${label} must be a valid date`)
    .refine((v) => v >= MIN_DATE && v <= MAX_DATE, `${label} must be between 1900 and 2999`);
}
