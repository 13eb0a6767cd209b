/**
 * The reminder engine, run by every worker tick. Each planned send is claimed exactly once through
 * the unique (invoice_id, step_key) index, inside a transaction that locks the invoice row with
 * SKIP LOCKED (several workers split the invoices between them) and re-checks everything that could
 * stop the send. The reminders row and the queued email commit together; delivery comes after.
 */
import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import { statusesAllowing } from '../../../shared/invoice-lifecycle';
import type { Contact } from '../../../shared/salutation';
import type { Db, Tx } from '../../db/client';
import { invoices, notificationPreferences, reminderSchedules, reminders, users } from '../../db/schema';
import { readAccountClock } from '../../lib/account-today';
import type { Deps } from '../../lib/deps';
import { reminderAttachments } from '../document-mail/attachments';
import { invoiceLink } from '../document-mail/invoice-mail';
import type { Attachment } from '../document-mail/layout';
import { contacts as clientContacts } from '../document-mail/recipient';
import { type InvoicePrint, loadInvoicePrint, printStillCurrent } from '../documents/print';
import type { InvoiceRow } from '../invoices/repository';
import { type AccountContext, loadAccountContexts } from '../settings/account-context';
import { companyReadySql } from '../settings/company-ready';
import { emailedOn, laterDay, remindedOn } from './history';
import * as repo from './repository';
import { type Decision, decide, type PlannedStep, planSteps, upcomingSteps } from './steps';
import { type FlowTexts, resolveTemplate, withDefaultTexts } from './templates';
import { reminderMail } from './wording';

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

/** Due steps claimed in one transaction: one lock, one read of each kind, one insert of the history rows. */
export const CLAIM_BATCH = 8;

/**
 * A due step with what its email is written from: the invoice's print, read once, and the
 * attachments made from it (none for a step that will only be recorded).
 */
interface Prepared {
  candidate: Candidate;
  print?: InvoicePrint;
  attachments: Attachment[];
}

export interface ClaimResult {
  /** The queued email of each claimed step, by invoice id. */
  claimed: Map<number, number>;
  failures: { invoiceId: number; err: unknown }[];
}

/**
 * Before the claim: drops the steps another worker already recorded (one read for the batch) and
 * reads each send's invoice with its document once, outside the transaction, which stays short, and
 * makes its attachments from it (kept PDFs in one read, a render for the others; an invoice that
 * fails holds up no other).
 */
async function prepare(
  deps: Deps,
  batch: Candidate[],
  failures: ClaimResult['failures'],
): Promise<Prepared[]> {
  const taken = await repo.recordedSteps(
    deps.db,
    batch.map((c) => ({ invoiceId: c.id, stepKey: c.decision.send.key })),
  );
  const open = batch.filter((c) => !taken.has(c.id));
  const prints = new Map<number, InvoicePrint>();
  for (const c of open.filter((c) => !c.decision.blocked)) {
    try {
      const print = await loadInvoicePrint(deps.db, c.userId, c.id);
      if (print) prints.set(c.id, print);
    } catch (err) {
      failures.push({ invoiceId: c.id, err });
    }
  }
  const files = await reminderAttachments(deps, [...prints.values()]);
  const out: Prepared[] = [];
  for (const candidate of open) {
    const file = files.get(candidate.id);
    if (file && !Array.isArray(file)) failures.push({ invoiceId: candidate.id, err: file.error });
    else if (candidate.decision.blocked) out.push({ candidate, attachments: [] });
    else if (file) out.push({ candidate, print: prints.get(candidate.id), attachments: file });
  }
  return out;
}

/**
 * Claims the due steps of a batch of invoices and queues their emails, all in one transaction: the
 * invoice rows locked with SKIP LOCKED (another worker holding one simply has it), their accounts
 * (AccountContext), schedules, templates, histories and client contacts read once for the batch,
 * and every step re-decided as the first pass did. A step that is no longer due (paid, deleted,
 * reminders switched off, the plan changed) is left; the unique (invoice, step) index still decides
 * who records a step.
 */
