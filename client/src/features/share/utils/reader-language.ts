import { type DocumentLanguage, isDocumentLanguage } from '@shared/i18n/languages';

/**
 * Before the invoice is known (loading, a broken link) there is no document language: the reader's
 * first browser language that is one of ours, else English. Kept apart from the catalog so that the
 * loading skeleton, which the app's own bundle carries, does not bring the catalog with it.
 */
export function readerLanguage(languages: readonly string[] = navigatorLanguages()): DocumentLanguage {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isDocumentLanguage(primary)) return primary;
  }
  return 'en';
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
