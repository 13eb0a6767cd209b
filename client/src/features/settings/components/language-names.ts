import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentLanguage } from '@shared/i18n/languages';

/**
 * The documents' languages as the Settings form lists them, in the interface's language (English:
 * "German (Deutsch)", as shared/i18n/languages.ts LANGUAGE_NAMES; German: "Deutsch", "Englisch" …).
 */
export const LANGUAGE_LABELS: Record<DocumentLanguage, MessageDescriptor> = {
  en: msg`English`,
  de: msg`German (Deutsch)`,
  fr: msg`French (Français)`,
  es: msg`Spanish (Español)`,
  it: msg`Italian (Italiano)`,
  nl: msg`Dutch (Nederlands)`,
};
