/**
 * Exactly-once at scale: a scratch PostgreSQL database holding N invoices with a reminder due, a real
 * SMTP server, and several workers (separate pools in this process, or separate processes) running
 * the worker tick at the same moment. Used by the test suite (small N) and the benchmark (large N).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import {
  invoices,
  lineItems,
  reminderFlowTemplates,
  reminders,
  settings,
  users,
} from '../../server/db/schema';
import { currentBuyer, sellerFromSettings } from '../../server/features/documents/parties';
import { invoicePdfFile } from '../../server/features/documents/render';
import { defaultTemplateValues } from '../../server/features/reminders/default-template';
import { DEFAULT_SETTINGS } from '../../server/features/settings/account-context';
import { createAppDeps, createAppMailer } from '../../server/wiring';
import { runTick } from '../../server/worker/tick';
import { addDays } from '../../shared/dates';
import { childClockEnv } from '../../test/moved-date';
import type { SmtpSink } from '../../test/smtp-sink';
import { UNLIMITED_MAIL } from '../lib/bench-app';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WORKER_SCRIPT = path.join(here, 'worker-process.ts');

export { scratchDatabase } from '../../test/scratch-database';

/**
 * N sent invoices spread over a few users (UTC), each due 5 days ago: the due-date note was missed
 * and the first reminder (3 days after) is due, so every invoice has exactly one send to make. Each
 * was issued as Duely issues one: seller and buyer frozen on it, so its PDF may be kept.
 */
export async function seedDueInvoices(database: Database, n: number, now = new Date()) {
  const db = database.db;
  const userCount = Math.max(1, Math.ceil(n / 50));
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: userCount }, (_, i) => ({
        email: `bench-${crypto.randomBytes(4).toString('hex')}-${i}@example.com`,
        passwordHash: 'not-a-real-hash',
        timeZone: 'UTC',
      })),
    )
    .returning({ id: users.id });
  // Reminders go only from an account with a company name and email (docs/decisions/017).
  const companies = userRows.map((u, i) => ({
    userId: u.id,
    companyName: `Studio ${i}`,
    email: `billing-${i}@studio.example`,
  }));
  await db.insert(settings).values(companies);
  const sellers = companies.map((c) =>
    sellerFromSettings({ ...DEFAULT_SETTINGS, companyName: c.companyName, email: c.email }),
  );
  await db
    .insert(reminderFlowTemplates)
    .values(userRows.map((u) => ({ ...defaultTemplateValues(), userId: u.id })));
  const today = now.toISOString().slice(0, 10);
  const ids: number[] = [];
  for (let start = 0; start < n; start += 500) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(500, n - start) }, async (_, k) => {
        const i = start + k;
        const client = { clientId: null, clientName: `Client ${i}`, clientEmail: `client-${i}@example.com` };
        return {
          sellerSnapshot: sellers[i % userCount],
          buyerSnapshot: await currentBuyer(db, userRows[i % userCount].id, client),
          userId: userRows[i % userCount].id,
          invoiceNumber: `INV-${1000 + i}`,
          clientName: `Client ${i}`,
          clientEmail: `client-${i}@example.com`,
          issueDate: addDays(today, -35),
          dueDate: addDays(today, -5),
          status: 'sent',
          currency: 'EUR',
          subtotal: '100.00',
          tax: '19.00',
          taxRate: '19.00',
          total: '119.00',
          taxBreakdown: [
            {
              category: 'S',
              rate: '19.00',
              taxableAmount: '100.00',
              taxAmount: '19.00',
              exemptionReason: null,
            },
          ],
          serviceDate: addDays(today, -35),
          sentAt: new Date(now.getTime() - 35 * 86_400_000),
        };
      }),
    );
    const rows = await db
      .insert(invoices)
      .values(batch)
      .returning({ id: invoices.id, userId: invoices.userId });
    await db.insert(lineItems).values(
      rows.map((r) => ({
        invoiceId: r.id,
        userId: r.userId,
        description: 'Consulting',
        quantity: '1',
        rate: '100.00',
        amount: '100.00',
        taxRate: '19.00',
        taxCategory: 'S',
      })),
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/**
 * Renders and keeps each invoice's PDF, as the invoice email did when Duely sent the invoice: the
 * reminders that follow attach the kept PDF (documents/kept-pdfs.ts).
 */
export async function keepInvoicePdfs(database: Database) {
  const rows = await database.db.select({ id: invoices.id, userId: invoices.userId }).from(invoices);
  const deps = { db: database.db };
  for (let i = 0; i < rows.length; i += 8) {
    await Promise.all(rows.slice(i, i + 8).map((r) => invoicePdfFile(deps, r.userId, r.id)));
  }
}

/** A worker with its own pool, as a separate server process would have. */
export async function openWorker(databaseUrl: string, smtpUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 5 });
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    DATA_DIR: os.tmpdir(),
    ...UNLIMITED_MAIL,
  });
  const mailer = createAppMailer(database.db, config);
  return {
    tick: (now: Date) => runTick(createAppDeps(database.db, mailer, config), now),
    async close() {
      mailer.close();
      await database.close();
    },
  };
}

