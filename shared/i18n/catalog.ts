/**
 * The one message catalog (issue 5/6): every text Duely sends to or shows a client, in ICU
 * MessageFormat (plurals, selects), per language. The server's renderers (PDF, emails) and the client's
 * page read it through `translator`; numbers, dates and money go through Intl in the document's locale
 * (shared/i18n/languages.ts documentLocale). Namespaces keep their own files; each key names its namespace.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from './languages';
import { documentMessages } from './messages/document';
import { emailMessages } from './messages/email';
import { pageMessages } from './messages/page';
import { remindersMessages } from './messages/reminders';

const NAMESPACES = [documentMessages, emailMessages, pageMessages, remindersMessages];

function merged(language: DocumentLanguage) {
  return Object.assign({}, ...NAMESPACES.map((ns) => ns[language])) as CatalogTexts;
}

type CatalogTexts = (typeof documentMessages)['en'] &
  (typeof emailMessages)['en'] &
  (typeof pageMessages)['en'] &
  (typeof remindersMessages)['en'];

export type MessageKey = keyof CatalogTexts;

/** Every language's texts by key. */
export const CATALOG = Object.fromEntries(
  DOCUMENT_LANGUAGES.map((language) => [language, merged(language)]),
) as Record<DocumentLanguage, CatalogTexts>;

/** The catalog's namespaces, for the test that no two define the same key. */
export const CATALOG_NAMESPACES: readonly Record<DocumentLanguage, Record<string, string>>[] = NAMESPACES;

export type MessageValues = Record<string, string | number>;

export interface Translator {
  language: DocumentLanguage;
  /** The BCP 47 locale numbers and dates follow (de-DE, en-US, fr-BE). */
  locale: string;
  /** The key's text in this language with its arguments filled ({count, plural, …} in the locale's rules). */
  t(key: MessageKey, values?: MessageValues): string;
}

const formats = new Map<string, IntlMessageFormat>();

function format(language: DocumentLanguage, locale: string, key: MessageKey): IntlMessageFormat {
  const id = `${locale}\u0000${language}\u0000${key}`;
  let compiled = formats.get(id);
  if (!compiled) {
    compiled = new IntlMessageFormat(CATALOG[language][key], locale, undefined, { ignoreTag: true });
    formats.set(id, compiled);
  }
  return compiled;
}

/** The texts of one language, numbers and plurals written as in `locale`. */
export function translator(language: DocumentLanguage, locale: string): Translator {
  return {
    language,
    locale,
    t: (key, values) => String(format(language, locale, key).format(values)),
  };
}
