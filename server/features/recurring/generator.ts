/**
 * The recurring-invoice generator, run by every worker tick (docs/decisions/015). Each occurrence —
 * a (profile, issue date) pair — is issued in one transaction that locks the profile row (SKIP
 * LOCKED: several workers split the profiles between them), records the occurrence under the
 * database's unique (profile, issue date) key, creates the invoice with the next number, queues its
 * email and advances the profile's cursor. A worker killed mid-way rolls all of it back; a second
 * worker can never record the same occurrence again.
 */
import crypto from 'node:crypto';
import { addDays } from '../../../shared/dates';
import { attachedXmlFormat, E_INVOICE_FORMAT_LABELS } from '../../../shared/e-invoice';
import { occurrenceDate, withinEnd } from '../../../shared/recurrence';
import type { ServicePeriodMode } from '../../../shared/recurring-invoices';
import { fillPlaceholders, occurrenceService } from '../../../shared/recurring-period';
import type { Tx } from '../../db/client';
import { readAccountClock } from '../../lib/account-today';
import type { Deps } from '../../lib/deps';
import { sendMoment } from '../../lib/send-moment';
import { deferredInvoiceMail } from '../document-mail/deferred-invoice-mail';
import {
  type ClientEInvoice,
  clientEInvoiceFormat,
  leftOutDetail,
  unreadyClientEInvoice,
} from '../documents/e-invoice';
import { recordEvent } from '../invoices/activity';
import type { CreateInvoice } from '../invoices/operations';
import { insertNewInvoice } from '../invoices/operations';
import * as reminders from '../reminders/repository';
import { companyReady } from '../settings/company-ready';
import { getSettings } from '../settings/repository';
import { storedLines } from './lines';
import { draftsDigestMail } from './mail';
import * as repo from './repository';
import { cursorAt, recurrenceOf } from './schedule';
import { sendModeOf, sendsItsInvoices } from './send-mode';

/** After downtime, at most this many missed occurrences per profile per tick (the rest follow next tick). */
export const CATCH_UP_PER_TICK = 12;
/**
 * What one tick issues at most (issue #22 item 5): in all, and per account, so one account's many
 * profiles take a bounded share of the tick and every other account's due profile still gets its turn.
 */
export const ISSUE_PER_TICK = 100;
export const ISSUE_PER_ACCOUNT_PER_TICK = 25;

export interface TickBudget {
  perTick: number;
  perAccount: number;
}
const BUDGET: TickBudget = { perTick: ISSUE_PER_TICK, perAccount: ISSUE_PER_ACCOUNT_PER_TICK };
/** Profiles worked on in parallel within one worker. */
const CONCURRENCY = 4;

export type IssueOutcome =
  | { issued: number; outboxId: number | null }
  /** Nothing to issue now: not due yet, paused, ended, or another worker holds the profile. */
  | null;

/**
 * The invoice fields a profile gives its occurrence `n`, issued on `issueDate`: its service date or
 * period (shared/recurring-period.ts) and the line descriptions and notes with {period}, {month} and
 * {year} filled from it; a line's VAT as stored, or the defaults of the day (insertNewInvoice).
 */
function invoiceInput(row: repo.ProfileRow, n: number, issueDate: string): CreateInvoice {
  const service = occurrenceService(row.servicePeriod as ServicePeriodMode, recurrenceOf(row), n);
  const fill = (text: string | null) => (text === null ? null : fillPlaceholders(text, service));
  return {
    clientId: row.clientId,
    clientName: null,
    clientEmail: null,
    issueDate,
    dueDate: addDays(issueDate, row.paymentTermsDays),
    ...service,
    taxExemptionReason: row.taxExemptionReason,
    status: sendsItsInvoices(row.sendMode) ? 'sent' : 'draft',
    currency: row.currency as CreateInvoice['currency'],
    notes: fill(row.notes),
    projectDescription: row.projectDescription,
    sendReminders: row.sendReminders,
    reminderFlowTemplateId: row.reminderFlowTemplateId,
    lineItems: storedLines(row).map((l) => ({
      description: fillPlaceholders(l.description, service),
      quantity: l.quantity,
      unit: l.unit,
      rate: l.rate,
      taxRate: l.taxRate === null || l.taxRate === undefined ? null : Number(l.taxRate),
      taxCategory: l.taxCategory ?? null,
    })),
  };
}

