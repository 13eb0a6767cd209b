import { z } from 'zod';
import { en } from './i18n/errors/en';
import { fill } from './i18n/errors/values';

/**
 * What XML 1.0 cannot carry — control characters other than tab and line breaks, lone surrogates,
 * U+FFFE and U+FFFF (XML 1.0 §2.2, production [2] Char). An e-invoice drops them: no escape holds them.
 */
export const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text as an e-invoice writes it: without what XML cannot carry, trimmed. Empty when nothing is left. */
export const asWrittenInXml = (text: string | null | undefined): string =>
  (text ?? '').replace(NOT_IN_XML, '').trim();

/** Whether a name has something to show: a letter, digit, mark, punctuation or symbol, not only control or format characters. */
export const hasVisibleCharacter = (text: string): boolean => /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(text);

/** The message of a name made only of invisible characters (issue 2/7 item 5). */
export const invisibleNameMessage = (label: string) =>
  fill(en.field_needs_visible_characters, { field: label });

/** Optional free text: trimmed, bounded ("<label> must be at most <max> characters"), and null when empty. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, fill(en.field_at_most_characters, { field: label, limit: max }))
    .nullish()
    .transform((v) => v || null);

/** The text with each lone UTF-16 surrogate replaced by U+FFFD, as PostgreSQL text stores it (jsonb refuses it). */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