export async function claimDueSteps(deps: Deps, batch: Candidate[], now: Date): Promise<ClaimResult> {
  const failures: ClaimResult['failures'] = [];
  const prepared = await prepare(deps, batch, failures);
  if (prepared.length === 0) return { claimed: new Map(), failures };
  const claimed = await deps.db.transaction(async (tx) => {
    const ids = prepared.map((p) => p.candidate.id);
    const locked = await tx
      .select()
      .from(invoices)
      .where(inArray(invoices.id, ids))
      .orderBy(invoices.id)
      .for('update', { skipLocked: true });
    const rows = new Map(locked.map((row) => [row.id, row]));
    const mine = prepared.filter((p) => rows.get(p.candidate.id)?.userId === p.candidate.userId);
    if (mine.length === 0) return new Map<number, number>();
    const userIds = [...new Set(mine.map((p) => p.candidate.userId))];
    const mineIds = mine.map((p) => p.candidate.id);
    // One statement each for the batch, one after another: a transaction is one connection.
    const accounts = await loadAccountContexts(tx, userIds, now);
    const schedules = await repo.schedulesOf(tx, mineIds);
    const templates = await repo.templatesOfUsers(tx, userIds);
    const histories = await repo.histories(tx, mineIds);
    const contacts = await clientContacts(tx, locked);
    const sends: Send[] = [];
    const records: (typeof reminders.$inferInsert)[] = [];
    for (const p of mine) {
      const invoice = rows.get(p.candidate.id)!;
      const account = accounts.get(invoice.userId);
      // On hold (the company was cleared since the first pass): nothing is recorded.
      if (!account?.companyReady) continue;
      const planned = replan({
        invoice,
        account,
        schedule: schedules.get(invoice.id),
        flow: flowOf(templates, invoice),
        history: histories.get(invoice.id)!,
        now,
      });
      const { decision } = planned;
      // A plan that changed since the first pass is left for the next tick.
      if (!decision || decision.send.key !== p.candidate.decision.send.key) continue;
      if (!decision.blocked && !p.print) continue;
      // What the attachments print changed since they were made: left for the next tick.
      if (p.print && !(await printStillCurrent(tx, p.print, invoice))) continue;
      const record = (step: PlannedStep, status: string, note: string | null) =>
        records.push({
          invoiceId: invoice.id,
          userId: invoice.userId,
          stepKey: step.key,
          reminderType: step.type,
          status,
          scheduledFor: step.at,
          note,
          createdAt: now,
        });
      for (const step of decision.skip) record(step, 'skipped', decision.skipNote ?? MISSED);
      if (planned.nextScheduled !== undefined) {
        await repo.updateSchedule(tx, invoice.userId, invoice.id, {
          nextReminderDate: planned.nextScheduled,
        });
      }
      if (decision.blocked) {
        record(decision.send, 'skipped', decision.blocked);
        continue;
      }
      record(decision.send, 'pending', null);
      const contact = invoice.clientId === null ? null : (contacts.get(invoice.clientId) ?? null);
      sends.push({ prepared: p, invoice, account, flow: planned.flow, step: decision.send, contact });
    }
    // Whoever recorded a step first sends it: a row not inserted here belongs to another claim.
    const inserted = await repo.insertReminders(tx, records);
    const out = new Map<number, number>();
    for (const send of sends) {
      const row = inserted.get(`${send.invoice.id}:${send.step.key}`);
      if (!row) continue;
      out.set(send.invoice.id, await queueSend(tx, deps, send, row));
    }
    return out;
  });
  return { claimed, failures };
}

interface Send {
  prepared: Prepared;
  invoice: InvoiceRow;
  account: AccountContext;
  flow: FlowTexts;
  step: PlannedStep;
  contact: Contact | null;
}

/** The claimed step's email, written from the print its attachments were made from, queued and linked to its history row. */
async function queueSend(tx: Tx, deps: Deps, send: Send, reminderId: number): Promise<number> {
  const { invoice } = send;
  const mail = reminderMail({
    kind: send.step.type,
    print: send.prepared.print!,
    invoice,
    account: send.account,
    flow: send.flow,
    contact: send.contact,
    attachments: send.prepared.attachments,
    viewUrl: await invoiceLink(tx, deps.config.appUrl, invoice),
  });
  const outboxId = await deps.mailer.enqueue(tx, mail);
  await repo.linkOutbox(tx, reminderId, outboxId);
  return outboxId;
}

/**
 * Claims one invoice's due step (claimDueSteps with a batch of one); answers the outbox id, or
 * undefined when there is nothing to send. Throws what failed.
 */
export async function claimDueStep(deps: Deps, candidate: Candidate, now: Date): Promise<number | undefined> {
  const { claimed, failures } = await claimDueSteps(deps, [candidate], now);
  if (failures.length > 0) throw failures[0].err;
  return claimed.get(candidate.id);
}

