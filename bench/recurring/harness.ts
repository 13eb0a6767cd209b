/**
 * Recurring invoices at scale on PostgreSQL: a scratch database (bench/reminders/harness.ts) holding
 * many recurring profiles with several occurrences due, worker processes that report what they are
 * doing (so a test can kill one at a known point), and one check of the outcome against the
 * schedule: every occurrence once, gapless numbers, every invoice email and every draft's digest
 * line once. Used by bench/recurring/exactly-once.test.ts (PostgreSQL only) and the bench.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { TZDate } from '@date-fns/tz';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import {
  clients,
  emailOutbox,
  invoices,
  recurringInvoices,
  recurringOccurrences,
  reminderFlowTemplates,
  settings,
  users,
} from '../../server/db/schema';
import { createRecurringInvoice } from '../../server/features/recurring/operations';
import { defaultTemplateValues } from '../../server/features/reminders/default-template';
import type { Mailer } from '../../server/mail/outbox';
import { createAppDeps, createAppMailer } from '../../server/wiring';
import { runTick } from '../../server/worker/tick';
import { addDays, todayIn } from '../../shared/dates';
import { recurringInvoiceInputSchema } from '../../shared/recurring-invoices';
import { childClockEnv } from '../../test/moved-date';
import type { SmtpSink } from '../../test/smtp-sink';
import { UNLIMITED_MAIL } from '../lib/bench-app';

const here = path.dirname(fileURLToPath(import.meta.url));
export const RECURRING_WORKER_SCRIPT = path.join(here, 'worker-process.ts');

/** The hour occurrences are issued in the owner's zone (server/lib/send-moment.ts SEND_HOUR, stated independently). */
const ISSUE_HOUR = 9;

export interface SeededProfile {
  id: number;
  userId: string;
  timeZone: string;
  sendMode: 'send' | 'draft';
  clientEmail: string;
  /** The issue dates the generator owes by `now`, oldest first. */
  expected: string[];
}

export interface SeededUser {
  id: string;
  email: string;
  timeZone: string;
}

export interface Fleet {
  now: Date;
  users: SeededUser[];
  profiles: SeededProfile[];
  /** Occurrences owed by `now` over all profiles. */
  occurrences: number;
  /** Of which in send mode (one invoice email each). */
  emails: number;
}

/**
 * The issue dates of a weekly profile starting on `startDate`, up to and including the last whose
 * 09:00 in `timeZone` has come by `now`.
 */
export function weeklyDatesDue(startDate: string, timeZone: string, now: Date): string[] {
  const dates: string[] = [];
  for (let k = 0; ; k++) {
    const date = addDays(startDate, 7 * k);
    const [y, m, d] = date.split('-').map(Number);
    if (new TZDate(y, m - 1, d, ISSUE_HOUR, 0, 0, timeZone).getTime() > now.getTime()) return dates;
    dates.push(date);
  }
}

/**
 * `profiles` weekly recurring profiles with back-fill, spread round-robin over `users` accounts
 * (their time zones taken in turn from `zones`), each starting `weeks` weeks before the owner's
 * today at `now`, so each owes weeks + 1 occurrences (weeks where today's 09:00 is still to come in
 * its zone). Every `draftEvery`-th profile is in draft mode (0: none). One client per profile, so an
 * invoice email is known by its recipient and number. Profiles are made through the real operation.
 */