/**
 * Starts a worker process that runs one tick at `now` once `startTogether` gives it the moment to
 * begin (all processes start at the same moment, each once it has loaded).
 */
export function spawnWorker(env: { databaseUrl: string; smtpUrl: string; now: Date }): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT], {
    env: {
      ...process.env,
      DATABASE_URL: env.databaseUrl,
      SMTP_URL: env.smtpUrl,
      TICK_NOW: env.now.toISOString(),
      ...childClockEnv(),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** The real time in ms, the same in every process, whichever clock a test moved its Date to. */
export const realNow = () => Math.round(performance.timeOrigin + performance.now());

/**
 * Waits until every worker has loaded and opened its database and SMTP connections (each says
 * "ready"), then tells them all to begin at the same moment, just ahead; answers that moment. A
 * process that exits before it is ready fails the wait.
 */
export async function startTogether(procs: ChildProcess[]): Promise<number> {
  await Promise.all(
    procs.map(
      (proc) =>
        new Promise<void>((resolve, reject) => {
          proc.once('message', (message) =>
            message === 'ready' ? resolve() : reject(new Error(String(message))),
          );
          proc.once('exit', (code) =>
            reject(new Error(`a worker process exited (${code}) before it was ready`)),
          );
        }),
    ),
  );
  const startAt = realNow() + 50;
  for (const proc of procs) proc.send({ startAt });
  return startAt;
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** How many messages each client address received. */
export async function deliveriesByRecipient(sink: SmtpSink): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const m of await sink.messages()) {
    for (const to of m.to ?? []) if (to.address) counts.set(to.address, (counts.get(to.address) ?? 0) + 1);
  }
  return counts;
}

/** What the database says: per invoice, the sent "first" reminder rows and any rows not sent or skipped. */
export async function reminderRows(database: Database) {
  return database.db
    .select({ invoiceId: reminders.invoiceId, stepKey: reminders.stepKey, status: reminders.status })
    .from(reminders);
}

export interface ExactlyOnceReport {
  invoices: number;
  delivered: number;
  missing: number;
  duplicated: number;
  extraMessages: number;
}

/** Compares what arrived with one message per invoice. */
export async function checkExactlyOnce(sink: SmtpSink, n: number): Promise<ExactlyOnceReport> {
  const counts = await deliveriesByRecipient(sink);
  let missing = 0;
  let duplicated = 0;
  let extraMessages = 0;
  for (let i = 0; i < n; i++) {
    const c = counts.get(`client-${i}@example.com`) ?? 0;
    if (c === 0) missing++;
    if (c > 1) {
      duplicated++;
      extraMessages += c - 1;
    }
  }
  return { invoices: n, delivered: n - missing, missing, duplicated, extraMessages };
}
