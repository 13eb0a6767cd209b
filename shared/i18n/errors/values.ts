import type { ErrorCode } from './en';

/**
 * A value filled into an API message: text and numbers as they are, or one each language writes its
 * own way — another message, an amount of money, a date, a country, a language.
 */
export type ApiMessageValue =
  | string
  | number
  | { message: ErrorCode; values?: ApiMessageValues }
  | { money: string | number; currency: string }
  | { date: string }
  /** An ISO 3166 code, named in the message's language; English may name it by `adjective` ("German"). */
  | { country: string; adjective?: string }
  /** A language code (de, fr), named in the message's language. */
  | { language: string };

export type ApiMessageValues = { [name: string]: ApiMessageValue };

/** A message by its code, with the values it fills in. */
export interface CodedMessage {
  code: ErrorCode;
  values?: ApiMessageValues;
}

const grouped = new Intl.NumberFormat('en-US');

/**
 * An English message with simple values filled in (`{field}`, `{maximum, number}`; no plural, no
 * select): the text a schema states where it names its field or a limit. The server finds the code
 * again by the message's shape (server/lib/api-messages.ts).
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)(, number)?\}/g, (whole, name: string, number?: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return number && typeof value === 'number' ? grouped.format(value) : String(value);
  });
}
