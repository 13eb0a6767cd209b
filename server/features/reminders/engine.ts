/**
 * The reminder engine, run by every worker tick. Each planned send is claimed exactly once through
 * the unique (invoice_id, step_key) index, inside a transaction that locks the invoice row with
 * SKIP LOCKED (several workers split the invoices between them) and re-checks everything that could
 * stop the send. The reminders row and the queued email commit together; delivery comes after.
 */
import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../../shared/dates';
import { statusesAllowing } from '../../../shared/invoice-lifecycle';
import type { Db, Tx } from '../../db/client';
import { invoices, notificationPreferences, reminderSchedules, reminders, users } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { companyReady, companyReadySql } from '../settings/company-ready';
import { getNotificationPreferences, getSettings, getTimeZone } from '../settings/repository';
import { invoiceAttachment } from './attachments';
import { buildInvoiceMail, invoiceLink } from './email';
import { emailedOn, laterDay, remindedOn } from './history';
import { recipientOf } from './recipient';
import * as repo from './repository';
import { type Decision, decide, type PlannedStep, planSteps, upcomingSteps } from './steps';
import { resolveTemplate, withDefaultTexts } from './templates';

/** Why a missed step was not sent: a later step was due by the time it could go. */
const MISSED = 'a later reminder was already due';

/** Sends claimed in parallel within one worker (PGlite runs them one after another anyway). */
export const ENGINE_CONCURRENCY = 4;

export interface Candidate {
  id: number;
  userId: string;
  invoiceNumber: string;
  timeZone: string;
  decision: Decision;
}

/**
 * Invoices with a step due now, read without locks (a cheap first pass): a status that allows
 * reminding (the lifecycle table: sent or overdue), reminders
 * on, owner's emailReminders on, owner's company ready (docs/decisions/017: an account without a
 * company name and email is on hold, nothing recorded, and catches up once it has them), and a due
 * date or schedule start that is not in the future.
 */
export async function findDueInvoices(db: Db, now: Date): Promise<Candidate[]> {
  const soon = addDays(now.toISOString().slice(0, 10), 1);
  const rows = await db
    .select({
      invoice: invoices,
      timeZone: users.timeZone,
      schedule: reminderSchedules,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, invoices.userId))
    .leftJoin(reminderSchedules, eq(reminderSchedules.invoiceId, invoices.id))
    .where(
      and(
        inArray(invoices.status, statusesAllowing('remind')),
        eq(invoices.sendReminders, true),
        sql`coalesce(${notificationPreferences.emailReminders}, true)`,
        companyReadySql(invoices.userId),
        or(lte(invoices.dueDate, soon), lte(reminderSchedules.startDate, soon)),
        // A template flow ends with its final notice (offsets rise: due < first < second < final).
        or(
          isNotNull(reminderSchedules.id),
          sql`not exists (select 1 from ${reminders} where ${reminders.invoiceId} = ${invoices.id} and ${reminders.stepKey} = 'final')`,
        ),
      ),
    );
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.invoice.userId))];
  const templates = new Map<number, repo.TemplateRow>();
  const defaults = new Map<string, repo.TemplateRow>();
  for (let i = 0; i < userIds.length; i += 1000) {
    for (const t of await repo.templatesOfUsers(db, userIds.slice(i, i + 1000))) {
      templates.set(t.id, t);
      if (t.isDefault) defaults.set(t.userId, t);
    }
  }
  const recorded = await repo.histories(
    db,
    rows.map((r) => r.invoice.id),
  );
  const out: Candidate[] = [];
  for (const { invoice, timeZone, schedule } of rows) {
    const own = invoice.reminderFlowTemplateId ? templates.get(invoice.reminderFlowTemplateId) : undefined;
    const template = withDefaultTexts(own ?? defaults.get(invoice.userId));
    const steps = planSteps({ invoice, template, schedule, timeZone });
    const history = recorded.get(invoice.id)!;
    const decision = decide({
      invoice,
      steps,
      recorded: history.keys,
      now,
      remindedToday: remindedOn(history, timeZone, now) !== undefined,
      emailedOn: emailedOn(history, timeZone),
    });
    if (decision) {
      out.push({
        id: invoice.id,
        userId: invoice.userId,
        invoiceNumber: invoice.invoiceNumber,
        timeZone,
        decision,
      });
    }
  }
  return out;
}

/**
 * Claims the invoice's due step and queues its email, all in one transaction; answers the outbox id,
 * or undefined when there is nothing to send (another worker holds or already sent it, the invoice was
 * paid or deleted, reminders were switched off, or the plan changed since the first pass).
 */
