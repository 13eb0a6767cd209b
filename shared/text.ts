import { z } from 'zod';

/** Optional free text: trimmed, bounded ("<label> must be at most <max> characters"), and null when empty. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** The text with each lone UTF-16 surrogate replaced by U+FFFD, as PostgreSQL text stores it (jsonb refuses it). */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
