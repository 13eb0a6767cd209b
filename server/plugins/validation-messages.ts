/**
 * zod's default wording ("Invalid input: expected string, received undefined", "Too big: expected
 * string to have <=64 characters") rewritten for people, naming the field. Messages a schema wrote
 * itself ("Name is required") are kept as they are in English; each field error also gets the code of
 * its message (docs/decisions/044) and, in another language, its text there.
 */
import type { AppLanguage } from '../../shared/i18n/app-language';
import type { ErrorCode } from '../../shared/i18n/errors/en';
import type { ApiMessageValues, CodedMessage } from '../../shared/i18n/errors/values';
import { apiMessage, codeOfEnglish, isErrorCode } from '../lib/api-messages';
import { FIELD_LABELS } from './field-labels';

const ZOD_DEFAULT = /^(Invalid input|Invalid option|Too big:|Too small:)/;

const KINDS: Record<string, ErrorCode> = {
  string: 'field_must_be_text',
  number: 'field_must_be_number',
  int: 'field_must_be_whole_number',
  boolean: 'field_must_be_true_or_false',
  array: 'field_must_be_list',
  object: 'field_must_be_object',
};

/** The path's last key that names a field: "lineItems.0.rate" → "rate". */
const lastKey = (path: string) =>
  path
    .split('.')
    .filter((part) => part && !/^\d+$/.test(part))
    .pop();

/** "lineItems.0.rate" → "Rate", "issueDate" → "Issue date". */
export function fieldLabel(path: string): string {
  const key = lastKey(path);
  if (!key) return 'Value';
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field's name in `language`, by its path's last key; English (`english`, else from the key) where none is given. */
export function fieldName(path: string, language: AppLanguage, english = fieldLabel(path)): string {
  if (language === 'en') return english;
  const key = lastKey(path);
  return (key && FIELD_LABELS[language][key]) || english;
}

interface Issue {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The code and values of zod's own wording of an issue; `field` is filled in by the caller. */
function defaultMessage(issue: Issue): CodedMessage {
  const message = issue.message ?? '';
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      if (message.endsWith('received undefined')) return { code: 'field_required' };
      return { code: KINDS[String(p.expected)] ?? 'field_must_be_valid_value' };
    case 'too_big':
    case 'too_small': {
      const big = issue.keyword === 'too_big';
      if (!big && p.origin === 'string' && p.minimum === 1) return { code: 'field_required' };
      const limit = String(big ? p.maximum : p.minimum);
      const unit = p.origin === 'string' ? ' characters' : p.origin === 'array' ? ' items' : '';
      if (!p.inclusive) {
        return { code: big ? 'field_less_than' : 'field_greater_than', values: { limit: `${limit}${unit}` } };
      }
      const which = unit === ' characters' ? '_characters' : unit === ' items' ? '_items' : '';
      return { code: `field_${big ? 'at_most' : 'at_least'}${which}` as ErrorCode, values: { limit } };
    }
    case 'invalid_value':
      return { code: 'field_one_of', values: { values: (p.values as unknown[]).map(String).join(', ') } };
    case 'unrecognized_keys':
      return {
        code: 'field_unknown_keys',
        values: { keys: ((p.keys as unknown[]) ?? []).map(String).join(', ') },
      };
    default:
      return { code: 'field_invalid' };
  }
}

/**
 * What an issue says, by code: the code a check gave it (`params: { code, values }`), else the code of
 * the English message its schema wrote, else zod's kind of issue. `field` marks a message naming the
 * field, whose English label (when the message gave one) is kept as the fallback.
 */
function codedIssue(issue: Issue): CodedMessage & { label?: string } {
  const given = (issue.params.params ?? {}) as { code?: unknown; values?: ApiMessageValues };
  if (isErrorCode(given.code)) return { code: given.code, values: given.values };
  const message = issue.message ?? '';
  if (message && !ZOD_DEFAULT.test(message)) {
    const known = codeOfEnglish(message);
    if (known) {
      const { field, ...values } = known.values ?? {};
      return { code: known.code, values, label: field === undefined ? undefined : String(field) };
    }
    if (issue.keyword === 'custom') return { code: 'field_invalid' };
  }
  return defaultMessage(issue);
}

/** The message a person reads for a validation issue at `path`, in English. */
export function readableMessage(issue: Issue, path: string): string {
  const message = issue.message ?? '';
  if (message && !ZOD_DEFAULT.test(message)) return message;
  const { code, values } = message ? defaultMessage(issue) : { code: 'field_invalid' as const, values: {} };
  return apiMessage('en', code, { ...values, field: fieldLabel(path) });
}

/** A field error of a 400: its path, its code, and its message in `language` (English as readableMessage). */
export function fieldErrorOf(
  issue: Issue,
  path: string,
  language: AppLanguage,
): { path: string; code: ErrorCode; message: string } {
  const { code, values, label } = codedIssue(issue);
  if (language === 'en') return { path, code, message: readableMessage(issue, path) };
  const message = apiMessage(language, code, { ...values, field: fieldName(path, language, label) });
  return { path, code, message };
}
