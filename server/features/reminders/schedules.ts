import type { z } from 'zod';
import type { ErrorCode } from '../../../shared/i18n/errors/en';
import { isIssued, statusAllows } from '../../../shared/invoice-lifecycle';
import type {
  PlannedSend,
  ReminderSchedule,
  ScheduleFrequency,
  scheduleInputSchema,
} from '../../../shared/reminders';
import type { Tx } from '../../db/client';
import { readAccountClock } from '../../lib/account-today';
import { conflict, notFound, unprocessable } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { findInvoice, type InvoiceRow } from '../invoices/repository';
import { getNotificationPreferences } from '../settings/repository';
import { emailedOn, laterDay, remindedOn } from './history';
import * as repo from './repository';
import { type PlannedStep, planSteps, upcomingSteps } from './steps';
import { resolveTemplate } from './templates';

type ScheduleValues = z.output<typeof scheduleInputSchema>;

export function toPlannedSend(step: PlannedStep): PlannedSend {
  return { stepKey: step.key, reminderType: step.type, date: step.date, scheduledFor: step.at.toISOString() };
}

/**
 * The sends still to come for an invoice, from the same step calculation the worker uses. Nothing
 * is planned unless the lifecycle table allows reminding it (not a draft, not paid, not void), nor
 * for one with reminders off, nor when the user turned reminder emails off.
 */
export async function plannedSends(
  tx: Tx,
  invoice: InvoiceRow,
  schedule: repo.ScheduleRow | undefined,
  now: Date,
): Promise<PlannedStep[]> {
  if (!statusAllows(invoice.status, 'remind') || !invoice.sendReminders) return [];
  const { timeZone } = await readAccountClock(tx, invoice.userId, now);
  const prefs = await getNotificationPreferences(tx, invoice.userId);
  const template = await resolveTemplate(tx, invoice.userId, invoice.reminderFlowTemplateId);
  if (!prefs.emailReminders) return [];
  const steps = planSteps({ invoice, template, schedule, timeZone });
  const history = (await repo.histories(tx, [invoice.id])).get(invoice.id)!;
  const quiet = laterDay(remindedOn(history, timeZone, now), emailedOn(history, timeZone));
  return upcomingSteps(steps, history.keys, now, quiet);
}

const NEEDS_NO_REMINDERS: Record<string, ErrorCode> = {
  paid: 'invoice_paid_no_reminders',
  void: 'invoice_void_no_reminders',
};

function toSchedule(row: repo.ScheduleRow, upcoming: PlannedStep[]): ReminderSchedule {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    frequency: row.frequency as ScheduleFrequency,
    intervalDays: row.intervalDays,
    maxReminders: row.maxReminders,
    startDate: row.startDate,
    nextReminderDate: upcoming[0]?.at.toISOString() ?? null,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    upcoming: upcoming.map(toPlannedSend),
  };
}

async function invoiceOf(tx: Tx, userId: string, invoiceId: number, forUpdate = false): Promise<InvoiceRow> {
  const invoice = await findInvoice(tx, userId, invoiceId, { forUpdate });
  if (!invoice) throw notFound('invoice_not_found');
  return invoice;
}

/**
 * After a create or an edit: the moment of the next planned send is kept on the row (for anyone
 * reading the table directly) and the schedule is answered with its planned sends.
 */
async function savedSchedule(tx: Tx, invoice: InvoiceRow, row: repo.ScheduleRow, now: Date) {
  const upcoming = await plannedSends(tx, invoice, row, now);
  await repo.updateSchedule(tx, invoice.userId, invoice.id, { nextReminderDate: upcoming[0]?.at ?? null });
  return toSchedule(row, upcoming);
}

export async function getSchedule(
  { db }: Deps,
  userId: string,
  invoiceId: number,
  now = new Date(),
): Promise<ReminderSchedule> {
  const invoice = await invoiceOf(db, userId, invoiceId);
  const row = await repo.findSchedule(db, userId, invoiceId);
  if (!row) throw notFound('reminder_schedule_not_found');
  return toSchedule(row, await plannedSends(db, invoice, row, now));
}

export async function createSchedule(
  { db }: Deps,
  userId: string,
  invoiceId: number,
  input: ScheduleValues,
  now = new Date(),
): Promise<ReminderSchedule> {
  const { isActive, ...fields } = input;
  return db.transaction(async (tx) => {
    const invoice = await invoiceOf(tx, userId, invoiceId, true);
    // An issued invoice that can no longer be reminded (paid, void) never will be; a draft will once sent.
    if (isIssued(invoice) && !statusAllows(invoice.status, 'remind')) {
      throw unprocessable(NEEDS_NO_REMINDERS[invoice.status] ?? 'invoice_needs_no_reminders');
    }
    const row = await repo.insertSchedule(tx, { invoiceId, userId, ...fields, isActive: isActive ?? true });
    if (!row) throw conflict('reminder_schedule_exists');
    return savedSchedule(tx, invoice, row, now);
  });
}

/** Editing keeps the schedule's identity, so sends already made are never repeated. */
export async function updateSchedule(
  { db }: Deps,
  userId: string,
  invoiceId: number,
  input: ScheduleValues,
  now = new Date(),
): Promise<ReminderSchedule> {
  const { isActive, ...fields } = input;
  return db.transaction(async (tx) => {
    const invoice = await invoiceOf(tx, userId, invoiceId, true);
    const row = await repo.updateSchedule(tx, userId, invoiceId, {
      ...fields,
      ...(isActive === undefined ? {} : { isActive }),
    });
    if (!row) throw notFound('reminder_schedule_not_found');
    return savedSchedule(tx, invoice, row, now);
  });
}

/** Cancelling deletes the schedule; the invoice follows its flow template again. */
export async function deleteSchedule({ db }: Deps, userId: string, invoiceId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await invoiceOf(tx, userId, invoiceId, true);
    const deleted = await repo.deleteSchedule(tx, userId, invoiceId);
    if (!deleted) throw notFound('reminder_schedule_not_found');
  });
}
