/**
 * Recurring invoice profiles: create, edit, pause, resume, delete. Each keeps a cursor (the next
 * occurrence's index and date) that the generator advances; edits and resumes restart it from today
 * so no period is issued twice and none in a pause is back-filled.
 */
import { fromCents, toCents } from '../../../shared/money';
import { earliestBackfillStart, MAX_BACKFILL_PERIODS } from '../../../shared/recurrence';
import {
  MAX_PROFILES,
  type RecurringInvoice,
  type RecurringInvoicePage,
  type RecurringInvoiceValues,
  type RecurringPageQuery,
} from '../../../shared/recurring-invoices';
import { wellFormed } from '../../../shared/text';
import type { Tx } from '../../db/client';
import { readAccountToday } from '../../lib/account-today';
import { fieldRefused, notFound, unprocessable } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { eInvoiceNotReady } from '../documents/e-invoice';
import { checkReferences } from '../invoices/operations';
import { priceInvoice, taxCompanyOf } from '../invoices/tax';
import { getSettings } from '../settings/repository';
import { nextInvoiceLacks } from './generator';
import { storedLines } from './lines';
import * as repo from './repository';
import { recurrenceOf, restartCursor, statusOf, upcomingOf } from './schedule';
import { sendModeOf, storedSendMode } from './send-mode';

export function toRecurringInvoice(row: repo.ProfileRow): RecurringInvoice {
  const status = statusOf(row);
  return {
    id: row.id,
    clientId: row.clientId,
    currency: row.currency,
    notes: row.notes,
    projectDescription: row.projectDescription,
    lineItems: storedLines(row).map((l) => ({
      ...l,
      taxRate: l.taxRate ?? null,
      taxCategory: l.taxCategory ?? null,
    })),
    sendReminders: row.sendReminders,
    reminderFlowTemplateId: row.reminderFlowTemplateId,
    paymentTermsDays: row.paymentTermsDays,
    servicePeriod: row.servicePeriod as RecurringInvoice['servicePeriod'],
    taxExemptionReason: row.taxExemptionReason,
    frequency: row.frequency as RecurringInvoice['frequency'],
    interval: row.interval,
    startDate: row.startDate,
    endDate: row.endDate,
    occurrences: row.occurrences,
    ...sendModeOf(row.sendMode),
    backfill: row.backfill,
    status,
    nextIssueDate: status === 'active' ? row.nextIssueDate : null,
    upcoming: upcomingOf(row),
    invoiceCount: row.issuedCount,
  };
}

/**
 * The stored fields of a valid input: references checked, lines normalised (rates to cents; a line's
 * VAT as given, null where it takes the defaults when issued).
 */
async function storedFields(tx: Tx, userId: string, input: RecurringInvoiceValues) {
  const client = await checkReferences(tx, userId, input);
  const settings = await getSettings(tx, userId);
  // Refuses now what each issue would refuse: a line's VAT that does not fit its category, reverse
  // charge without VAT IDs, exempt lines without a reason, a total too large.
  priceInvoice(input, taxCompanyOf(settings), client);
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
      taxRate: l.taxRate === null || l.taxRate === undefined ? null : fromCents(toCents(l.taxRate)),
      taxCategory: l.taxCategory ?? null,
    })),
    sendReminders: input.sendReminders,
    reminderFlowTemplateId: input.reminderFlowTemplateId ?? null,
    paymentTermsDays: input.paymentTermsDays,
    servicePeriod: input.servicePeriod,
    taxExemptionReason: input.taxExemptionReason ?? null,
    frequency: input.frequency,
    interval: input.interval,
    startDate: input.startDate,
    endDate: input.endDate,
    occurrences: input.occurrences,
    sendMode: storedSendMode(input),
    backfill: input.backfill,
  };
}

/**
 * Back-fill makes every period from the start date on; more than MAX_BACKFILL_PERIODS of them is
 * refused (422 on startDate, naming the earliest date) rather than issued a dozen a tick for years.
 */
function checkBackfill(fields: Parameters<typeof recurrenceOf>[0], today: string) {
  const earliest = earliestBackfillStart(recurrenceOf(fields), today);
  if (fields.startDate >= earliest) return;
  throw fieldRefused(422, 'startDate', 'backfill_too_far', { maximum: MAX_BACKFILL_PERIODS, earliest });
}

