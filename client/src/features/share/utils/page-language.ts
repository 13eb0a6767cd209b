import { type Translator, translator } from '@shared/i18n/catalog';
import { documentLocale, languageOf } from '@shared/i18n/languages';
import * as React from 'react';
import { readerLanguage } from './reader-language';

/**
 * The client's page speaks the invoice's language (issue 5/6), whatever the browser's: the page
 * sits around a document written in it. Dates and amounts follow the document's locale.
 */
export function usePageTranslator(language: string | null | undefined, locale: string): Translator {
  return React.useMemo(() => translator(languageOf(language), locale), [language, locale]);
}

/** The reader's language with its home conventions, for the texts shown before an invoice is loaded. */
export function useReaderTranslator(): Translator {
  return React.useMemo(() => {
    const language = readerLanguage();
    return translator(language, documentLocale(language, null));
  }, []);
}
