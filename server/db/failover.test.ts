/**
 * Issue #22 item 1: PostgreSQL backends terminated under load and during a worker tick (as a
 * failover or a restart does). The real `npm start` and `npm run worker` processes run against a
 * database of their own, and only that database's backends are terminated (other test files share
 * the server). PGlite has no connections to lose, so this needs TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_MAIL } from '../../bench/lib/bench-app';
import { checkExactlyOnce, openWorker, reminderRows, seedDueInvoices } from '../../bench/reminders/harness';
import { scratchTestDatabase } from '../../test/app';
import { type Answer, call, visit } from '../../test/http-visitor';
import { type DuelyProcess, freePort, spawnDuely, waitFor } from '../../test/processes';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { ENGINE_CONCURRENCY } from '../features/reminders/engine';
import { CLAIM_MS } from '../mail/outbox';
import { DATABASE_UNREACHABLE } from '../plugins/errors';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn('Failover tests skipped: they need PostgreSQL (set TEST_DATABASE_URL).');

/** The processes' clocks are real ones (TEST_CLOCK moves only this process's Date). */
const realNow = () => new Date(Math.round(performance.timeOrigin + performance.now()));

describe.skipIf(!serverUrl)('a dropped database connection (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof scratchTestDatabase>>;
  let admin: pg.Client;
  let sink: SmtpSink;
  let server: DuelyProcess;
  let worker: DuelyProcess;
  let base: string;
  let dataDir: string;

  /** Terminates every backend of the scratch database (never another's); returns how many. */
  async function terminateBackends(): Promise<number> {
    const { rows } = await admin.query(
      'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [scratch.name],
    );
    return rows.filter((r) => r.done).length;
  }

  /**
   * Waits until a backend of `app` is inside a statement or a transaction, so the termination hits
   * work (or until `owner`, the process holding those backends, has exited).
   */
  async function waitForBusyBackend(owner: DuelyProcess, app: string) {
    await waitFor(
      async () => {
        if (!alive(owner)) return true;
        const { rows } = await admin.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND state IN ('active', 'idle in transaction')
             AND application_name = $2`,
          [scratch.name, app],
        );
        return rows.length > 0;
      },
      30_000,
      `a busy backend of ${app}`,
    );
  }

  /** Reads through the test's own pool, which replaces its terminated connections like the app's. */
  async function rowsOf(text: string): Promise<unknown[]> {
    return ((await scratch.database.db.execute(sql.raw(text))) as unknown as { rows: unknown[] }).rows;
  }

  const alive = (p: DuelyProcess) => p.child.exitCode === null && p.child.signalCode === null;

  beforeAll(async () => {
    scratch = await scratchTestDatabase('duely_failover');
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    sink = await startSmtpSink();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-failover-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      SKIP_CLIENT_BUILD: '1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      SESSION_SECRET: 'failover-secret-failover-secret-0123456789',
      PDF_WORKERS: '1',
      ...UNLIMITED_MAIL,
    };
    const withName = (name: string) => {
      const url = new URL(scratch.url);
      url.searchParams.set('application_name', name);
      return url.toString();
    };
    server = spawnDuely('server/main.ts', {
      ...env,
      DATABASE_URL: withName('duely-server'),
      PORT: String(port),
      HOST: '127.0.0.1',
      RUN_WORKER: 'false',
    });
    worker = spawnDuely('server/worker-main.ts', {
      ...env,
      DATABASE_URL: withName('duely-worker'),
      LOG_LEVEL: 'info', // its start line
      WORKER_INTERVAL_MS: '300',
    });
    await waitFor(() => server.output().includes('Duely is running at'), 90_000, 'the server to start');
    await waitFor(() => worker.output().includes('worker started'), 90_000, 'the worker to start');
  }, 120_000);

  afterAll(async () => {
    for (const p of [server, worker]) if (p && alive(p)) p.child.kill('SIGTERM');
    await Promise.all([server?.exited, worker?.exited]);
    await admin?.end();
    await scratch?.drop();
    await sink?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the server serving while backends are terminated under load; every request answers or says 503; nothing is half-done', async () => {
    const answers: Answer[] = [];
    let stopped = false;
    const today = realNow().toISOString().slice(0, 10);
    const load = Array.from({ length: 4 }, () => visit(base, today, () => stopped, answers));
    let terminated = 0;
    try {
      for (let round = 0; round < 8 && alive(server); round++) {
        const before = answers.length;
        await waitForBusyBackend(server, 'duely-server');
        terminated += await terminateBackends();
        // The next termination only after the server has answered again.
        await waitFor(() => answers.length >= before + 4 || !alive(server), 30_000, 'answers');
      }
    } finally {
      stopped = true;
      await Promise.all(load);
    }
    expect(alive(server), server.output()).toBe(true);
    expect(alive(worker), worker.output()).toBe(true);
    expect(terminated).toBeGreaterThan(0);

    const unexpected = answers.filter((a) => ![200, 201, 503].includes(a.status));
    expect(unexpected).toEqual([]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused)
      expect(JSON.parse(a.body)).toEqual({
        code: 'database_unreachable',
        message: DATABASE_UNREACHABLE,
      });

    // Serving again: health, a new account, an invoice.
    await waitFor(async () => (await call(base, 'GET', '/api/health')).status === 200, 10_000, 'health');
    const after: Answer[] = [];
    await visit(base, today, () => after.some((a) => a.what === 'invoice'), after);
    expect(after.map((a) => a.status)).toEqual([201, 201, 201]);

    // Nothing half-done: every account has its settings, every invoice its number and both lines,
    // and the per-account counters match the rows they numbered, without gaps or repeats (a
    // number taken in a transaction that died with its connection is not used up).
    expect(
      await rowsOf(
        'SELECT id FROM users u WHERE NOT EXISTS (SELECT 1 FROM settings s WHERE s.user_id = u.id)',
      ),
    ).toEqual([]);
    expect(
      await rowsOf(`SELECT i.id FROM invoices i JOIN users u ON u.id = i.user_id WHERE u.email LIKE 'failover-%'
                 AND (i.invoice_number IS NULL OR (SELECT count(*) FROM line_items l WHERE l.invoice_id = i.id) <> 2)`),
    ).toEqual([]);
    expect(
      await rowsOf(`SELECT c.user_id FROM counters c WHERE c.kind = 'client'
                 AND c.next_value - 1 <> (SELECT count(*) FROM clients k WHERE k.user_id = c.user_id)`),
    ).toEqual([]);
    expect(
      await rowsOf(`SELECT c.user_id FROM counters c JOIN invoices i ON i.user_id = c.user_id WHERE c.kind = 'invoice'
                 GROUP BY c.user_id, c.next_value
                 HAVING max(i.invoice_number_seq) <> c.next_value - 1 OR count(DISTINCT i.invoice_number) <> count(*)
                   OR count(*) <> max(i.invoice_number_seq) - min(i.invoice_number_seq) + 1`),
    ).toEqual([]);
    const created = answers
      .filter((a) => a.what === 'invoice' && a.status === 201)
      .map((a) => JSON.parse(a.body).id);
    const stored = await rowsOf(`SELECT id FROM invoices WHERE id IN (${created.join(',') || 'NULL'})`);
    expect(stored).toHaveLength(created.length);
  }, 180_000);

  it('keeps the worker running when backends are terminated during a tick; the tick is retried and each reminder goes once', async () => {
    const n = 24;
    const now = realNow();
    const ids = await seedDueInvoices(scratch.database, n, now);
    sink.delayMs = 30; // a slow mail server keeps the tick running while the backends go
    let terminated = 0;
    for (let round = 0; round < 5 && alive(worker); round++) {
      await waitForBusyBackend(worker, 'duely-worker');
      terminated += await terminateBackends();
    }
    expect(alive(worker), worker.output()).toBe(true);
    expect(terminated).toBeGreaterThan(0);
    sink.delayMs = 0;

    // The worker's next ticks finish the run by themselves: every reminder claimed and nothing due
    // left, except messages whose result was lost with the connection (they wait out their lease).
    await waitFor(
      async () => {
        const rows = await reminderRows(scratch.database);
        const due = await rowsOf(
          `SELECT 1 FROM email_outbox WHERE (status = 'pending' AND next_attempt_at <= now())
             OR (status = 'sending' AND locked_until <= now())`,
        );
        return rows.length === 2 * n && due.length === 0;
      },
      120_000,
      'the worker to catch up',
    );
    expect(alive(worker), worker.output()).toBe(true);

    // Once those leases have run out, a tick sends what is left; no invoice has gone without its reminder.
    const later = await openWorker(scratch.url, sink.url);
    try {
      await later.tick(new Date(now.getTime() + CLAIM_MS + 5 * 60_000));
    } finally {
      await later.close();
    }
    const report = await checkExactlyOnce(sink, n);
    expect(report.missing).toBe(0);
    // Only a message handed to the mail server whose "sent" was lost with the connection can repeat.
    expect(report.extraMessages).toBeLessThanOrEqual(terminated * ENGINE_CONCURRENCY);
    const rows = (await reminderRows(scratch.database)).filter((r) => ids.includes(r.invoiceId));
    const byInvoice = new Map<number, string[]>();
    for (const r of rows)
      byInvoice.set(r.invoiceId, [...(byInvoice.get(r.invoiceId) ?? []), `${r.stepKey}:${r.status}`]);
    for (const id of ids) expect(byInvoice.get(id)?.sort()).toEqual(['due:skipped', 'first:sent']);
  }, 240_000);
});