/** The cursor a create or edit on `now` starts from, the back-fill it asks for checked first. */
async function startCursor(
  tx: Tx,
  userId: string,
  fields: Awaited<ReturnType<typeof storedFields>>,
  issued: { issuedCount: number; lastIssueDate: string | null },
  now: Date,
) {
  const day = await readAccountToday(tx, userId, now);
  // Back-fill applies only before the first invoice (see nextIndex); after it there is nothing to check.
  if (fields.backfill && issued.lastIssueDate === null) checkBackfill(fields, day);
  return restartCursor(recurrenceOf(fields), issued, day, fields.backfill);
}

/**
 * A profile that sends its invoices to a client who receives an XML e-invoice (XRechnung, Peppol) is
 * refused while its next invoice could not carry one: 422 `e_invoice_not_ready` naming what is
 * missing, as a send by hand answers (issue 2/7 item 12) — unless it sends the PDF alone on purpose
 * (`attachEInvoice: false`). Checked on the row just written, in its transaction, which the refusal
 * rolls back. What changes later is caught when each invoice is made (generator.ts).
 */
async function assertEInvoiceReady(tx: Tx, row: repo.ProfileRow, now: Date) {
  const { sendMode, attachEInvoice } = sendModeOf(row.sendMode);
  if (sendMode !== 'send' || !attachEInvoice) return;
  const lacking = await nextInvoiceLacks(tx, row, now);
  if (lacking) throw eInvoiceNotReady('recurring_invoice', lacking);
}

export async function pageRecurringInvoices(
  deps: Deps,
  userId: string,
  query: RecurringPageQuery,
): Promise<RecurringInvoicePage> {
  const { rows, total } = await repo.pageProfiles(deps.db, userId, query);
  return { items: rows.map(toRecurringInvoice), total, page: query.page, pageSize: query.pageSize };
}

export async function getRecurringInvoice(deps: Deps, userId: string, id: number): Promise<RecurringInvoice> {
  const row = await repo.findProfile(deps.db, userId, id);
  if (!row) throw notFound('recurring_invoice_not_found');
  return toRecurringInvoice(row);
}

export async function createRecurringInvoice(
  deps: Deps,
  userId: string,
  input: RecurringInvoiceValues,
  now = new Date(),
): Promise<RecurringInvoice> {
  const row = await deps.db.transaction(async (tx) => {
    // Under the owner's row lock, so two creates at 499 cannot both count 499 (issue #22 item 5).
    await repo.lockOwner(tx, userId);
    if ((await repo.countProfiles(tx, userId)) >= MAX_PROFILES) {
      throw unprocessable('recurring_invoice_limit', { maximum: MAX_PROFILES });
    }
    const fields = await storedFields(tx, userId, input);
    const cursor = await startCursor(tx, userId, fields, { issuedCount: 0, lastIssueDate: null }, now);
    const row = await repo.insertProfile(tx, {
      userId,
      ...fields,
      ...cursor,
      createdAt: now,
      updatedAt: now,
    });
    await assertEInvoiceReady(tx, row, now);
    return row;
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
    if (!current) throw notFound('recurring_invoice_not_found');
    const fields = await storedFields(tx, userId, input);
    const cursor = await startCursor(tx, userId, fields, current, now);
    const row = await repo.updateProfile(tx, id, { ...fields, ...cursor, updatedAt: now });
    await assertEInvoiceReady(tx, row, now);
    return row;
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
    if (!current) throw notFound('recurring_invoice_not_found');
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
    if (!current) throw notFound('recurring_invoice_not_found');
    if (!current.paused) return current;
    const cursor = restartCursor(
      recurrenceOf(current),
      current,
      await readAccountToday(tx, userId, now),
      false,
    );
    return repo.updateProfile(tx, id, { paused: false, ...cursor, updatedAt: now });
  });
  return toRecurringInvoice(row);
}

export async function deleteRecurringInvoice(deps: Deps, userId: string, id: number): Promise<void> {
  if (!(await repo.deleteProfile(deps.db, userId, id))) throw notFound('recurring_invoice_not_found');
}
