/**
 * The API's messages in every language (shared/i18n/errors, docs/decisions/044): a code and its values
 * written in the caller's language, and the way back from an English text a shared schema or check
 * states to its code.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { countryName } from '../../shared/countries';
import { formatMoney } from '../../shared/currency';
import { formatLongDate } from '../../shared/dates';
import { type AppLanguage, interfaceLocaleOf } from '../../shared/i18n/app-language';
import { de } from '../../shared/i18n/errors/de';
import { type ErrorCode, en } from '../../shared/i18n/errors/en';
import { es } from '../../shared/i18n/errors/es';
import { fr } from '../../shared/i18n/errors/fr';
import { it } from '../../shared/i18n/errors/it';
import { nl } from '../../shared/i18n/errors/nl';
import type { ApiMessageValue, ApiMessageValues } from '../../shared/i18n/errors/values';

export const API_MESSAGES: Record<AppLanguage, Record<ErrorCode, string>> = { en, de, fr, es, it, nl };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

/** Where the language writes its money and dates: English as SPEC does (en-US), the others at home (de-DE). */
const localeOf = (language: AppLanguage) => (language === 'en' ? 'en-US' : interfaceLocaleOf(language, []));

const compiled = new Map<string, IntlMessageFormat>();

function formatOf(language: AppLanguage, code: ErrorCode): IntlMessageFormat {
  const id = `${language}\u0000${code}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(API_MESSAGES[language][code], language, undefined, { ignoreTag: true });
    compiled.set(id, format);
  }
  return format;
}

function written(language: AppLanguage, value: ApiMessageValue): string | number {
  if (typeof value !== 'object') return value;
  if ('message' in value) return apiMessage(language, value.message, value.values);
  // English amounts exactly as the rest of SPEC's texts write them ("$1,234.00", "€80.00").
  if ('money' in value)
    return language === 'en'
      ? formatMoney(value.money, value.currency)
      : formatMoney(value.money, value.currency, localeOf(language));
  if ('date' in value) return formatLongDate(value.date, localeOf(language));
  if ('country' in value)
    return language === 'en' && value.adjective ? value.adjective : countryName(value.country, language);
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(value.language) ?? value.language;
  } catch {
    return value.language;
  }
}

/**
 * The message of `code` in `language`, its values filled in. A value missing is a bug of the caller,
 * never a reason to answer 500 instead of the refusal: then English, else the text as it stands.
 */
export function apiMessage(language: AppLanguage, code: ErrorCode, values?: ApiMessageValues): string {
  try {
    const filled =
      values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, written(language, v)]));
    return String(formatOf(language, code).format(filled));
  } catch {
    return language === 'en' ? en[code] : apiMessage('en', code, values);
  }
}

export { codeOfEnglish } from '../../shared/i18n/errors/code-of-english';