/** The template an invoice follows: its own, else the account's default, else the built-in flow. */
function flowOf(templates: repo.TemplateRow[], invoice: InvoiceRow): FlowTexts {
  const own = invoice.reminderFlowTemplateId
    ? templates.find((t) => t.id === invoice.reminderFlowTemplateId && t.userId === invoice.userId)
    : undefined;
  return withDefaultTexts(own ?? templates.find((t) => t.userId === invoice.userId && t.isDefault));
}

/** The decision under the lock, and where a schedule's next reminder now falls (undefined: no schedule). */
function replan(input: {
  invoice: InvoiceRow;
  account: AccountContext;
  schedule: repo.ScheduleRow | undefined;
  flow: FlowTexts;
  history: repo.History;
  now: Date;
}) {
  const { invoice, account, schedule, flow, history, now } = input;
  const { timeZone } = account;
  const steps = planSteps({ invoice, template: flow, schedule, timeZone });
  const reminded = remindedOn(history, timeZone, now);
  const emailed = emailedOn(history, timeZone);
  const decision = decide({
    invoice,
    steps,
    recorded: history.keys,
    now,
    emailReminders: account.preferences.emailReminders,
    remindedToday: reminded !== undefined,
    emailedOn: emailed,
  });
  let nextScheduled: Date | null | undefined;
  if (schedule && decision) {
    const recorded = new Set([...history.keys, ...decision.skip.map((s) => s.key), decision.send.key]);
    const quiet = laterDay(reminded ?? account.today, emailed);
    nextScheduled = upcomingSteps(steps, recorded, now, quiet)[0]?.at ?? null;
  }
  return { decision, flow, nextScheduled };
}

/**
 * The due steps an account may send now (issue #36 item 6): no more sends per account than its sending
 * limits leave (docs/decisions/009), so the worker never reads and renders a reminder whose email would
 * only wait for the next hour. The rest stay due and are claimed by a later tick, once the account may
 * send again (the catch-up of decision 004 decides then what is still worth sending). A step only
 * recorded, never emailed (`blocked`), costs no room.
 */
export async function withinSendingRoom(deps: Deps, due: Candidate[], now: Date): Promise<Candidate[]> {
  const sends = due.filter((c) => !c.decision.blocked);
  if (sends.length === 0) return due;
  const room = await deps.mailer.sendingRoom([...new Set(sends.map((c) => c.userId))], now);
  // The steps that fell due first take an account's room first.
  const byDue = [...due].sort((a, b) => a.decision.send.at.getTime() - b.decision.send.at.getTime());
  return byDue.filter((c) => {
    if (c.decision.blocked) return true;
    const left = room.get(c.userId) ?? 0;
    room.set(c.userId, left - 1);
    return left > 0;
  });
}

export interface EngineResult {
  claimed: number;
  sent: number;
}

/**
 * One pass of the engine at `now`: every due step once, claimed CLAIM_BATCH at a time. The tick
 * persists overdue status first (invoices/lifecycle.ts `persistOverdue`: the lifecycle writes every
 * status).
 */
export async function runReminderEngine(deps: Deps, now: Date): Promise<EngineResult> {
  const due = await withinSendingRoom(deps, await findDueInvoices(deps.db, now), now);
  // Workers walk the list from different places, so they rarely reach for the same row.
  const start = due.length ? Math.floor(Math.random() * due.length) : 0;
  const queue = [...due.slice(start), ...due.slice(0, start)];
  let claimed = 0;
  let sent = 0;
  const failures: { invoiceId: number; err: unknown }[] = [];
  const claimBatch = async (batch: Candidate[]): Promise<[number, number][]> => {
    try {
      const result = await claimDueSteps(deps, batch, now);
      failures.push(...result.failures);
      return [...result.claimed];
    } catch (err) {
      // One invoice's trouble in the transaction must not hold up the others: each on its own.
      if (batch.length === 1) {
        failures.push({ invoiceId: batch[0].id, err });
        return [];
      }
      const one = await Promise.all(batch.map((c) => claimBatch([c])));
      return one.flat();
    }
  };
  const work = async () => {
    for (let batch = queue.splice(0, CLAIM_BATCH); batch.length > 0; batch = queue.splice(0, CLAIM_BATCH)) {
      for (const [invoiceId, outboxId] of await claimBatch(batch)) {
        claimed++;
        try {
          const result = await deps.mailer.deliver(outboxId, now);
          if (result.status === 'sent') sent++;
        } catch (err) {
          failures.push({ invoiceId, err });
        }
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
  const { timeZone } = await readAccountClock(tx, invoice.userId, now);
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