export async function seedProfiles(
  database: Database,
  opts: { profiles: number; users: number; weeks: number; now: Date; zones?: string[]; draftEvery?: number },
): Promise<Fleet> {
  const db = database.db;
  const zones = opts.zones ?? ['UTC'];
  const tag = crypto.randomBytes(4).toString('hex');
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: opts.users }, (_, i) => ({
        email: `owner-${tag}-${i}@example.com`,
        passwordHash: 'not-a-real-hash',
        timeZone: zones[i % zones.length],
      })),
    )
    .returning({ id: users.id, email: users.email, timeZone: users.timeZone });
  await db.insert(settings).values(
    userRows.map((u, i) => ({
      userId: u.id,
      companyName: `Studio ${i}`,
      email: `billing-${i}@studio.example`,
      invoiceNumberStart: 1,
    })),
  );
  await db
    .insert(reminderFlowTemplates)
    .values(userRows.map((u) => ({ ...defaultTemplateValues(), userId: u.id })));
  const clientRows = await db
    .insert(clients)
    .values(
      Array.from({ length: opts.profiles }, (_, k) => ({
        userId: userRows[k % opts.users].id,
        clientId: `C-${k}`,
        name: `Client ${k}`,
        email: `client-${tag}-${k}@example.com`,
        // The company's country (settings default DE): a domestic client.
        country: 'DE',
      })),
    )
    .returning({ id: clients.id, userId: clients.userId, email: clients.email });

  const config = loadConfig({ DATA_DIR: os.tmpdir(), ...UNLIMITED_MAIL });
  const mailer = createAppMailer(db, config);
  const deps = createAppDeps(db, mailer, config);
  const profiles: SeededProfile[] = new Array(opts.profiles);
  try {
    let next = 0;
    const create = async () => {
      for (let k = next++; k < opts.profiles; k = next++) {
        const user = userRows[k % opts.users];
        const client = clientRows[k];
        const startDate = addDays(todayIn(user.timeZone, opts.now), -7 * opts.weeks);
        const sendMode = opts.draftEvery && k % opts.draftEvery === opts.draftEvery - 1 ? 'draft' : 'send';
        const input = recurringInvoiceInputSchema.parse({
          clientId: client.id,
          currency: 'EUR',
          notes: 'Thank you for your business.',
          projectDescription: 'Weekly cleaning',
          lineItems: [{ description: 'Office cleaning', quantity: 4, unit: 'hours', rate: '35' }],
          // No reminders, and terms long enough that none of these invoices is overdue at `now`:
          // the only emails are the invoice emails and the drafts' digests.
          sendReminders: false,
          reminderFlowTemplateId: null,
          paymentTermsDays: 60,
          frequency: 'weekly',
          startDate,
          sendMode,
          backfill: true,
        });
        const made = await createRecurringInvoice(deps, user.id, input, opts.now);
        profiles[k] = {
          id: made.id,
          userId: user.id,
          timeZone: user.timeZone,
          sendMode,
          clientEmail: client.email,
          expected: weeklyDatesDue(startDate, user.timeZone, opts.now),
        };
      }
    };
    await Promise.all(Array.from({ length: 8 }, create));
  } finally {
    mailer.close();
  }
  const occurrences = profiles.reduce((n, p) => n + p.expected.length, 0);
  const emails = profiles.reduce((n, p) => n + (p.sendMode === 'send' ? p.expected.length : 0), 0);
  return { now: opts.now, users: userRows, profiles, occurrences, emails };
}

/** What a worker process reports on stdout, one line each (see worker-process.ts). */
export interface WorkerProbe {
  /** An invoice email was queued in an issuing transaction (not yet committed); n counts them from 1. */
  onQueued?(invoiceId: number, n: number): Promise<void> | void;
  /** The worker asked the outbox to deliver one message now: its generator has finished issuing. */
  onDeliver?(outboxId: number): void;
}

/** A mailer that tells `probe` what the generator does with it, and otherwise is `inner`. */
function probed(inner: Mailer, probe: WorkerProbe): Mailer {
  let queued = 0;
  return {
    ...inner,
    async enqueueDeferred(tx, input) {
      const id = await inner.enqueueDeferred(tx, input);
      if (input.invoiceId != null) await probe.onQueued?.(input.invoiceId, ++queued);
      return id;
    },
    deliver(id, now) {
      probe.onDeliver?.(id);
      return inner.deliver(id, now);
    },
  };
}

/** A worker with its own pool (as reminders' openWorker), its mailer watched by `probe`. */
export async function openRecurringWorker(databaseUrl: string, smtpUrl: string, probe: WorkerProbe = {}) {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 5 });
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    DATA_DIR: os.tmpdir(),
    ...UNLIMITED_MAIL,
  });
  const inner = createAppMailer(database.db, config);
  const mailer = probed(inner, probe);
  return {
    tick: (now: Date) => runTick(createAppDeps(database.db, mailer, config), now),
    async close() {
      inner.close();
      await database.close();
    },
  };
}

export interface WorkerLine {
  /** performance.timeOrigin + performance.now() in this process when the line arrived. */
  at: number;
  text: string;
}

