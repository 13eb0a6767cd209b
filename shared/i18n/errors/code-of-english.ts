/**
 * The way back from an English text a shared schema or check states to its code and values (docs/
 * decisions/044): the server answers it in the caller's language, and the web client shows a form's
 * own checks in the user's (client/src/lib/field-messages.ts). No message formatter here, so the
 * browser's forms carry none.
 */
import { type ErrorCode, en } from './en';

const BY_TEXT = new Map<string, ErrorCode>(
  (Object.entries(en) as [ErrorCode, string][])
    .filter(([, text]) => !text.includes('{'))
    .map(([c, t]) => [t, c]),
);

interface Template {
  code: ErrorCode;
  pattern: RegExp;
  /** Each placeholder in order; `number` ones are read back as numbers ("1,000,000" → 1000000). */
  names: { name: string; number: boolean }[];
  literal: number;
}

const PLACEHOLDER = /\{(\w+)(, number)?\}/g;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The messages with simple placeholders, as patterns: "{field} must be at most {limit} characters"
 * reads "Phone must be at most 50 characters" as field "Phone", limit "50". The longest literal
 * text is tried first, so "{field} must be at most {limit} days" wins over "… at most {limit}".
 */
const TEMPLATES: Template[] = (Object.entries(en) as [ErrorCode, string][])
  .flatMap(([code, text]): Template[] => {
    const literals = text.split(PLACEHOLDER).filter((_, i) => i % 3 === 0);
    // Plural and select messages are not shapes a text can be read back from.
    if (!text.includes('{') || literals.some((l) => /[{}]/.test(l))) return [];
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => ({ name: m[1], number: Boolean(m[2]) }));
    const pattern = new RegExp(`^${literals.map(literally).join('(.+)')}$`, 's');
    return [{ code, pattern, names, literal: literals.join('').length }];
  })
  .sort((a, b) => b.literal - a.literal);

/**
 * The code of an English message a shared schema or check states, with the values it was filled with;
 * undefined for a text that is none of the catalog's.
 */
export function codeOfEnglish(
  text: string,
): { code: ErrorCode; values?: Record<string, string | number> } | undefined {
  const code = BY_TEXT.get(text);
  if (code) return { code };
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      template.names.map(({ name, number }, i) => {
        const raw = match[i + 1];
        const read = number ? Number(raw.replaceAll(',', '')) : Number.NaN;
        return [name, Number.isFinite(read) ? read : raw];
      }),
    );
    return { code: template.code, values };
  }
  return undefined;
}
