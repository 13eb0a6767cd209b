/**
 * Ten 500-line invoice PDFs at once (ten accounts, one each) while a client polls /api/health and the
 * hello-world route one request after another: how long the other requests wait, and how much the
 * process grows. Once through the PDF pool (GET /api/invoices/{id}/pdf) and once, for comparison,
 * rendered on the event loop as before the pool. Then the pool's fairness (decision 022): another
 * account's one-line PDF, timed alone and while one account keeps its three renders of the 500-line
 * invoice busy.
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/config';
import { loadInvoiceDocument } from '../../server/features/documents/assemble';
import { renderDocument } from '../../server/pdf/invoice-document';
import { pdfPool } from '../../server/pdf/pool';
import { BENCH_ORIGIN, withBenchApp } from '../lib/bench-app';
import { fmt, quantiles } from '../lib/load';
import type { BenchModule } from '../lib/report';

const PDFS = 10;
const LINES = 500;
const TARGET_HEALTH_MS = 100;
/** The pooled burst is measured this many times: one burst's maximum is one sample of a noisy figure. */
const ROUNDS = 3;
/** The other account's one-line PDF is timed this many times alone and this many during the flood. */
const SMALL_SAMPLES = 12;

/** Another account's render time alone and while one account floods the pool (ms per download). */
interface Fairness {
  alone: number[];
  during: number[];
  /** The flooding account's downloads finished meanwhile, and how long each took. */
  flood: number[];
}

