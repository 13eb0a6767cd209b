import { persistOverdue } from '../features/invoices/lifecycle';
import { runOverdueDigests, runWeeklyReports } from '../features/notifications/digests';
import { runRecurringInvoices } from '../features/recurring/generator';
import { runReminderEngine } from '../features/reminders/engine';
import type { Deps } from '../lib/deps';
import { sweepExpiredSessions } from '../plugins/session';

/**
 * One pass of background work. Every step takes `now` so tests can move the clock. A failing step
 * does not keep the others from running; the first failure is rethrown for the worker to log.
 */
export async function runTick(deps: Deps, now = new Date()): Promise<void> {
  const steps: (() => Promise<unknown>)[] = [
    () => sweepExpiredSessions(deps.db, now),
    // Overdue status first (the lifecycle writes it), then reminders.
    () => persistOverdue(deps.db, now),
    () => runReminderEngine(deps, now),
    () => deps.mailer.deliverDue(now),
    // Recurring invoices after reminders and delivery, so no account's mail waits on them (issue #22
    // item 5), within a per-tick budget; the generator delivers the emails it queues itself.
    () => runRecurringInvoices(deps, now),
    () => runOverdueDigests(deps, now),
    () => runWeeklyReports(deps, now),
  ];
  const errors: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'Several worker steps failed');
}
