import type { ReminderHooks } from '../../lib/deps';
import { SKIPPED_WHILE_PAID, skipStepsAlreadyDue } from './engine';

/** How reminders follow the changes of other features; they call these as `deps.hooks.reminders`. */
export const hooks: ReminderHooks = {
  // Reminders resume with the next step that falls due, never with a burst of the missed ones.
  invoiceReopened: (tx, invoice, now) => skipStepsAlreadyDue(tx, invoice, now, SKIPPED_WHILE_PAID),
};
