import { CATALOG, type MessageKey } from '../../../shared/i18n/catalog';
import type { DocumentLanguage } from '../../../shared/i18n/languages';
import type { FlowTextKey } from '../../../shared/reminders';

/** Where the catalog keeps the built-in wording of each step (shared/i18n/messages/reminders.ts). */
const BUILT_IN_KEYS: Record<FlowTextKey, MessageKey> = {
  dueDateReminderText: 'reminders.due',
  firstReminderText: 'reminders.first',
  secondReminderText: 'reminders.second',
  finalReminderText: 'reminders.final',
};

/**
 * A step's built-in wording in a language, as a reminder text ({greeting}, {amount}, …): what a
 * template without its own text for that language sends.
 */
export function builtInFlowText(language: DocumentLanguage, key: FlowTextKey): string {
  return CATALOG[language][BUILT_IN_KEYS[key]];
}

/** The wording of a scheduled or manual reminder before the due date, where the flow has none. */
export function builtInUpcomingText(language: DocumentLanguage): string {
  return CATALOG[language]['reminders.upcoming'];
}

/**
 * The flow every new user starts with (SPEC §3 reminder_flow_templates), its texts the built-in
 * English ones: a friendly note on the due date, then three courteous follow-ups, the last naming a
 * new deadline (issue 5/6 replaced SPEC's "URGENT" and collections wording).
 */
export function defaultTemplateValues() {
  return {
    name: 'Default Flow',
    description: 'A friendly note on the due date, then three follow-ups of rising urgency.',
    isDefault: true,
    dueDateReminderEnabled: true,
    dueDateReminderText: builtInFlowText('en', 'dueDateReminderText'),
    firstReminderDaysAfter: 3,
    firstReminderText: builtInFlowText('en', 'firstReminderText'),
    secondReminderDaysAfter: 7,
    secondReminderText: builtInFlowText('en', 'secondReminderText'),
    finalReminderDaysAfter: 14,
    finalReminderText: builtInFlowText('en', 'finalReminderText'),
  };
}
