/** The reminders texts of the catalog (shared/i18n/catalog.ts), ICU MessageFormat, keys prefixed "reminders.". */
import { defineMessages } from './define';

export const remindersMessages = defineMessages(
  {
    'reminders.language': 'English',
  },
  {
    de: { 'reminders.language': 'Deutsch' },
    fr: { 'reminders.language': 'Français' },
    es: { 'reminders.language': 'Español' },
    it: { 'reminders.language': 'Italiano' },
    nl: { 'reminders.language': 'Nederlands' },
  },
);