/** `n` downloads of `url`, one after another, each timed in ms; every one must answer 200. */
async function timedDownloads(url: string, cookie: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`bench download answered ${res.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * One account keeps its three allowed renders of its 500-line draft busy (each download asked again as
 * soon as it is answered) while another account downloads its one-line draft's PDF, a render every time.
 */
async function measureFairness(
  origin: string,
  flooder: { cookie: string; invoiceId: number },
  other: { cookie: string; invoiceId: number },
): Promise<Fairness> {
  const small = `${origin}/api/invoices/${other.invoiceId}/pdf`;
  await timedDownloads(small, other.cookie, 2); // threads started, fonts loaded
  const alone = await timedDownloads(small, other.cookie, SMALL_SAMPLES);
  let flooding = true;
  const flood: number[] = [];
  const loop = async () => {
    while (flooding)
      flood.push(
        ...(await timedDownloads(`${origin}/api/invoices/${flooder.invoiceId}/pdf`, flooder.cookie, 1)),
      );
  };
  const loops = [loop(), loop(), loop()];
  // The flood is on once all three of its renders are in the pool (running or waiting).
  while (pdfPool().stats().running + pdfPool().stats().queued < 3) await new Promise((r) => setImmediate(r));
  const during = await timedDownloads(small, other.cookie, SMALL_SAMPLES);
  flooding = false;
  await Promise.all(loops);
  return { alone, during, flood };
}

interface Probe {
  health: number[];
  hello: number[];
  pdfMs: number;
  rssBefore: number;
  rssPeak: number;
  heapPeak: number;
}

interface ClientAnswer {
  ok?: { health: number[]; hello: number[]; pdfMs: number };
  error?: string;
}

/** The HTTP client process (client.mjs): its work never runs on the event loop being measured. */
class BenchClient {
  private readonly child: ChildProcess = fork(fileURLToPath(new URL('./client.mjs', import.meta.url)), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  /** Sends `message`; while `during` runs here, the client polls; answers the client's figures. */
  async ask(message: object, during?: () => Promise<unknown>): Promise<Probe> {
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const p: Probe = { health: [], hello: [], pdfMs: 0, rssBefore, rssPeak: rssBefore, heapPeak: 0 };
    const sample = () => {
      const m = process.memoryUsage();
      p.rssPeak = Math.max(p.rssPeak, m.rss);
      p.heapPeak = Math.max(p.heapPeak, m.heapUsed);
    };
    const sampler = setInterval(sample, 20);
    const answer = new Promise<ClientAnswer>((resolve) => this.child.once('message', resolve));
    this.child.send(message);
    if (during) {
      const start = performance.now();
      await during();
      p.pdfMs = performance.now() - start;
      this.child.send({ type: 'stop' });
    }
    const { ok, error } = await answer;
    clearInterval(sampler);
    sample();
    if (!ok) throw new Error(`bench client failed: ${error}`);
    return { ...p, health: ok.health, hello: ok.hello, pdfMs: during ? p.pdfMs : ok.pdfMs };
  }

  close() {
    this.child.kill();
  }
}

async function run(): Promise<string> {
  const loadBefore = os.loadavg()[0];
  return withBenchApp(async ({ app, origin, signUp }) => {
    const accounts: { cookie: string; userId: string; invoiceId: number }[] = [];
    for (let i = 0; i < PDFS; i++) {
      const { cookie, userId } = await signUp(`bench-pdf-${i}@example.com`);
      const headers = { cookie, origin: BENCH_ORIGIN };
      const client = await app.inject({
        method: 'POST',
        url: '/api/clients',
        headers,
        payload: { name: 'Bench Client GmbH', email: 'accounts@bench.example' },
      });
      const lineItems = Array.from({ length: LINES }, (_, n) => ({
        description: `Line ${n + 1}: ${'design, development, review and hand-over of the agreed work; '.repeat(4)}`,
        quantity: (n % 3) + 1,
        rate: '95.00',
      }));
      const invoice = await app.inject({
        method: 'POST',
        url: '/api/invoices',
        headers,
        payload: { clientId: client.json().id, issueDate: '2026-01-05', dueDate: '2026-02-04', lineItems },
      });
      if (invoice.statusCode !== 201) throw new Error(`bench invoice failed: ${invoice.body}`);
      accounts.push({ cookie, userId, invoiceId: invoice.json().id });
    }
    const sample = await fetch(`${origin}/api/invoices/${accounts[0].invoiceId}/pdf`, {
      headers: { cookie: accounts[0].cookie },
    });
    const sampleBytes = Buffer.from(await sample.arrayBuffer());
    const pages = sampleBytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    console.log(`  one PDF: ${pages} pages, ${fmt(sampleBytes.length / 1e6, 2)} MB`);

    const client = new BenchClient();
    try {
      const idle = await client.ask({ type: 'poll', origin }, () => new Promise((r) => setTimeout(r, 2000)));
      const downloads = accounts.map((a) => ({ url: `/api/invoices/${a.invoiceId}/pdf`, cookie: a.cookie }));
      const pooled: Probe[] = [];
      for (let round = 0; round < ROUNDS; round++)
        pooled.push(await client.ask({ type: 'pdfs', origin, downloads }));
      // As before the pool: the same documents rendered on the server's own event loop.
      const documents = await Promise.all(
        accounts.map((a) => loadInvoiceDocument(app.deps.db, a.userId, a.invoiceId)),
      );
      const inline = await client.ask({ type: 'poll', origin }, async () => {
        await new Promise((r) => setTimeout(r, 50)); // the client's first request is under way
        await Promise.all(documents.map((d) => renderDocument(d!)));
      });
      const other = accounts[1];
      const oneLine = await app.inject({
        method: 'POST',
        url: '/api/invoices',
        headers: { cookie: other.cookie, origin: BENCH_ORIGIN },
        payload: {
          clientId: (
            await app.inject({ method: 'GET', url: '/api/clients', headers: { cookie: other.cookie } })
          ).json()[0].id,
          issueDate: '2026-01-05',
          dueDate: '2026-02-04',
          lineItems: [{ description: 'Consulting', quantity: 1, rate: '95.00' }],
        },
      });
      if (oneLine.statusCode !== 201) throw new Error(`bench invoice failed: ${oneLine.body}`);
      const fairness = await measureFairness(origin, accounts[0], {
        cookie: other.cookie,
        invoiceId: oneLine.json().id,
      });
      return report({
        idle,
        pooled,
        inline,
        fairness,
        pages,
        bytes: sampleBytes.length,
        load: [loadBefore, os.loadavg()[0]],
      });
    } finally {
      client.close();
    }
  });
}

function fairRow(label: string, times: number[]): string {
  const q = quantiles(times);
  return `| ${label} | ${q.n} | ${fmt(q.p50)} | ${fmt(q.max)} |`;
}

function report(r: {
  idle: Probe;
  pooled: Probe[];
  inline: Probe;
  fairness: Fairness;
  pages: number;
  bytes: number;
  load: [number, number];
}): string {
  const mb = (n: number) => fmt(n / 1024 / 1024, 0);
  const row = (label: string, p: Probe, pdfs: boolean) => {
    const h = quantiles(p.health);
    const w = quantiles(p.hello);
    return `| ${label} | ${pdfs ? fmt(p.pdfMs / 1000, 2) : '–'} | ${h.n} | ${fmt(h.p50)} | ${fmt(h.p99)} | ${fmt(h.max)} | ${fmt(w.p50)} | ${fmt(w.max)} | ${mb(p.rssPeak - p.rssBefore)} |`;
  };
  const maxima = r.pooled.map((p) => quantiles(p.health).max);
  const met = maxima.filter((m) => m < TARGET_HEALTH_MS).length;
  return `## PDF rendering off the event loop (\`npm run bench -- pdf\`)

Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} CPU cores, Node ${process.version},
embedded PGlite, ${loadConfig().pdfWorkers} PDF worker thread(s). ${PDFS} accounts each download one ${LINES}-line invoice
(${r.pages} pages, ${fmt(r.bytes / 1e6, 2)} MB) at the same moment, over HTTP on loopback; meanwhile one client (a separate process, as are the downloads) asks for
\`/api/health\` (a database ping) and the hello-world route in turn, one request after the other, until the PDFs are done.
"On the event loop" renders the same ${PDFS} documents in the server's own thread, as every PDF was rendered before the pool.
Memory is the growth of the process's resident set (threads included) from before to the peak during the run.
One-minute load average ${fmt(r.load[0], 2)} before and ${fmt(r.load[1], 2)} after${r.load[0] > os.cpus().length ? ' (other work was running on the machine: absolute figures are pessimistic)' : ''}.

| While | ${PDFS} PDFs took s | health requests | health p50 ms | health p99 ms | health max ms | hello p50 ms | hello max ms | RSS growth MB |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${row('nothing else (2 s)', r.idle, false)}
${r.pooled.map((p, i) => row(`${PDFS} PDFs in the pool, burst ${i + 1}`, p, true)).join('\n')}
${row(`${PDFS} PDFs on the event loop`, r.inline, true)}

Target: health answers within ${TARGET_HEALTH_MS} ms while ${PDFS} such PDFs render — ${met === ROUNDS ? `met in all ${ROUNDS} bursts` : `met in ${met} of ${ROUNDS} bursts (maxima ${maxima.map((m) => fmt(m)).join(', ')} ms)`}.
What keeps it there: the render thread(s) run at a lower scheduling priority (nice 10) so the event loop gets a
core first; the default of one thread less than the cores leaves one core to it (two threads on 2 cores: first
bursts up to 107–129 ms); the pool reads each document only when a thread is free to print it, so the line-item
reads never queue ahead of the ping on the embedded database.
The pool renders at most ${loadConfig().pdfWorkers} PDF(s) at a time; the others wait in its queue (32 places; an account may have 3 in
flight), so the PDFs take about as long as before in total while every other request keeps being served.

### Another account's render during a flood (decision 022)

One account keeps its three allowed renders of its ${LINES}-line draft busy, asking again as soon as each is answered;
meanwhile another account downloads its one-line draft's PDF ${SMALL_SAMPLES} times in a row (a render each time). Measured
first without the flood, in the same run. Accounts take turns in the pool: a free thread goes to the account with the
fewest renders running, so the one-line PDF waits at most for the one ${LINES}-line render in progress, not for the
flooding account's waiting ones.

| Another account's one-line PDF | downloads | p50 ms | max ms |
|---|---:|---:|---:|
${fairRow('alone', r.fairness.alone)}
${fairRow('while one account floods the pool', r.fairness.during)}

The flooding account's ${LINES}-line PDFs meanwhile: ${r.fairness.flood.length} downloads, p50 ${fmt(quantiles(r.fairness.flood).p50, 0)} ms each — the
bound a one-line PDF waits for during the flood.`;
}

const bench: BenchModule = { id: 'pdf', run };
export default bench;