export async function claimDueStep(deps: Deps, candidate: Candidate, now: Date): Promise<number | undefined> {
  const { id: invoiceId, userId } = candidate;
  const expected = candidate.decision.send.key;
  // Cheap look before rendering the PDF: most steps another worker already took are skipped here.
  if (await repo.hasReminder(deps.db, invoiceId, expected)) return undefined;
  // A blocked step is only recorded as skipped: nothing to render for it.
  const rendered = !candidate.decision.blocked;
  const attachments = rendered ? await invoiceAttachment(deps, userId, invoiceId) : [];
  return deps.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
      .for('update', { skipLocked: true });
    // On hold (the company was cleared since the first pass): nothing is recorded.
    if (!invoice || !(await companyReady(tx, userId))) return undefined;
    const prefs = await getNotificationPreferences(tx, userId);
    const timeZone = await getTimeZone(tx, userId);
    const schedule = await repo.findSchedule(tx, userId, invoiceId);
    const flow = await resolveTemplate(tx, userId, invoice.reminderFlowTemplateId);
    const history = (await repo.histories(tx, [invoiceId])).get(invoiceId)!;
    const steps = planSteps({ invoice, template: flow, schedule, timeZone });
    const reminded = remindedOn(history, timeZone, now);
    const emailed = emailedOn(history, timeZone);
    const decision = decide({
      invoice,
      steps,
      recorded: history.keys,
      now,
      emailReminders: prefs.emailReminders,
      remindedToday: reminded !== undefined,
      emailedOn: emailed,
    });
    // A plan that changed since the first pass is left for the next tick.
    if (!decision || decision.send.key !== expected || (!decision.blocked && !rendered)) return undefined;

    const record = (step: PlannedStep, status: string, note: string | null) =>
      repo.insertReminder(tx, {
        invoiceId,
        userId,
        stepKey: step.key,
        reminderType: step.type,
        status,
        scheduledFor: step.at,
        note,
        createdAt: now,
      });
    for (const step of decision.skip) await record(step, 'skipped', decision.skipNote ?? MISSED);
    const { send } = decision;
    if (schedule) {
      const recorded = new Set([...history.keys, ...decision.skip.map((s) => s.key), send.key]);
      const quiet = laterDay(reminded ?? todayIn(timeZone, now), emailed);
      const next = upcomingSteps(steps, recorded, now, quiet)[0];
      await repo.updateSchedule(tx, userId, invoiceId, { nextReminderDate: next?.at ?? null });
    }
    if (decision.blocked) {
      await record(send, 'skipped', decision.blocked);
      return undefined;
    }
    const row = await record(send, 'pending', null);
    if (!row) return undefined;
    const settings = await getSettings(tx, userId);
    const viewUrl = await invoiceLink(tx, deps.config.appUrl, invoice);
    const { contactName } = await recipientOf(tx, invoice);
    const mail = buildInvoiceMail({
      kind: send.type,
      invoice,
      settings,
      flow,
      timeZone,
      now,
      attachments,
      viewUrl,
      contactName,
    });
    const outboxId = await deps.mailer.enqueue(tx, mail);
    await repo.linkOutbox(tx, row.id, outboxId);
    return outboxId;
  });
}

export interface EngineResult {
  claimed: number;
  sent: number;
}

/**
 * One pass of the engine at `now`: every due step once. The tick persists overdue status first
 * (invoices/lifecycle.ts `persistOverdue`: the lifecycle writes every status).
 */
export async function runReminderEngine(deps: Deps, now: Date): Promise<EngineResult> {
  const due = await findDueInvoices(deps.db, now);
  // Workers walk the list from different places, so they rarely reach for the same row.
  const start = due.length ? Math.floor(Math.random() * due.length) : 0;
  const queue = [...due.slice(start), ...due.slice(0, start)];
  let claimed = 0;
  let sent = 0;
  const failures: { invoiceId: number; err: unknown }[] = [];
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      // One invoice's trouble (say a PDF that fails to render) must not hold up everyone else's.
      try {
        const outboxId = await claimDueStep(deps, next, now);
        if (outboxId === undefined) continue;
        claimed++;
        const result = await deps.mailer.deliver(outboxId, now);
        if (result.status === 'sent') sent++;
      } catch (err) {
        failures.push({ invoiceId: next.id, err });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ENGINE_CONCURRENCY, queue.length) }, work));
  if (failures.length > 0) {
    // Every other invoice was handled; report the ones that failed so the worker logs them.
    throw new AggregateError(
      failures.map((f) => f.err),
      `Reminders failed for invoice ${failures.map((f) => f.invoiceId).join(', ')}`,
    );
  }
  return { claimed, sent };
}

/** Why steps were recorded as skipped without a send (skipStepsAlreadyDue). */
export const SKIPPED_WHILE_PAID = 'it fell due while the invoice was paid';

/**
 * Records the invoice's steps already due at `now` as skipped, so reminders resume with the next
 * step that falls due, never with a burst of missed ones: when a paid invoice reopens (one of its
 * payments was deleted). An invoice Duely emails — Create & Send, Send, a recurring invoice issued
 * late — needs no call: the engine reads its invoice email from the history (decide, `emailedOn`).
 * Runs in the caller's transaction, which holds the invoice row.
 */
export async function skipStepsAlreadyDue(
  tx: Tx,
  invoice: repo.StepsInvoice,
  now: Date,
  note: string,
): Promise<void> {
  const timeZone = await getTimeZone(tx, invoice.userId);
  const schedule = await repo.findSchedule(tx, invoice.userId, invoice.id);
  const flow = await resolveTemplate(tx, invoice.userId, invoice.reminderFlowTemplateId);
  const history = (await repo.histories(tx, [invoice.id])).get(invoice.id)!;
  const steps = planSteps({ invoice: { ...invoice, status: 'sent' }, template: flow, schedule, timeZone });
  for (const step of steps.filter((s) => s.at.getTime() <= now.getTime() && !history.keys.has(s.key))) {
    await repo.insertReminder(tx, {
      invoiceId: invoice.id,
      userId: invoice.userId,
      stepKey: step.key,
      reminderType: step.type,
      status: 'skipped',
      scheduledFor: step.at,
      note,
      createdAt: now,
    });
  }
}
