/**
 * The reminder engine at full size on PostgreSQL: 500 invoices with a reminder due, worker
 * processes started at the same moment, a real SMTP server on loopback. Reports reminders delivered
 * per second and whether every reminder arrived exactly once, also with one worker killed mid-run.
 */
import os from 'node:os';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { invoiceAttachment } from '../../server/features/reminders/attachments';
import { claimDueStep, ENGINE_CONCURRENCY, findDueInvoices } from '../../server/features/reminders/engine';
import { CLAIM_MS } from '../../server/mail/outbox';
import { createTransport } from '../../server/mail/transport';
import { createAppDeps, createAppMailer } from '../../server/wiring';
import { startSmtpSink } from '../../test/smtp-sink';
import { UNLIMITED_MAIL } from '../lib/bench-app';
import { fmt } from '../lib/load';
import type { BenchModule } from '../lib/report';
import {
  checkExactlyOnce,
  type ExactlyOnceReport,
  exited,
  openWorker,
  scratchDatabase,
  seedDueInvoices,
  spawnWorker,
} from './harness';

const INVOICES = Number(process.env.BENCH_REMINDERS ?? 500);
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
/** Worker processes need a moment to load before the common start. */
const STARTUP_MS = 5000;

interface Run {
  label: string;
  workers: number;
  seconds: number;
  perSecond: number;
  report: ExactlyOnceReport;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** N invoices, `workers` processes starting together; optionally one killed with SIGKILL at 20 %, then a restart. */
async function scenario(opts: {
  label: string;
  workers: number;
  pooled: boolean;
  kill?: boolean;
}): Promise<Run> {
  const sink = await startSmtpSink();
  const scratch = await scratchDatabase(SERVER_URL);
  try {
    const now = new Date();
    await seedDueInvoices(scratch.database, INVOICES, now);
    const smtpUrl = opts.pooled ? `${sink.url}&pool=true` : sink.url;
    const startAt = Date.now() + STARTUP_MS;
    const procs = Array.from({ length: opts.workers }, () =>
      spawnWorker({ databaseUrl: scratch.url, smtpUrl, now, startAt }),
    );
    if (opts.kill) {
      while (sink.raw.length < INVOICES / 5 && procs[0].exitCode === null)
        await new Promise((r) => setTimeout(r, 5));
      procs[0].kill('SIGKILL');
    }
    await Promise.all(procs.map(exited));
    if (opts.kill) {
      const restarted = await openWorker(scratch.url, smtpUrl);
      await restarted.tick(new Date(now.getTime() + CLAIM_MS + 60_000));
      await restarted.close();
    }
    const last = Math.max(...sink.receivedAt);
    const seconds = (last - startAt) / 1000;
    const report = await checkExactlyOnce(sink, INVOICES);
    return {
      label: opts.label,
      workers: opts.workers,
      seconds,
      perSecond: report.delivered / seconds,
      report,
    };
  } finally {
    await scratch.drop();
    await sink.close();
  }
}

/** Server time of one send's parts, in-process and one at a time (no contention): where a send's time goes. */
async function phases(): Promise<{ pdf: number; claim: number; deliver: number }> {
  const sink = await startSmtpSink();
  const scratch = await scratchDatabase(SERVER_URL);
  const n = 40;
  try {
    const now = new Date();
    await seedDueInvoices(scratch.database, 2 * n, now);
    const db = scratch.database.db;
    const config = loadConfig(UNLIMITED_MAIL);
    const mailer = createAppMailer(
      db,
      config,
      createTransport({ smtpUrl: `${sink.url}&pool=true`, dataDir: os.tmpdir() }),
    );
    const deps = createAppDeps(db, mailer, config);
    const due = await findDueInvoices(db, now);
    let t = performance.now();
    for (const c of due.slice(0, n)) await invoiceAttachment(deps, c.userId, c.id);
    const pdf = (performance.now() - t) / n;
    t = performance.now();
    const ids: number[] = [];
    for (const c of due.slice(n, 2 * n)) ids.push((await claimDueStep(deps, c, now))!);
    const claim = (performance.now() - t) / n;
    t = performance.now();
    for (const id of ids) await mailer.deliver(id, now);
    const deliver = (performance.now() - t) / n;
    mailer.close();
    return { pdf, claim, deliver };
  } finally {
    await scratch.drop();
    await sink.close();
  }
}

async function run(): Promise<string> {
  const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  if (!(await reachable(SERVER_URL))) {
    return `## Reminder engine (\`npm run bench -- reminders\`)\n\nNot run on ${when}: no PostgreSQL at ${new URL(SERVER_URL).host} (set BENCH_DATABASE_URL). Several workers only make sense on a real PostgreSQL server.`;
  }
  const runs: Run[] = [];
  for (const s of [
    { label: '1 worker, one SMTP connection per message', workers: 1, pooled: false },
    { label: '3 workers, one SMTP connection per message', workers: 3, pooled: false },
    { label: '3 workers, pooled SMTP connections', workers: 3, pooled: true },
    {
      label: '3 workers, one killed with SIGKILL at 20 %, then a restart',
      workers: 3,
      pooled: true,
      kill: true,
    },
  ]) {
    console.log(`  ${s.label}…`);
    runs.push(await scenario(s));
  }
  const cost = await phases();
  const rows = runs.map(
    (r) =>
      `| ${r.label} | ${r.workers} | ${fmt(r.seconds, 1)} | ${fmt(r.perSecond, 1)} | ${r.report.delivered} | ${r.report.missing} | ${r.report.duplicated} |`,
  );
  const exact = runs
    .filter((r) => !r.label.includes('SIGKILL'))
    .every((r) => r.report.missing === 0 && r.report.duplicated === 0);
  const killed = runs.find((r) => r.label.includes('SIGKILL'))!;
  return `## Reminder engine (\`npm run bench -- reminders\`)

Run ${when} on ${os.cpus().length} CPU cores, Node ${process.version}, PostgreSQL at ${new URL(SERVER_URL).host}
(a scratch database per scenario). ${INVOICES} sent invoices, each due 5 days ago, so each has exactly one
reminder to send (the 1st reminder; the missed due-date note is recorded as skipped). Worker processes
(\`bench/reminders/worker-process.ts\`, one tick each, their own connection pool) start at the same
moment; delivery goes to a real SMTP server on loopback (smtp-server), each email carrying the invoice PDF.
Time runs from the common start to the last message accepted by the SMTP server. Wall-clock figures
vary with whatever else the machine runs at the time; the exactly-once columns do not.

| Scenario | Workers | Seconds | Reminders delivered / s | Delivered | Missing | Duplicated |
|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

- Exactly once without crashes: ${exact ? 'yes — every invoice got its reminder once, none twice, none lost' : 'NO — see the table'}.
- With a worker killed by SIGKILL: ${killed.report.missing} missing after the restart, ${killed.report.extraMessages} extra
  message(s). A message can only repeat when the worker died after the SMTP server accepted it but before
  it recorded the delivery (the SMTP handshake window): at most ${ENGINE_CONCURRENCY} per killed worker,
  one per delivery it had in flight.

Where a send's time goes (in-process, one at a time, pooled SMTP, averages over 40 sends):

| Part of one send | ms |
|---|---:|
| render the invoice PDF | ${fmt(cost.pdf, 1)} |
| claim one step: render its PDF, then lock, re-check, write the reminders row and queue the email in one transaction | ${fmt(cost.claim, 1)} |
| deliver over SMTP and record it | ${fmt(cost.deliver, 1)} |

- A send is mostly CPU (the PDF above all) plus waiting on PostgreSQL and SMTP. Workers overlap that
  waiting, but here the ${os.cpus().length} cores are shared by PostgreSQL, the SMTP server and every
  worker, so extra workers on the same machine gain little; on separate machines each brings its own CPU.
- The SMTP server used here (smtp-server) waits 100 ms before greeting each new connection (its
  early-talker check); pooled connections (\`SMTP_URL=smtp://host:port?pool=true\`) pay that once per
  connection instead of once per message.
`;
}

const reminders: BenchModule = { id: 'reminders', run };
export default reminders;
