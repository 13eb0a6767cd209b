/** The page texts of the catalog (shared/i18n/catalog.ts), ICU MessageFormat, keys prefixed "page.". */
import { defineMessages } from './define';

export const pageMessages = defineMessages(
  {
    'page.language': 'English',
  },
  {
    de: { 'page.language': 'Deutsch' },
    fr: { 'page.language': 'Français' },
    es: { 'page.language': 'Español' },
    it: { 'page.language': 'Italiano' },
    nl: { 'page.language': 'Nederlands' },
  },
);
