/**
 * The reminder history follows its emails: the outbox tells (hook `onSettled`, wired in
 * server/wiring.ts) what became of each message, and the reminder rows that carry it record it.
 */
import { and, eq } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates';
import type { Tx } from '../../db/client';
import { reminders } from '../../db/schema';
import type { Outcome, QueuedMessage } from '../../mail/outbox';
import type { History } from './repository';

export async function recordMailOutcome(
  tx: Tx,
  message: QueuedMessage,
  outcome: Outcome,
  detail: { at: Date; note?: string },
): Promise<void> {
  const ofMessage = eq(reminders.outboxId, message.id);
  if (outcome === 'sent') {
    await tx.update(reminders).set({ status: 'sent', sentDate: detail.at, note: null }).where(ofMessage);
  } else if (outcome === 'failed') {
    await tx.update(reminders).set({ status: 'failed' }).where(ofMessage);
  } else if (outcome === 'cancelled') {
    await tx
      .update(reminders)
      .set({ status: 'skipped' })
      .where(and(ofMessage, eq(reminders.status, 'pending')));
  } else {
    const note = `Deferred: ${detail.note ?? 'a sending limit was reached'}; it goes out in the next hour`;
    await tx.update(reminders).set({ note }).where(ofMessage);
  }
}

/** The owner's date of `now` when a reminder already went out that day, else undefined. */
export function remindedOn(history: History, timeZone: string, now: Date): string | undefined {
  if (!history.lastReminderAt) return undefined;
  const today = todayIn(timeZone, now);
  return todayIn(timeZone, history.lastReminderAt) === today ? today : undefined;
}

/** The owner's date of the latest invoice email Duely sent (its steps of that day and before are skipped). */
export function emailedOn(history: History, timeZone: string): string | undefined {
  return history.lastEmailedAt ? todayIn(timeZone, history.lastEmailedAt) : undefined;
}

/** The later of two owner's dates (YYYY-MM-DD), either possibly absent. */
export function laterDay(a: string | undefined, b: string | undefined): string | undefined {
  return a === undefined || (b !== undefined && b > a) ? b : a;
}
