import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppLanguage } from '@shared/i18n/app-language';

/**
 * Each language in its own name, as a language menu lists it: the same words in every language, so
 * that a reader finds their own.
 */
export const LANGUAGE_AUTONYM_LABELS: Record<AppLanguage, MessageDescriptor> = {
  en: msg({ message: 'English', context: 'autonym', comment: 'English in English: keep it as it is' }),
  de: msg({ message: 'Deutsch', context: 'autonym', comment: 'German in German: keep it as it is' }),
  fr: msg({ message: 'Français', context: 'autonym', comment: 'French in French: keep it as it is' }),
  es: msg({ message: 'Español', context: 'autonym', comment: 'Spanish in Spanish: keep it as it is' }),
  it: msg({ message: 'Italiano', context: 'autonym', comment: 'Italian in Italian: keep it as it is' }),
  nl: msg({ message: 'Nederlands', context: 'autonym', comment: 'Dutch in Dutch: keep it as it is' }),
};