/** The history of a send-mode invoice kept a draft for want of its client's e-invoice. */
function heldDetail({ format, problems }: ClientEInvoice): string {
  const missing = problems.map((p) => p.message).join('; ');
  return `Kept as a draft, not emailed: the client receives ${E_INVOICE_FORMAT_LABELS[format]} e-invoices and this invoice lacks: ${missing}. Add what is missing and send it, or send it with the PDF alone.`;
}

/** Thrown to roll the trial below back once it has its answer. */
const TRIAL_DONE = Symbol('trial done');

/**
 * The client's XML e-invoice the profile's next invoice could not carry, as it would be made now;
 * null when it could, or the client receives none. The invoice is written as the generator writes it
 * (insertNewInvoice, the same document and checks) inside a savepoint that is then rolled back, so
 * nothing of it stays — not its number either. Creating or editing a send-mode profile asks this
 * (422 `e_invoice_not_ready`, issue 2/7 item 12).
 */
export async function nextInvoiceLacks(
  tx: Tx,
  row: repo.ProfileRow,
  now: Date,
): Promise<ClientEInvoice | null> {
  const n = row.nextN;
  let found: ClientEInvoice | null = null;
  try {
    await tx.transaction(async (trial) => {
      const input = {
        ...invoiceInput(row, n, occurrenceDate(recurrenceOf(row), n)),
        status: 'draft' as const,
      };
      const draft = await insertNewInvoice(trial, row.userId, input, now, { recurringInvoiceId: row.id });
      found = await unreadyClientEInvoice(trial, row.userId, draft.id);
      throw TRIAL_DONE;
    });
  } catch (err) {
    if (err !== TRIAL_DONE) throw err;
  }
  return found;
}

/** Issues the profile's next occurrence if its SEND_HOUR has come: one transaction, all or nothing. */
export async function issueNext(deps: Deps, profileId: number, now: Date): Promise<IssueOutcome> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockProfile(tx, profileId);
    if (!row || row.paused || row.nextIssueDate === null) return null;
    const r = recurrenceOf(row);
    const n = row.nextN;
    const date = occurrenceDate(r, n);
    if (!withinEnd(r, row.issuedCount, date)) {
      await repo.updateProfile(tx, row.id, { nextIssueDate: null, updatedAt: now });
      return null;
    }
    const { timeZone } = await readAccountClock(tx, row.userId, now);
    if (sendMoment(date, timeZone).getTime() > now.getTime()) return null;
    const sends = sendsItsInvoices(row.sendMode);
    const { attachEInvoice } = sendModeOf(row.sendMode);
    // Send mode waits, cursor unmoved, until the company is set up (docs/decisions/017).
    if (sends && !(await companyReady(tx, row.userId))) return null;

    const occurrenceId = await repo.claimOccurrence(tx, {
      userId: row.userId,
      profileId: row.id,
      n,
      issueDate: date,
      createdAt: now,
    });
    if (occurrenceId === undefined) {
      // That date was issued before (the schedule was edited onto it): move on without a second invoice.
      await repo.updateProfile(tx, row.id, { ...cursorAt(r, n + 1, row.issuedCount), updatedAt: now });
      return null;
    }
    // Send mode never emails what a send by hand would refuse (issue 2/7 item 12): an invoice that
    // cannot carry the XML e-invoice its client receives stays a draft for the owner's digest, and its
    // history says what it lacks — unless the profile sends the PDF alone on purpose.
    let held: ClientEInvoice | null = null;
    const invoice = await insertNewInvoice(tx, row.userId, invoiceInput(row, n, date), now, {
      recurringInvoiceId: row.id,
      event: 'by a recurring invoice',
      mayIssue: attachEInvoice
        ? async (draft) => {
            held = await unreadyClientEInvoice(tx, row.userId, draft.id);
            return held === null;
          }
        : undefined,
    });
    const sending = invoice.status !== 'draft';
    await repo.setOccurrenceInvoice(tx, occurrenceId, invoice.id, !sending);
    if (held) await recordEvent(tx, invoice, 'e_invoice_withheld', heldDetail(held), now);
    let outboxId: number | null = null;
    if (sending) {
      // The invoice email, exactly as Create & Send queues it: a "first" row in the reminder history
      // that follows the email, composed with its PDF by the worker right before it goes.
      const reminder = await reminders.insertReminder(tx, {
        invoiceId: invoice.id,
        userId: row.userId,
        stepKey: `invoice:${crypto.randomUUID()}`,
        reminderType: 'first',
        status: 'pending',
        scheduledFor: now,
        createdAt: now,
      });
      const settings = await getSettings(tx, row.userId);
      outboxId = await deps.mailer.enqueueDeferred(
        tx,
        deferredInvoiceMail(invoice, settings, { attachEInvoice }),
      );
      await reminders.linkOutbox(tx, reminder!.id, outboxId);
      const format = attachEInvoice
        ? null
        : attachedXmlFormat(await clientEInvoiceFormat(tx, row.userId, invoice.id));
      if (format) {
        const detail = leftOutDetail({ format, problems: [] }, 'Emailed');
        await recordEvent(tx, invoice, 'e_invoice_withheld', detail, now);
      }
      // A period issued late (after downtime, or back-filled) may have steps due already: this "first"
      // row is its invoice email, so the engine skips the steps of its day and before (the email is the
      // notice) and reminders go on with the next step after it, never with a final notice.
    }
    const issued = row.issuedCount + 1;
    await repo.updateProfile(tx, row.id, {
      ...cursorAt(r, n + 1, issued),
      issuedCount: issued,
      lastIssueDate: date,
      updatedAt: now,
    });
    return { issued: invoice.id, outboxId };
  });
}

