/**
 * `npm run bench -- scale-browser`: only the browser part of the scale bench (bench/scale/browser.ts),
 * the Invoices page with 10,000 invoices, without the server-side cases; its own section of
 * docs/benchmarks.md, so it can be run on its own while the list's server side changes elsewhere.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_ORIGIN, withBenchApp } from '../lib/bench-app';
import { fmt, quantile } from '../lib/load';
import type { BenchModule } from '../lib/report';
import { type Click, HOVER_MS, measureClicks } from './browser';
import { seedScaleAccount } from './seed';

const INVOICES = 10_000;
const CLICKS = Number(process.env.BENCH_SCALE_CLICKS ?? 20);
const TARGET_CLICK_MS = 300;

const met = (ok: boolean) => (ok ? 'met' : '**not met**');

function row(label: string, clicks: Click[]): string {
  const ms = clicks.map((c) => c.ms);
  const p50 = (key: keyof Click) =>
    quantile(
      clicks.map((c) => c[key]),
      0.5,
    );
  const p95 = quantile(ms, 0.95);
  return `| ${label} | ${clicks.length} | ${fmt(quantile(ms, 0.5), 0)} | ${fmt(p95, 0)} | ${fmt(Math.max(...ms), 0)} | ${fmt(p50('requests'), 0)} | ${fmt(p50('firstSent'), 0)} | ${fmt(p50('lastAnswered'), 0)} | ${met(p95 < TARGET_CLICK_MS)} (p95) |`;
}

const measuredHow = `Each run loads the dashboard afresh (scripts and styles in the
browser's cache after one uncounted run), moves the pointer onto "Invoices" in the sidebar and clicks it
${HOVER_MS} ms later, waits for the first row of Pending Invoices, then does the same with that table's "Next"
and waits for page 2's first row. Times are taken inside the page, from the click event to the first animation frame
showing the row.`;

async function run(): Promise<string> {
  const started = new Date();
  const loads = [os.loadavg()[0]];
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-scale-browser-'));
  const { build } = await import('vite');
  console.log('  building the client');
  await build({ logLevel: 'warn', configFile: path.resolve('vite.config.ts'), build: { outDir: dist } });
  try {
    const clicks = await withBenchApp(
      async ({ app, database, origin, signUp }) => {
        const { cookie, userId } = await signUp('bench-scale-browser@example.com');
        await seedScaleAccount(app, database.db, userId, { cookie, origin: BENCH_ORIGIN }, INVOICES);
        loads.push(os.loadavg()[0]);
        console.log(`  browser: ${CLICKS} clicks on Invoices and on Next`);
        return measureClicks({ origin, cookie, userId, runs: CLICKS });
      },
      { clientDir: dist },
    );
    loads.push(os.loadavg()[0]);
    return `## The Invoices page in the browser (\`npm run bench -- scale-browser\`)

Run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} CPU cores, Node ${process.version};
one-minute load average ${loads.map((l) => fmt(l, 2)).join(' → ')} (before, after seeding, after). The browser part of
the scale bench alone: one user with ${INVOICES.toLocaleString('en-US')} invoices on embedded PGlite (the scale seed), headless
Chromium (Playwright, 1366 × 900) on a production build. ${measuredHow}

| Click → rows on screen | runs | p50 ms | p95 ms | max ms | API requests | first sent at (p50 ms) | last answered at (p50 ms) | target < ${TARGET_CLICK_MS} ms |
|---|---:|---:|---:|---:|---:|---:|---:|---|
${row('"Invoices" in the sidebar → Pending Invoices rows', clicks.open)}
${row('"Next" → page 2 rows', clicks.next)}

"API requests" counts those sent after the click; requests made before it (the first pages asked for when
the pointer reached the link or the button) are not counted.`;
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
}

const bench: BenchModule = { id: 'scale-browser', run };
export default bench;