export interface RecurringWorkerProcess {
  child: ChildProcess;
  lines: WorkerLine[];
  /** The first line (already seen or still to come) that `match` accepts; undefined if the process exits first. */
  waitFor(match: (text: string) => boolean): Promise<WorkerLine | undefined>;
  /** Lets the process start its ticks (it loads and connects first, then waits for this). */
  go(): void;
}

/** The real clock, the same in every process, also where TEST_CLOCK moves the Date of a test. */
export const realNow = () => performance.timeOrigin + performance.now();

/**
 * A faked `now` for the runs: tomorrow at 12:00 UTC — after 09:00 in UTC and Berlin, before it in
 * New York. Never earlier than the clock of the worker processes (the test's, test/child-clock.ts):
 * the outbox stamps a queued message's first attempt with it, so a tick at an earlier `now` would
 * not see the messages a killed worker queued but did not deliver.
 */
export function tomorrowAtNoonUtc(): Date {
  const tomorrow = new Date(Date.now() + 86_400_000);
  return new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), 12));
}

/**
 * Starts a worker process that opens its pool, prints "ready", waits for go(), runs `ticks` worker
 * ticks at `now` (a minute apart) and prints "done". With `holdAfter`, after queueing its
 * holdAfter-th invoice email it prints "hold <invoiceId>" and never finishes that transaction: the
 * moment to kill it, mid-way through issuing, with its locks held.
 */
export function spawnRecurringWorker(env: {
  databaseUrl: string;
  smtpUrl: string;
  now: Date;
  ticks?: number;
  holdAfter?: number;
}): RecurringWorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', RECURRING_WORKER_SCRIPT], {
    env: {
      ...process.env,
      DATABASE_URL: env.databaseUrl,
      SMTP_URL: env.smtpUrl,
      TICK_NOW: env.now.toISOString(),
      ...childClockEnv(),
      TICKS: String(env.ticks ?? 1),
      HOLD_AFTER: env.holdAfter ? String(env.holdAfter) : '',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: WorkerLine[] = [];
  const waiters = new Set<() => void>();
  let closed = false;
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  readline.createInterface({ input: child.stdout! }).on('line', (text) => {
    lines.push({ at: realNow(), text });
    wake();
  });
  // 'close' comes after the last stdout line was read.
  child.once('close', () => {
    closed = true;
    wake();
  });
  return {
    child,
    lines,
    waitFor(match) {
      return new Promise((resolve) => {
        const check = () => {
          const line = lines.find((l) => match(l.text));
          if (line || closed) {
            waiters.delete(check);
            resolve(line);
          }
        };
        waiters.add(check);
        check();
      });
    },
    go() {
      child.stdin!.end('go\n');
    },
  };
}

/** Waits until every process is ready, then starts them all at once; answers the moment of the start. */
export async function startTogether(procs: RecurringWorkerProcess[]): Promise<number> {
  const ready = await Promise.all(procs.map((p) => p.waitFor((t) => t === 'ready')));
  if (ready.some((r) => r === undefined)) throw new Error('a worker process exited before it was ready');
  const at = realNow();
  for (const p of procs) p.go();
  return at;
}

/**
 * What is left to do at `now`: occurrences whose 09:00 has come, emails not yet sent (or being
 * sent), drafts not yet listed in a digest.
 */
export async function pendingWork(database: Database, now: Date) {
  const db = database.db;
  const active = await db
    .select({ nextIssueDate: recurringInvoices.nextIssueDate, timeZone: users.timeZone })
    .from(recurringInvoices)
    .innerJoin(users, eq(users.id, recurringInvoices.userId))
    .where(and(eq(recurringInvoices.paused, false), sql`${recurringInvoices.nextIssueDate} is not null`));
  const due = active.filter((p) => weeklyDatesDue(p.nextIssueDate!, p.timeZone, now).length > 0).length;
  const [mail] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['pending', 'sending']));
  const [digest] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recurringOccurrences)
    .where(eq(recurringOccurrences.digestPending, true));
  return { dueProfiles: due, unsentEmails: mail.count, undigestedDrafts: digest.count };
}

export const nothingPending = (w: Awaited<ReturnType<typeof pendingWork>>) =>
  w.dueProfiles === 0 && w.unsentEmails === 0 && w.undigestedDrafts === 0;

