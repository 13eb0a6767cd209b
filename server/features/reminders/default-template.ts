import { builtInFlowText } from '../../../shared/reminder-texts';

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
