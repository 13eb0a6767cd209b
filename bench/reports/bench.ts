/**
 * Reports on PGlite with one user holding 10,000 invoices: GET /api/reports (each report type) and
 * GET /api/reports/invoices, measured against a hello-world route of the same process.
 */
import os from 'node:os';
import { getReport, reportInvoicesJson } from '../../server/features/reports/operations';
import { seedInvoices } from '../invoices/seed';
import { BENCH_ORIGIN, withBenchApp } from '../lib/bench-app';
import { fmt, type LoadResult, load, timeCalls } from '../lib/load';
import type { BenchModule } from '../lib/report';

const INVOICES = 10_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
/** Server time of the slowest report type (overview) at the median. */
const TARGET_REPORT_P50_MS = 50;

async function run(): Promise<string> {
  return withBenchApp(async ({ app, database, origin, signUp }) => {
    const { cookie, userId } = await signUp('bench-reports@example.com');
    const client = await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { cookie, origin: BENCH_ORIGIN },
      payload: { name: 'Bench Client GmbH', email: 'accounts@bench.example' },
    });
    await seedInvoices(database.db, userId, client.json().id, INVOICES);
    const rowsBytes = (await app.inject({ url: '/api/reports/invoices', headers: { cookie } })).rawPayload
      .length;

    // Server time without HTTP: each call alone, one after another.
    const query = (reportType: 'overview' | 'revenue' | 'client' | 'aging') =>
      ({ reportType, status: 'all' }) as const;
    const serverTime = {
      overview: await timeCalls(200, () => getReport(app.deps, userId, query('overview'))),
      client: await timeCalls(200, () => getReport(app.deps, userId, query('client'))),
      aging: await timeCalls(200, () => getReport(app.deps, userId, query('aging'))),
      rows: await timeCalls(20, () => reportInvoicesJson(app.deps, userId, { status: 'all' })),
    };

    const routes: [string, string, Record<string, string>][] = [
      ['hello-world (baseline)', '/bench/hello', {}],
      ['GET /api/reports (overview)', '/api/reports?reportType=overview', { cookie }],
      ['GET /api/reports (client)', '/api/reports?reportType=client&status=all', { cookie }],
      ['GET /api/reports/invoices', '/api/reports/invoices', { cookie }],
    ];
    const results: LoadResult[] = [];
    for (const [label, route, headers] of routes) {
      console.log(`  loading ${label} for ${DURATION_S} s`);
      results.push(
        await load(origin, label, route, { duration: DURATION_S, connections: CONNECTIONS, headers }),
      );
    }
    return report(results, serverTime, rowsBytes);
  });
}

type Timing = { p50: number; p99: number; mean: number };

function report(
  results: LoadResult[],
  st: Record<'overview' | 'client' | 'aging' | 'rows', Timing>,
  rowsBytes: number,
) {
  const hello = results[0];
  const rows = results.map(
    (x) =>
      `| ${x.label} | ${fmt(x.requestsPerSecond, 0)} | ${fmt(x.p50, 0)} | ${fmt(x.p99, 0)} | ${x === hello ? '1' : fmt(x.requestsPerSecond / hello.requestsPerSecond, 4)} | ${x.failures} |`,
  );
  const slowest = Math.max(st.overview.p50, st.client.p50, st.aging.p50);
  const verdict =
    slowest < TARGET_REPORT_P50_MS ? 'met' : `missed by ${fmt(slowest - TARGET_REPORT_P50_MS)} ms`;
  return `## Reports (\`npm run bench -- reports\`)

Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} CPU cores (load average ${fmt(os.loadavg()[0])} at the end), Node ${process.version},
embedded PGlite in a temporary DATA_DIR. One user with ${INVOICES.toLocaleString('en-US')} invoices (the invoices bench's
seed: paid, sent, overdue and draft over four months; EUR and USD). autocannon on loopback, ${CONNECTIONS} connections,
${DURATION_S} s per route; signed-in routes also read their session row.

| Route | req/s | p50 ms | p99 ms | req/s vs hello-world | failed |
|---|---:|---:|---:|---:|---:|
${rows.join('\n')}

Server time of the operation alone (in-process, sequential calls, no HTTP):

| Operation | p50 ms | p99 ms |
|---|---:|---:|
| overview: context, summary with change figures, revenue by month, aging (4 queries) | ${fmt(st.overview.p50)} | ${fmt(st.overview.p99)} |
| client report: summary, change figures, per-client totals | ${fmt(st.client.p50)} | ${fmt(st.client.p99)} |
| aging report | ${fmt(st.aging.p50)} | ${fmt(st.aging.p99)} |
| report rows, all ${INVOICES.toLocaleString('en-US')} invoices less drafts (one query building the JSON) | ${fmt(st.rows.p50)} | ${fmt(st.rows.p99)} |

Target: every report type under ${TARGET_REPORT_P50_MS} ms of server time at the median — ${verdict} (slowest p50
${fmt(slowest)} ms; p99 as measured above, on a machine with the load average shown).
Every figure is a SQL aggregate over the user's invoices (counts and sums with FILTER, grouped by currency;
each row's conditions worked out once), so the work grows with the number of invoices but never loads them
into the process. PGlite runs one query at a time: under ${CONNECTIONS} connections requests queue, so the HTTP
p50 is roughly ${CONNECTIONS} × the server time. A busy machine shows up in the p99 columns first. The report rows are
${fmt(rowsBytes / 1e6)} MB of JSON for the Invoice Details table and the CSV export; the page shows 50 at a time.`;
}

const bench: BenchModule = { id: 'reports', run };
export default bench;