export interface RecurringReport {
  /** Occurrences owed by the schedule. */
  occurrences: number;
  /** (profile, date) pairs with no occurrence row, or with one not on the schedule. */
  missingOccurrences: number;
  unexpectedOccurrences: number;
  /** Profiles whose invoices (dates, status, link) differ from the schedule. */
  profilesWrong: number;
  /** Users whose invoice numbers are not exactly 1..N. */
  usersWithNumberGaps: number;
  duplicateNumbers: number;
  /** Invoice emails owed (one per send-mode occurrence) and what the SMTP server received. */
  emails: number;
  delivered: number;
  missingEmails: number;
  duplicatedEmails: number;
  emailsWithoutPdf: number;
  /** Drafts, and how many are listed in no digest or in more than one. */
  drafts: number;
  digests: number;
  draftsNotListed: number;
  draftsListedTwice: number;
  /** Messages that are neither an expected invoice email nor a digest. */
  strayMessages: number;
  /** Outbox rows not sent (pending, sending, failed, cancelled). */
  outboxNotSent: number;
}

/** Compares the database and what the SMTP server received with the schedule of `fleet`. */
export async function checkRecurring(
  database: Database,
  sink: SmtpSink,
  fleet: Fleet,
): Promise<RecurringReport> {
  const db = database.db;
  const profileIds = fleet.profiles.map((p) => p.id);
  const occurrenceRows = await db
    .select({
      profileId: recurringOccurrences.profileId,
      issueDate: recurringOccurrences.issueDate,
      invoiceId: recurringOccurrences.invoiceId,
    })
    .from(recurringOccurrences)
    .where(inArray(recurringOccurrences.profileId, profileIds));
  const invoiceRows = await db
    .select({
      id: invoices.id,
      userId: invoices.userId,
      invoiceNumber: invoices.invoiceNumber,
      issueDate: invoices.issueDate,
      status: invoices.status,
      clientEmail: invoices.clientEmail,
      recurringInvoiceId: invoices.recurringInvoiceId,
    })
    .from(invoices)
    .where(
      inArray(
        invoices.userId,
        fleet.users.map((u) => u.id),
      ),
    );

  // Occurrences: exactly the schedule, each with its own invoice.
  const byProfile = new Map<number, typeof occurrenceRows>();
  for (const o of occurrenceRows) byProfile.set(o.profileId, [...(byProfile.get(o.profileId) ?? []), o]);
  const invoicesByProfile = new Map<number, typeof invoiceRows>();
  for (const i of invoiceRows)
    if (i.recurringInvoiceId !== null)
      invoicesByProfile.set(i.recurringInvoiceId, [
        ...(invoicesByProfile.get(i.recurringInvoiceId) ?? []),
        i,
      ]);
  let missingOccurrences = 0;
  let unexpectedOccurrences = 0;
  let profilesWrong = 0;
  const invoiceById = new Map(invoiceRows.map((i) => [i.id, i]));
  for (const p of fleet.profiles) {
    const rows = byProfile.get(p.id) ?? [];
    const dates = rows.map((r) => r.issueDate);
    missingOccurrences += p.expected.filter((d) => !dates.includes(d)).length;
    unexpectedOccurrences += dates.filter((d, i) => !p.expected.includes(d) || dates.indexOf(d) !== i).length;
    const made = (invoicesByProfile.get(p.id) ?? []).sort((a, b) => a.issueDate.localeCompare(b.issueDate));
    const status = p.sendMode === 'send' ? 'sent' : 'draft';
    const linked = rows.every(
      (r) => r.invoiceId !== null && invoiceById.get(r.invoiceId)?.recurringInvoiceId === p.id,
    );
    const right =
      linked &&
      made.length === p.expected.length &&
      made.every((inv, k) => inv.issueDate === p.expected[k] && inv.status === status);
    if (!right) profilesWrong++;
  }

  // Invoice numbers: per user exactly 1..N (N = what the user's profiles owe), no number twice.
  let usersWithNumberGaps = 0;
  let duplicateNumbers = 0;
  for (const u of fleet.users) {
    const owed = fleet.profiles.filter((p) => p.userId === u.id).reduce((n, p) => n + p.expected.length, 0);
    const numbers = invoiceRows
      .filter((i) => i.userId === u.id)
      .map((i) => Number(i.invoiceNumber.split('-')[1]))
      .sort((a, b) => a - b);
    duplicateNumbers += numbers.length - new Set(numbers).size;
    if (numbers.length !== owed || numbers.some((n, k) => n !== k + 1)) usersWithNumberGaps++;
  }

  // Emails: one per send-mode invoice, known by recipient and number; each draft in one digest.
  const expectedEmails = new Map<string, number>();
  const draftsOf = new Map<string, Map<string, number>>();
  const ownerEmail = new Map(fleet.users.map((u) => [u.id, u.email]));
  for (const i of invoiceRows) {
    if (i.status === 'draft') {
      const email = ownerEmail.get(i.userId)!;
      const listed = draftsOf.get(email) ?? new Map<string, number>();
      listed.set(i.invoiceNumber, 0);
      draftsOf.set(email, listed);
    } else expectedEmails.set(`${i.clientEmail}|${i.invoiceNumber}`, 0);
  }
  let emailsWithoutPdf = 0;
  let strayMessages = 0;
  let digests = 0;
  for (const m of await sink.messages()) {
    const to = m.to?.[0]?.address ?? '';
    const invoiceSubject = /^Invoice (\S+) from /.exec(m.subject ?? '');
    const key = invoiceSubject && `${to}|${invoiceSubject[1]}`;
    if (key && expectedEmails.has(key)) {
      expectedEmails.set(key, expectedEmails.get(key)! + 1);
      if (!m.attachments.some((a) => a.filename === `invoice-${invoiceSubject[1]}.pdf`)) emailsWithoutPdf++;
    } else if (/ready for review$/.test(m.subject ?? '') && draftsOf.has(to)) {
      digests++;
      const listed = draftsOf.get(to)!;
      for (const [, number] of (m.text ?? '').matchAll(/^- (\S+) for /gm)) {
        if (listed.has(number)) listed.set(number, listed.get(number)! + 1);
        else strayMessages++;
      }
    } else strayMessages++;
  }
  const counts = [...expectedEmails.values()];
  const draftCounts = [...draftsOf.values()].flatMap((m) => [...m.values()]);
  const [outbox] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(sql`${emailOutbox.status} <> 'sent'`);
  return {
    occurrences: fleet.occurrences,
    missingOccurrences,
    unexpectedOccurrences,
    profilesWrong,
    usersWithNumberGaps,
    duplicateNumbers,
    emails: fleet.emails,
    delivered: counts.filter((c) => c > 0).length,
    missingEmails: counts.filter((c) => c === 0).length + Math.max(0, fleet.emails - counts.length),
    duplicatedEmails: counts.filter((c) => c > 1).length,
    emailsWithoutPdf,
    drafts: draftCounts.length,
    digests,
    draftsNotListed: draftCounts.filter((c) => c === 0).length,
    draftsListedTwice: draftCounts.filter((c) => c > 1).length,
    strayMessages,
    outboxNotSent: outbox.count,
  };
}

/** The report's "something went wrong" counters, all of which must be 0. */
export function faults(r: RecurringReport) {
  return {
    missingOccurrences: r.missingOccurrences,
    unexpectedOccurrences: r.unexpectedOccurrences,
    profilesWrong: r.profilesWrong,
    usersWithNumberGaps: r.usersWithNumberGaps,
    duplicateNumbers: r.duplicateNumbers,
    missingEmails: r.missingEmails,
    duplicatedEmails: r.duplicatedEmails,
    emailsWithoutPdf: r.emailsWithoutPdf,
    draftsNotListed: r.draftsNotListed,
    draftsListedTwice: r.draftsListedTwice,
    strayMessages: r.strayMessages,
    outboxNotSent: r.outboxNotSent,
  };
}

export const NO_FAULTS: ReturnType<typeof faults> = {
  missingOccurrences: 0,
  unexpectedOccurrences: 0,
  profilesWrong: 0,
  usersWithNumberGaps: 0,
  duplicateNumbers: 0,
  missingEmails: 0,
  duplicatedEmails: 0,
  emailsWithoutPdf: 0,
  draftsNotListed: 0,
  draftsListedTwice: 0,
  strayMessages: 0,
  outboxNotSent: 0,
};
