/**
 * Recurring invoice profiles: create, edit, pause, resume, delete. Each keeps a cursor (the next
 * occurrence's index and date) that the generator advances; edits and resumes restart it from today
 * so no period is issued twice and none in a pause is back-filled.
 */
import { todayIn } from '../../../shared/dates';
import { fromCents, toCents } from '../../../shared/money';
import type { RecurringInvoice, RecurringInvoiceValues } from '../../../shared/recurring-invoices';
import { wellFormed } from '../../../shared/text';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { checkReferences, price } from '../invoices/operations';
import { getSettings, getTimeZone } from '../settings/repository';
import * as repo from './repository';
import { recurrenceOf, restartCursor, statusOf, upcomingOf } from './schedule';

export function toRecurringInvoice(row: repo.ProfileRow): RecurringInvoice {
  const status = statusOf(row);
  return {
    id: row.id,
    clientId: row.clientId,
    currency: row.currency,
    notes: row.notes,
    projectDescription: row.projectDescription,
    lineItems: row.lineItems as RecurringInvoice['lineItems'],
    sendReminders: row.sendReminders,
    reminderFlowTemplateId: row.reminderFlowTemplateId,
    paymentTermsDays: row.paymentTermsDays,
    frequency: row.frequency as RecurringInvoice['frequency'],
    interval: row.interval,
    startDate: row.startDate,
    endDate: row.endDate,
    occurrences: row.occurrences,
    sendMode: row.sendMode as RecurringInvoice['sendMode'],
    backfill: row.backfill,
    status,
    nextIssueDate: status === 'active' ? row.nextIssueDate : null,
    upcoming: upcomingOf(row),
    invoiceCount: row.issuedCount,
  };
}

/** The stored fields of a valid input: references checked, lines normalised (rates to cents). */
async function storedFields(tx: Tx, userId: string, input: RecurringInvoiceValues) {
  await checkReferences(tx, userId, input);
  const settings = await getSettings(tx, userId);
  // Refuses a total too large to invoice now rather than at each issue.
  price(input, settings.taxRate);
  return {
    clientId: input.clientId,
    currency: input.currency ?? settings.currency,
    notes: input.notes,
    projectDescription: input.projectDescription,
    // jsonb refuses a lone surrogate that a text column stores as U+FFFD: the same here.
    lineItems: input.lineItems.map((l) => ({
      description: wellFormed(l.description),
      quantity: l.quantity,
      unit: l.unit ? wellFormed(l.unit) : null,
      rate: fromCents(toCents(l.rate)),
    })),
    sendReminders: input.sendReminders,
    reminderFlowTemplateId: input.reminderFlowTemplateId ?? null,
    paymentTermsDays: input.paymentTermsDays,
    frequency: input.frequency,
    interval: input.interval,
    startDate: input.startDate,
    endDate: input.endDate,
    occurrences: input.occurrences,
    sendMode: input.sendMode,
    backfill: input.backfill,
  };
}

async function today(tx: Tx, userId: string, now: Date): Promise<string> {
  return todayIn(await getTimeZone(tx, userId), now);
}

export async function listRecurringInvoices(deps: Deps, userId: string): Promise<RecurringInvoice[]> {
  return (await repo.listProfiles(deps.db, userId)).map(toRecurringInvoice);
}

export async function getRecurringInvoice(deps: Deps, userId: string, id: number): Promise<RecurringInvoice> {
  const row = await repo.findProfile(deps.db, userId, id);
  if (!row) throw notFound('Recurring invoice');
  return toRecurringInvoice(row);
}

export async function createRecurringInvoice(
  deps: Deps,
  userId: string,
  input: RecurringInvoiceValues,
  now = new Date(),
): Promise<RecurringInvoice> {
  const row = await deps.db.transaction(async (tx) => {
    const fields = await storedFields(tx, userId, input);
    const cursor = restartCursor(
      recurrenceOf(fields),
      { issuedCount: 0, lastIssueDate: null },
      await today(tx, userId, now),
      input.backfill,
    );
    return repo.insertProfile(tx, { userId, ...fields, ...cursor, createdAt: now, updatedAt: now });
  });
  return toRecurringInvoice(row);
}

/** PUT: every field replaced; invoices already made stay as they are, the schedule restarts from today. */
export async function updateRecurringInvoice(
  deps: Deps,
  userId: string,
  id: number,
  input: RecurringInvoiceValues,
  now = new Date(),
): Promise<RecurringInvoice> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.findProfile(tx, userId, id, { forUpdate: true });
    if (!current) throw notFound('Recurring invoice');
    const fields = await storedFields(tx, userId, input);
    const cursor = restartCursor(recurrenceOf(fields), current, await today(tx, userId, now), input.backfill);
    return repo.updateProfile(tx, id, { ...fields, ...cursor, updatedAt: now });
  });
  return toRecurringInvoice(row);
}

/** Pausing keeps the cursor; occurrences that fall in the pause are skipped when it resumes. */
export async function pauseRecurringInvoice(
  deps: Deps,
  userId: string,
  id: number,
  now = new Date(),
): Promise<RecurringInvoice> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.findProfile(tx, userId, id, { forUpdate: true });
    if (!current) throw notFound('Recurring invoice');
    if (current.paused || current.nextIssueDate === null) return current;
    return repo.updateProfile(tx, id, { paused: true, updatedAt: now });
  });
  return toRecurringInvoice(row);
}

/** Resuming continues with the first occurrence on or after today: nothing missed in the pause is made. */
export async function resumeRecurringInvoice(
  deps: Deps,
  userId: string,
  id: number,
  now = new Date(),
): Promise<RecurringInvoice> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.findProfile(tx, userId, id, { forUpdate: true });
    if (!current) throw notFound('Recurring invoice');
    if (!current.paused) return current;
    const cursor = restartCursor(recurrenceOf(current), current, await today(tx, userId, now), false);
    return repo.updateProfile(tx, id, { paused: false, ...cursor, updatedAt: now });
  });
  return toRecurringInvoice(row);
}

export async function deleteRecurringInvoice(deps: Deps, userId: string, id: number): Promise<void> {
  if (!(await repo.deleteProfile(deps.db, userId, id))) throw notFound('Recurring invoice');
}
