import type { DocumentLanguage } from '../languages';

/** One part of the catalog: its English texts, and the same keys in every other language. */
export type Messages<Key extends string> = Record<DocumentLanguage, Record<Key, string>>;

/**
 * A namespace of the catalog. English is the source: the other five languages must give exactly its
 * keys (the type says so; shared/i18n/catalog.test.ts checks the texts and their ICU arguments).
 */
export function defineMessages<const English extends Record<string, string>>(
  en: English,
  others: Record<Exclude<DocumentLanguage, 'en'>, Record<keyof English, string>>,
): Messages<Extract<keyof English, string>> {
  return { en, ...others } as Messages<Extract<keyof English, string>>;
}
