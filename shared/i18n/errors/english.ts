import { IntlMessageFormat } from 'intl-messageformat';
import { type ErrorCode, en } from './en';

/**
 * An English message with any values filled in, plurals and selects too: for a screen that says
 * beforehand what the server would answer ("This client has 3 invoices. …").
 */
export function englishMessage(code: ErrorCode, values?: Record<string, string | number>): string {
  return String(new IntlMessageFormat(en[code], 'en', undefined, { ignoreTag: true }).format(values));
}
