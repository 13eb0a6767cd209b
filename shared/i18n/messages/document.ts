/** The document texts of the catalog (shared/i18n/catalog.ts), ICU MessageFormat, keys prefixed "document.". */
import { defineMessages } from './define';

export const documentMessages = defineMessages(
  {
    'document.language': 'English',
  },
  {
    de: { 'document.language': 'Deutsch' },
    fr: { 'document.language': 'Français' },
    es: { 'document.language': 'Español' },
    it: { 'document.language': 'Italiano' },
    nl: { 'document.language': 'Nederlands' },
  },
);
