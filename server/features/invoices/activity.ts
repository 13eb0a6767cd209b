/**
 * What happened to an invoice, newest first: the events its operations record (created, edited,
 * sent, payments, void, viewed) merged with its reminder history (each email's outcome), so the
 * reminders table stays the one record of what was emailed.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Activity, ActivityType } from '../../../shared/payments';
import { isInvoiceEmail, reminderTypeLabel } from '../../../shared/reminders';
import type { Tx } from '../../db/client';
import { invoiceEvents, reminders } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import * as repo from './repository';

export async function recordEvent(
  tx: Tx,
  invoice: { id: number; userId: string },
  type: ActivityType,
  detail: string,
  at = new Date(),
): Promise<void> {
  await tx.insert(invoiceEvents).values({ userId: invoice.userId, invoiceId: invoice.id, type, detail, at });
}

type ReminderRow = typeof reminders.$inferSelect;

/** A reminder row as an activity entry; a queued one (pending) is not news yet. */
function reminderActivity(r: ReminderRow): Activity | undefined {
  const at = (r.sentDate ?? r.createdAt).toISOString();
  const invoiceEmail = isInvoiceEmail(r.stepKey);
  const label = reminderTypeLabel(r.reminderType);
  if (r.status === 'sent') {
    return invoiceEmail
      ? { type: 'sent', at, detail: 'Invoice sent' }
      : { type: 'reminder_sent', at, detail: `${label} sent` };
  }
  if (r.status === 'failed') {
    return invoiceEmail
      ? { type: 'send_failed', at, detail: 'The invoice email could not be delivered' }
      : { type: 'reminder_failed', at, detail: `${label} could not be delivered` };
  }
  if (r.status === 'skipped' && !invoiceEmail) {
    return {
      type: 'reminder_skipped',
      at,
      detail: r.note ? `${label} skipped: ${r.note}` : `${label} skipped`,
    };
  }
  return undefined;
}

export async function getActivity(deps: Deps, userId: string, invoiceId: number): Promise<Activity[]> {
  if (!(await repo.findInvoice(deps.db, userId, invoiceId))) throw notFound('invoice_not_found');
  const [events, history] = await Promise.all([
    deps.db
      .select()
      .from(invoiceEvents)
      .where(and(eq(invoiceEvents.invoiceId, invoiceId), eq(invoiceEvents.userId, userId))),
    deps.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.invoiceId, invoiceId), eq(reminders.userId, userId)))
      .orderBy(desc(reminders.id)),
  ]);
  const entries: Activity[] = [
    ...events.map((e) => ({ type: e.type as ActivityType, at: e.at.toISOString(), detail: e.detail })),
    ...history.map(reminderActivity).filter((a): a is Activity => a !== undefined),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}
