/**
 * The built-in wording of the reminder flow in each document language (shared/i18n/messages/reminders.ts),
 * as reminder texts ({greeting}, {amount}, …): what a template sends where it has no text of its own
 * for the client's language (issue 5/6), and what the template manager shows in that text's place.
 */
import { CATALOG, type MessageKey } from './i18n/catalog';
import type { DocumentLanguage } from './i18n/languages';
import type { FlowTextKey } from './reminders';

const BUILT_IN_KEYS: Record<FlowTextKey, MessageKey> = {
  dueDateReminderText: 'reminders.due',
  firstReminderText: 'reminders.first',
  secondReminderText: 'reminders.second',
  finalReminderText: 'reminders.final',
};

/** A step's built-in text in a language. */
export function builtInFlowText(language: DocumentLanguage, key: FlowTextKey): string {
  return CATALOG[language][BUILT_IN_KEYS[key]];
}

/** The text of a scheduled or manual reminder before the due date, where the flow has none. */
export function builtInUpcomingText(language: DocumentLanguage): string {
  return CATALOG[language]['reminders.upcoming'];
}
