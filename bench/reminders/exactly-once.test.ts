/**
 * Several workers on one PostgreSQL database deliver every due reminder exactly once, and a worker
 * killed with SIGKILL loses nothing. PGlite has one connection per process, so this needs a real
 * server: set TEST_DATABASE_URL (npm test does on CI).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { emailOutbox, invoices, reminders } from '../../server/db/schema';
import { persistOverdue } from '../../server/features/invoices/lifecycle';
import { ENGINE_CONCURRENCY } from '../../server/features/reminders/engine';
import { CLAIM_MS } from '../../server/mail/outbox';
import { scratchTestDatabase } from '../../test/app';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import {
  checkExactlyOnce,
  exited,
  openWorker,
  reminderRows,
  seedDueInvoices,
  spawnWorker,
  startTogether,
} from './harness';

const serverUrl = process.env.TEST_DATABASE_URL;
const N = 50;
if (!serverUrl) {
  console.warn(
    'Exactly-once worker tests skipped: they need PostgreSQL. Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to run them.',
  );
}

/** Every invoice has one sent "first" reminder and one skipped due-date note, nothing else. */
async function expectOneSendPerInvoice(
  database: Awaited<ReturnType<typeof scratchTestDatabase>>['database'],
  ids: number[],
) {
  const rows = await reminderRows(database);
  const byInvoice = new Map<number, string[]>();
  for (const r of rows)
    byInvoice.set(r.invoiceId, [...(byInvoice.get(r.invoiceId) ?? []), `${r.stepKey}:${r.status}`]);
  for (const id of ids) expect(byInvoice.get(id)?.sort()).toEqual(['due:skipped', 'first:sent']);
  const pending = await database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'reminder'), eq(emailOutbox.status, 'pending')));
  expect(pending).toEqual([]);
}

describe.skipIf(!serverUrl)('exactly once with several workers (PostgreSQL)', () => {
  let sink: SmtpSink;
  let scratch: Awaited<ReturnType<typeof scratchTestDatabase>>;
  beforeEach(async () => {
    sink = await startSmtpSink();
    scratch = await scratchTestDatabase('duely_reminders');
  });
  afterEach(async () => {
    await scratch.drop();
    await sink.close();
  });

  it(`three workers with their own pools, started at once, deliver each of ${N} reminders exactly once`, async () => {
    const now = new Date();
    const ids = await seedDueInvoices(scratch.database, N, now);
    const workers = await Promise.all([1, 2, 3].map(() => openWorker(scratch.url, sink.url)));
    try {
      await Promise.all(workers.map((w) => w.tick(now)));
      // Ticking again, from every worker, changes nothing.
      await Promise.all(workers.map((w) => w.tick(new Date(now.getTime() + 60_000))));
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
    expect(await checkExactlyOnce(sink, N)).toEqual({
      invoices: N,
      delivered: N,
      missing: 0,
      duplicated: 0,
      extraMessages: 0,
    });
    expect(sink.raw).toHaveLength(N);
    await expectOneSendPerInvoice(scratch.database, ids);
  });

  it('three worker processes, one killed with SIGKILL mid-run: after a restart nothing is lost, nothing duplicated beyond the SMTP handshake window', async () => {
    const now = new Date();
    const ids = await seedDueInvoices(scratch.database, N, now);
    sink.delayMs = 40; // a slow server keeps the run going long enough to kill a worker in it
    const procs = [1, 2, 3].map(() => spawnWorker({ databaseUrl: scratch.url, smtpUrl: sink.url, now }));
    await startTogether(procs);
    const victim = procs[0];
    const deadline = Date.now() + 60_000;
    while (sink.raw.length < N / 5 && Date.now() < deadline && victim.exitCode === null) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const killedMidRun = victim.exitCode === null;
    victim.kill('SIGKILL');
    const codes = await Promise.all(procs.map(exited));
    expect(codes.slice(1)).toEqual([0, 0]);
    expect(killedMidRun).toBe(true);

    // Restart: a new worker after the dead one's claims (CLAIM_MS) have expired.
    sink.delayMs = 0;
    const restarted = await openWorker(scratch.url, sink.url);
    try {
      await restarted.tick(new Date(now.getTime() + CLAIM_MS + 60_000));
    } finally {
      await restarted.close();
    }
    const report = await checkExactlyOnce(sink, N);
    expect(report.missing).toBe(0);
    // Only messages the killed worker had handed to the SMTP server without hearing back can repeat:
    // at most one per delivery it had in flight.
    expect(report.extraMessages).toBeLessThanOrEqual(ENGINE_CONCURRENCY);
    await expectOneSendPerInvoice(scratch.database, ids);
    const claimed = await scratch.database.db.select({ id: reminders.id }).from(reminders);
    expect(claimed).toHaveLength(2 * N);
  });
});

describe.skipIf(!serverUrl)('overdue status with several workers (PostgreSQL)', () => {
  it('three workers marking invoices overdue at once neither deadlock nor miss one', async () => {
    const scratch = await scratchTestDatabase('duely_reminders');
    try {
      const now = new Date();
      const ids = await seedDueInvoices(scratch.database, 300, now);
      const pools = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 2 })),
      );
      try {
        // Each worker runs several passes, as ticks do; every pass must succeed.
        const passes = pools.flatMap((p) => [0, 1, 2].map(() => persistOverdue(p.db, now)));
        const results = await Promise.all(passes);
        const marked = results.flat().map((r) => r.id);
        expect(new Set(marked).size).toBe(marked.length); // no invoice marked twice
        const rows = await scratch.database.db
          .select({ id: invoices.id, status: invoices.status })
          .from(invoices)
          .where(inArray(invoices.id, ids));
        expect(rows.every((r) => r.status === 'overdue')).toBe(true);
        expect(rows).toHaveLength(ids.length);
      } finally {
        await Promise.all(pools.map((p) => p.close()));
      }
    } finally {
      await scratch.drop();
    }
  });
});
