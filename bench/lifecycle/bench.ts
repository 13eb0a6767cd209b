/**
 * The mark-paid request (PATCH /api/invoices/{id} {status: "paid"}) on PGlite, with the payment
 * receipt going to a real SMTP server on loopback, measured against a hello-world route of the same
 * process. The request should cost what its transaction costs: the receipt (PDF render, SMTP) is the
 * worker's job.
 */
import os from 'node:os';
import { startSmtpSink } from '../../test/smtp-sink';
import { seedInvoices, setUpBenchCompany } from '../invoices/seed';
import { BENCH_ORIGIN, withBenchApp } from '../lib/bench-app';
import { fmt, timeCalls } from '../lib/load';
import type { BenchModule } from '../lib/report';

const INVOICES = 400;
const RUNS = 150;

/** Figures of the same bench on the code before the receipt moved to the worker (commit a55e837, load average 0.75). */
const BEFORE = { p50: 36.9, p99: 147.9 };

async function run(): Promise<string> {
  const loadBefore = os.loadavg()[0];
  const sink = await startSmtpSink();
  try {
    return await withBenchApp(
      async ({ app, database, signUp }) => {
        const { cookie, userId } = await signUp('lifecycle@example.com');
        const headers = { cookie, origin: BENCH_ORIGIN };
        const clientId = await setUpBenchCompany(app, headers);
        await seedInvoices(database.db, userId, clientId, INVOICES);
        const open = (await app.inject({ url: '/api/invoices', headers }))
          .json()
          .filter((i: { status: string }) => i.status === 'sent' || i.status === 'overdue')
          .map((i: { id: number }) => i.id);
        if (open.length < RUNS) throw new Error(`only ${open.length} open invoices to mark paid`);
        const hello = await timeCalls(RUNS, () => app.inject({ url: '/bench/hello' }));
        let next = 0;
        const markPaid = await timeCalls(RUNS, async () => {
          const res = await app.inject({
            method: 'PATCH',
            url: `/api/invoices/${open[next++]}`,
            headers,
            payload: { status: 'paid' },
          });
          if (res.statusCode !== 200) throw new Error(`mark paid answered ${res.statusCode}: ${res.body}`);
        });
        // The receipts: delivered by the worker (after) or already by the request (before).
        const deliverStart = performance.now();
        await app.deps.mailer.deliverDue(new Date(), 10_000);
        const deliverMs = performance.now() - deliverStart;
        return report({
          hello,
          markPaid,
          receipts: sink.raw.length,
          deliverMs,
          load: [loadBefore, os.loadavg()[0]],
        });
      },
      { smtpUrl: `${sink.url}&pool=true` },
    );
  } finally {
    await sink.close();
  }
}

type Timing = { p50: number; p99: number; mean: number };

function report(r: {
  hello: Timing;
  markPaid: Timing;
  receipts: number;
  deliverMs: number;
  load: [number, number];
}) {
  return `## Mark paid (\`npm run bench -- lifecycle\`)

Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} CPU cores, Node ${process.version},
embedded PGlite. ${RUNS} invoices marked paid one after another through \`app.inject\` (the whole request in
process, no socket), payment receipts on, mail to a real SMTP server on loopback (smtp-server, pooled
connection). One-minute load average ${fmt(r.load[0], 2)} before and ${fmt(r.load[1], 2)} after.

| Request | p50 ms | p99 ms | mean ms |
|---|---:|---:|---:|
| hello-world (baseline) | ${fmt(r.hello.p50, 2)} | ${fmt(r.hello.p99, 2)} | ${fmt(r.hello.mean, 2)} |
| PATCH /api/invoices/{id} {status: "paid"} | ${fmt(r.markPaid.p50)} | ${fmt(r.markPaid.p99)} | ${fmt(r.markPaid.mean)} |
| the same before the receipt moved to the worker | ${fmt(BEFORE.p50)} | ${fmt(BEFORE.p99)} | |

${r.receipts} receipts reached the SMTP server; the worker's delivery pass after the requests took
${fmt(r.deliverMs, 0)} ms for what was still queued.`;
}

const bench: BenchModule = { id: 'lifecycle', run };
export default bench;