/** Queues one "ready for review" email per user for the drafts not yet listed in one. */
export async function queueDraftDigests(deps: Deps): Promise<number[]> {
  const queued: number[] = [];
  for (const userId of await repo.usersWithPendingDigest(deps.db)) {
    const id = await deps.db.transaction(async (tx) => {
      const drafts = await repo.lockPendingDigest(tx, userId);
      await repo.clearOrphanDigests(tx, userId);
      if (drafts.length === 0) return undefined;
      const to = await repo.accountEmail(tx, userId);
      await repo.clearDigest(
        tx,
        drafts.map((d) => d.occurrenceId),
      );
      if (!to) return undefined;
      const { country } = await getSettings(tx, userId);
      const mail = draftsDigestMail({ userId, to, appUrl: deps.config.appUrl, drafts, country });
      return deps.mailer.enqueue(tx, mail);
    });
    if (id !== undefined) queued.push(id);
  }
  return queued;
}

export interface GeneratorResult {
  issued: number;
  emailed: number;
  digests: number;
}

/**
 * One pass at `now` within `budget`: each account's due profiles oldest first, every account's first
 * before anyone's second (repo.dueProfiles); each issue is one occurrence, and a profile with more
 * owed goes to the back of the queue, so catching up (at most CATCH_UP_PER_TICK per profile) comes
 * after every other due profile has had its turn. What the budget leaves follows at the next ticks.
 * The emails are delivered at once (the outbox retries failures).
 */
export async function runRecurringInvoices(
  deps: Deps,
  now: Date,
  budget: TickBudget = BUDGET,
): Promise<GeneratorResult> {
  const queue = (
    await repo.dueProfiles(deps.db, now, {
      perAccount: budget.perAccount,
      limit: budget.perTick,
    })
  ).map((p) => ({ ...p, issued: 0 }));
  let issued = 0;
  let emailed = 0;
  const perAccount = new Map<string, number>();
  const outboxIds: number[] = [];
  const failures: { profileId: number; err: unknown }[] = [];
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const spent = perAccount.get(next.userId) ?? 0;
      if (issued >= budget.perTick) return;
      if (spent >= budget.perAccount) continue;
      // Taken before the await, so the parallel issuers never overspend.
      issued++;
      perAccount.set(next.userId, spent + 1);
      let outcome: IssueOutcome = null;
      try {
        outcome = await issueNext(deps, next.id, now);
      } catch (err) {
        failures.push({ profileId: next.id, err });
      }
      if (!outcome) {
        issued--;
        perAccount.set(next.userId, (perAccount.get(next.userId) ?? 1) - 1);
        continue;
      }
      if (outcome.outboxId !== null) outboxIds.push(outcome.outboxId);
      if (++next.issued < CATCH_UP_PER_TICK) queue.push(next);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, work));
  const digests = await queueDraftDigests(deps);
  for (const id of [...outboxIds, ...digests]) {
    const result = await deps.mailer.deliver(id, now);
    if (result.status === 'sent') emailed++;
  }
  if (failures.length > 0) {
    throw new AggregateError(
      failures.map((f) => f.err),
      `Recurring invoices failed for profile ${failures.map((f) => f.profileId).join(', ')}`,
    );
  }
  return { issued, emailed, digests: digests.length };
}
