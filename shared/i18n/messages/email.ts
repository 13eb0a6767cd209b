/** The email texts of the catalog (shared/i18n/catalog.ts), ICU MessageFormat, keys prefixed "email.". */
import { defineMessages } from './define';

export const emailMessages = defineMessages(
  {
    'email.language': 'English',
  },
  {
    de: { 'email.language': 'Deutsch' },
    fr: { 'email.language': 'Français' },
    es: { 'email.language': 'Español' },
    it: { 'email.language': 'Italiano' },
    nl: { 'email.language': 'Nederlands' },
  },
);
