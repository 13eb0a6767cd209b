import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { todayIn } from '../../../shared/dates';
import type { Reminder } from '../../../shared/reminders';
import { AppError, notFound, tooManyRequests, unprocessable } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { recordEvent } from '../invoices/activity';
import { findInvoice, updateInvoice } from '../invoices/repository';
import { assertCompanyReady } from '../settings/company-ready';
import { getSettings, getTimeZone } from '../settings/repository';
import { buildInvoiceMail, invoiceAttachment, invoiceLink } from './email';
import * as repo from './repository';
import { sendMoment } from './steps';
import { resolveTemplate } from './templates';

export function toReminder(row: repo.ReminderRow): Reminder {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    reminderType: row.reminderType,
    stepKey: row.stepKey,
    status: row.status as Reminder['status'],
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    sentDate: row.sentDate?.toISOString() ?? null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listReminders({ db }: Deps, userId: string): Promise<Reminder[]> {
  return (await repo.listReminders(db, userId)).map(toReminder);
}

/**
 * "first" emails the invoice itself (Create & Send Invoice); "manual" sends a reminder now (Send
 * Reminder). The reminder row and the queued email are written in one transaction, each with a
 * fresh step key, then delivery is tried at once. When it fails the row stays in the history as
 * pending (retried with backoff) and the caller gets a 502 in plain words (the mail server's own
 * answer goes to the log). Sends by hand are limited per invoice and day, and every email counts
 * towards the account's sending limits (429, nothing sent). Nothing is sent or written before the
 * account has a company name and email (422, docs/decisions/017).
 */
export async function sendReminder(
  deps: Deps,
  userId: string,
  invoiceId: number,
  reminderType: 'first' | 'manual',
  now = new Date(),
  log?: Pick<FastifyBaseLogger, 'warn'>,
  /** Send a draft: it becomes sent in the same transaction that queues its email (POST …/send). */
  sendDraft = false,
): Promise<{ message: string; reminder: Reminder }> {
  const found = await findInvoice(deps.db, userId, invoiceId);
  if (!found) throw notFound('Invoice');
  await assertCompanyReady(deps.db, userId);
  const limit = await deps.mailer.limitReached(userId, now);
  if (limit) throw tooManyRequests(`No email was sent: ${limit}. Try again later.`);
  const attachments = await invoiceAttachment(deps, userId, invoiceId, found.invoiceNumber);
  const { reminderId, outboxId, to } = await deps.db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, userId, invoiceId, { forUpdate: true });
    if (!invoice) throw notFound('Invoice');
    if (invoice.status === 'paid') throw unprocessable('This invoice is already paid, so no email was sent.');
    if (invoice.status === 'void') throw unprocessable('This invoice is void, so no email was sent.');
    if (invoice.status === 'draft' && !sendDraft) {
      throw unprocessable('This invoice is still a draft. Send the invoice before sending reminders.');
    }
    const timeZone = await getTimeZone(tx, userId);
    const perDay = deps.config.mailLimits.manualPerInvoiceDay;
    const dayStart = sendMoment(todayIn(timeZone, now), timeZone, 0);
    if ((await repo.countSendsByHand(tx, invoiceId, dayStart)) >= perDay) {
      throw tooManyRequests(
        `No email was sent: invoice ${invoice.invoiceNumber} was already emailed ${perDay} times by hand today. Try again tomorrow.`,
      );
    }
    if (invoice.status === 'draft') {
      await updateInvoice(tx, userId, invoiceId, { status: 'sent', sentAt: invoice.sentAt ?? now });
      await recordEvent(tx, invoice, 'sent', 'Marked as sent', now);
    }
    const settings = await getSettings(tx, userId);
    const flow = await resolveTemplate(tx, userId, invoice.reminderFlowTemplateId);
    const kind = reminderType === 'first' ? 'invoice' : 'manual';
    const viewUrl = await invoiceLink(tx, deps.config.appUrl, invoice);
    const mail = buildInvoiceMail({ kind, invoice, settings, flow, timeZone, now, attachments, viewUrl });
    const row = await repo.insertReminder(tx, {
      invoiceId,
      userId,
      stepKey: `${kind}:${crypto.randomUUID()}`,
      reminderType,
      status: 'pending',
      scheduledFor: now,
      createdAt: now,
    });
    const id = await deps.mailer.enqueue(tx, mail);
    await repo.linkOutbox(tx, row!.id, id);
    return { reminderId: row!.id, outboxId: id, to: mail.to };
  });

  const result = await deps.mailer.deliver(outboxId, now);
  if (result.status === 'deferred') {
    // Another send took the account to its limit meanwhile: a request over a limit sends nothing.
    await deps.mailer.cancel(outboxId);
    throw tooManyRequests(`No email was sent: ${result.error}. Try again later.`);
  }
  if (result.status !== 'sent') {
    log?.warn({ invoiceId, outboxId, status: result.status, error: result.error }, 'email not delivered');
    const what = reminderType === 'first' ? 'The invoice email' : 'The reminder email';
    const retry =
      result.status === 'failed'
        ? 'It was marked as failed.'
        : 'Duely will retry it automatically; its status shows in the reminder history.';
    throw new AppError(
      502,
      `${what} to ${to} could not be sent: the mail server did not accept it. ${retry}`,
    );
  }
  const reminder = await repo.findReminder(deps.db, reminderId);
  return {
    message: reminderType === 'first' ? 'Invoice email sent' : 'Reminder sent successfully',
    reminder: toReminder(reminder!),
  };
}
