/**
 * The reminder engine at full size on PostgreSQL: 500 invoices with a reminder due, worker
 * processes started at the same moment, a real SMTP server on loopback. Reports reminders delivered
 * per second and whether every reminder arrived exactly once, also with one worker killed mid-run.
 */
import os from 'node:os';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { reminderAttachments } from '../../server/features/document-mail/attachments';
import { loadInvoicePrint } from '../../server/features/documents/print';
import { invoicePdfFile } from '../../server/features/documents/render';
import {
  CLAIM_BATCH,
  claimDueStep,
  claimDueSteps,
  ENGINE_CONCURRENCY,
  findDueInvoices,
} from '../../server/features/reminders/engine';
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
  keepInvoicePdfs,
  openWorker,
  scratchDatabase,
  seedDueInvoices,
  spawnWorker,
  startTogether,
} from './harness';

const INVOICES = Number(process.env.BENCH_REMINDERS ?? 500);
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

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
  /** Each invoice's PDF kept beforehand, as its invoice email left it (false: every reminder renders). */
  kept: boolean;
}): Promise<Run> {
  const sink = await startSmtpSink();
  const scratch = await scratchDatabase(SERVER_URL);
  try {
    const now = new Date();
    await seedDueInvoices(scratch.database, INVOICES, now);
    if (opts.kept) await keepInvoicePdfs(scratch.database);
    const smtpUrl = opts.pooled ? `${sink.url}&pool=true` : sink.url;
    const procs = Array.from({ length: opts.workers }, () =>
      spawnWorker({ databaseUrl: scratch.url, smtpUrl, now }),
    );
    const startAt = await startTogether(procs);
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

interface Phases {
  render: number;
  kept: number;
  claimOne: number;
  claimBatch: number;
  deliver: number;
}

/** Server time of one send's parts, in-process and one at a time (no contention): where a send's time goes. */
async function phases(): Promise<Phases> {
  const sink = await startSmtpSink();
  const scratch = await scratchDatabase(SERVER_URL);
  const n = 40;
  try {
    const now = new Date();
    await seedDueInvoices(scratch.database, 3 * n, now);
    const db = scratch.database.db;
    const config = loadConfig(UNLIMITED_MAIL);
    const mailer = createAppMailer(
      db,
      config,
      createTransport({ smtpUrl: `${sink.url}&pool=true`, dataDir: os.tmpdir() }),
    );
    const deps = createAppDeps(db, mailer, config);
    const due = await findDueInvoices(db, now);
    const docs = due.map((c) => ({ userId: c.userId, invoiceId: c.id }));
    const perSend = async (work: () => Promise<unknown>) => {
      const t = performance.now();
      await work();
      return (performance.now() - t) / n;
    };
    // The first render of each PDF (kept from then on), then the kept ones read back.
    const render = await perSend(async () => {
      for (const d of docs) await invoicePdfFile(deps, d.userId, d.invoiceId);
    });
    const kept = await perSend(async () => {
      // What a claim prepares per send: the invoice read with its document once, the kept PDF beside it.
      for (const d of docs.slice(0, n)) {
        const print = await loadInvoicePrint(db, d.userId, d.invoiceId);
        await reminderAttachments(deps, print ? [print] : []);
      }
    });
    const ids: number[] = [];
    const claimOne = await perSend(async () => {
      for (const c of due.slice(0, n)) ids.push((await claimDueStep(deps, c, now))!);
    });
    const claimBatch = await perSend(async () => {
      const rest = due.slice(n, 2 * n);
      for (let i = 0; i < rest.length; i += CLAIM_BATCH) {
        const { claimed } = await claimDueSteps(deps, rest.slice(i, i + CLAIM_BATCH), now);
        ids.push(...claimed.values());
      }
    });
    const deliver = await perSend(async () => {
      for (const id of ids.slice(0, n)) await mailer.deliver(id, now);
    });
    mailer.close();
    return { render, kept, claimOne, claimBatch, deliver };
  } finally {
    await scratch.drop();
    await sink.close();
  }
}

/** The one-minute load average, as the section records it before and after the run. */
const load1 = () => fmt(os.loadavg()[0], 2);

async function run(): Promise<string> {
  const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  if (!(await reachable(SERVER_URL))) {
    return `## Reminder engine (\`npm run bench -- reminders\`)\n\nNot run on ${when}: no PostgreSQL at ${new URL(SERVER_URL).host} (set BENCH_DATABASE_URL). Several workers only make sense on a real PostgreSQL server.`;
  }
  const loadBefore = load1();
  const runs: Run[] = [];
  for (const s of [
    { label: '1 worker, pooled SMTP, PDFs kept', workers: 1, pooled: true, kept: true },
    { label: '3 workers, one SMTP connection per message, PDFs kept', workers: 3, pooled: false, kept: true },
    {
      label: '3 workers, pooled SMTP, no PDF kept yet (each renders)',
      workers: 3,
      pooled: true,
      kept: false,
    },
    { label: '3 workers, pooled SMTP, PDFs kept', workers: 3, pooled: true, kept: true },
    {
      label: '3 workers, one killed with SIGKILL at 20 %, then a restart, PDFs kept',
      workers: 3,
      pooled: true,
      kill: true,
      kept: true,
    },
  ]) {
    console.log(`  ${s.label}…`);
    runs.push(await scenario(s));
  }
  const cost = await phases();
  const loadAfter = load1();
  const rows = runs.map(
    (r) =>
      `| ${r.label} | ${r.workers} | ${fmt(r.seconds, 1)} | ${fmt(r.perSecond, 1)} | ${r.report.delivered} | ${r.report.missing} | ${r.report.duplicated} |`,
  );
  const exact = runs
    .filter((r) => !r.label.includes('SIGKILL'))
    .every((r) => r.report.missing === 0 && r.report.duplicated === 0);
  const killed = runs.find((r) => r.label.includes('SIGKILL'))!;
  const target = runs.find((r) => r.label === '3 workers, pooled SMTP, PDFs kept')!;
  const keptSend = cost.claimBatch + cost.deliver;
  return `## Reminder engine (\`npm run bench -- reminders\`)

Run ${when} on ${os.cpus().length} CPU cores, Node ${process.version}, PostgreSQL at ${new URL(SERVER_URL).host}
(a scratch database per scenario); one-minute load average ${loadBefore} before and ${loadAfter} after. ${INVOICES} sent invoices, issued as Duely issues them (seller and
buyer frozen on them), each due 5 days ago, so each has exactly one reminder to send (the 1st reminder; the
missed due-date note is recorded as skipped). "PDFs kept": each invoice's PDF was rendered and kept before
the run, as its invoice email leaves it (docs/decisions/029-kept-pdfs-and-batched-claims.md); "no PDF kept
yet": each reminder renders it, as for an invoice marked sent without an email from Duely. Worker processes
(\`bench/reminders/worker-process.ts\`, one tick each, their own connection pool) start at the same
moment and claim due steps ${CLAIM_BATCH} at a time; delivery goes to a real SMTP server on loopback
(smtp-server), each email carrying the invoice PDF. Time runs from the common start to the last message
accepted by the SMTP server. Wall-clock figures vary with whatever else the machine runs at the time; the
exactly-once columns do not.

| Scenario | Workers | Seconds | Reminders delivered / s | Delivered | Missing | Duplicated |
|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Before (2026-11-27 02:48, every send rendering its PDF and claimed one transaction each): 1 worker 27.6/s,
3 workers 35.6/s (one SMTP connection per message) and 39.7/s (pooled), 34.5/s with a worker killed.

- Target 1 (≥ 100/s with 3 workers, PDF attached, 0 missing, 0 duplicated): ${target.perSecond >= 100 ? 'met' : 'not met'} here at ${fmt(target.perSecond, 1)}/s.
- Exactly once without crashes: ${exact ? 'yes — every invoice got its reminder once, none twice, none lost' : 'NO — see the table'}.
- With a worker killed by SIGKILL: ${killed.report.missing} missing after the restart, ${killed.report.extraMessages} extra
  message(s). A message can only repeat when the worker died after the SMTP server accepted it but before
  it recorded the delivery (the SMTP handshake window): at most ${ENGINE_CONCURRENCY} per killed worker,
  one per delivery it had in flight.

Where a send's time goes (in-process, one worker, nothing else of Duely running, pooled SMTP, averages over 40 sends):

| Part of one send | ms | Before |
|---|---:|---:|
| render the invoice PDF (the first time; it is kept from then on) | ${fmt(cost.render, 1)} | 32.2 |
| read the kept PDF and the logo (what a reminder attaches once the PDF is kept) | ${fmt(cost.kept, 1)} | — |
| claim one step on its own: look, attachments, lock, re-check, write the reminders row and queue the email in one transaction | ${fmt(cost.claimOne, 1)} | 24.9 (with its render) |
| claim steps ${CLAIM_BATCH} at a time (one transaction, one read of each kind for the batch), per step | ${fmt(cost.claimBatch, 1)} | — |
| deliver over SMTP and record it (outbox claim, send, settle) | ${fmt(cost.deliver, 1)} | 9.9 |

- The first render took ${fmt(cost.render, 1)} ms here against 32.2 ms in the run before: wall-clock figures move
  with the machine and with what else it runs, so compare within one run.
- A send with its PDF kept costs about ${fmt(keptSend, 1)} ms of one worker's time (claim in a batch with its
  attachments ${fmt(cost.claimBatch, 1)} ms, delivery ${fmt(cost.deliver, 1)} ms), against ${fmt(cost.render + cost.claimOne + cost.deliver, 1)} ms when it renders and claims alone.
  What is left is PostgreSQL round trips and MIME building: the delivery's two transactions per message
  (server/mail/outbox.ts claims, sends and settles each message on its own) are now the largest part.
- Workers overlap the waiting, but here the ${os.cpus().length} cores are shared by PostgreSQL, the SMTP server, every
  worker and whatever else runs, so extra workers on the same machine gain little; on separate
  machines each brings its own CPU.
- The SMTP server used here (smtp-server) waits 100 ms before greeting each new connection (its
  early-talker check); pooled connections (\`SMTP_URL=smtp://host:port?pool=true\`) pay that once per
  connection instead of once per message.
`;
}

const reminders: BenchModule = { id: 'reminders', run };
export default reminders;
