import { z } from 'zod';
import { isCalendarDate } from './dates';

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
