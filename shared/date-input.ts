import { z } from 'zod';
import { isCalendarDate } from './dates';
import { en } from './i18n/errors/en';
import { fill } from './i18n/errors/values';

/** The dates the product accepts anywhere: what a PostgreSQL date holds and a person means. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2999-12-31';

/** The one schema for a YYYY-MM-DD date field, with messages that name the field. */
export function dateInputSchema(label: string) {
  return z
    .string({ error: fill(en.field_required, { field: label }) })
    .trim()
    .min(1, fill(en.field_required, { field: label }))
    .regex(/^\d{4}-\d{2}-\d{2}$/, fill(en.field_must_be_date, { field: label }))
    .refine(isCalendarDate, fill(en.field_must_be_valid_date, { field: label }))
    .refine((v) => v >= MIN_DATE && v <= MAX_DATE, fill(en.field_date_out_of_range, { field: label }));
}
