/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the landing page and the
 * signed-in dashboard, served from a fresh production build by the real server, against the smallest
 * HTML page the same server sends. Target: performance score at least 95 on both pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { tourKey } from '../../client/src/features/tour/utils/tour-storage';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/first-load';
import { seedInvoices, setUpBenchCompany } from '../invoices/seed';
import { BENCH_ORIGIN, withBenchApp } from '../lib/bench-app';
import { fmt } from '../lib/load';
import type { BenchModule } from '../lib/report';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGET_SCORE = 95;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Only the pages whose label contains this (e.g. `dashboard`), for a quicker look while working. */
const ONLY = process.env.BENCH_LIGHTHOUSE_ONLY;
/**
 * `header`: the dashboard's cookies sent as a request header on every request (Lighthouse's
 * extraHeaders; the page's script cannot read them), as the bench measured before issue #27.
 * Default `jar`: the cookies in the browser, as a returning browser holds them (session for /api,
 * the signed-in hint for /); Lighthouse clears no cookies between runs.
 */
const COOKIES = process.env.BENCH_LIGHTHOUSE_COOKIES === 'header' ? 'header' : 'jar';

/**
 * Puts the session and the signed-in hint in the browser's cookie jar, as the server sets them, and
 * marks the first-run tour seen, as a returning user with 200 invoices has (the scale bench does too).
 */
async function setCookies(port: number, origin: string, cookie: string, userId: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const [name, value] = cookie.split('=');
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send('Network.setCookies', {
      cookies: [
        { name, value, url: `${origin}/api`, path: '/api', httpOnly: true, sameSite: 'Lax' },
        { name: SIGNED_IN_HINT_COOKIE, value: '1', url: origin, path: '/', sameSite: 'Lax' },
      ],
    });
    await page.goto(`${origin}/bench/hello.html`);
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ how: 'skipped', at: '' })),
      tourKey(userId),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

interface PageRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Bytes of JavaScript transferred. */
  scriptBytes: number;
  /** Where the main thread's time went (Lighthouse's groups, simulated ms), largest first. */
  mainThread: { group: string; ms: number }[];
  /** The scripts that kept the main thread busiest (simulated ms of evaluation and compiling). */
  scripts: { url: string; ms: number }[];
  /** The element Lighthouse took for the largest contentful paint. */
  lcpElement: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Times Lighthouse may lose its trace (NO_NAVSTART and the like) before the bench gives up. */
const ATTEMPTS = 3;

async function audit(url: string, port: number, headers: Record<string, string>): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return pageRun(lhr);
    // A lost trace says nothing about the page: that run is made again.
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    console.log(`  Lighthouse: ${lhr.runtimeError.code}; running it again`);
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function pageRun(lhr: Lhr): PageRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const details = <T>(id: string) => (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
  const mainThread = details<{ groupLabel: string; duration: number }>('mainthread-work-breakdown')
    .map((i) => ({ group: i.groupLabel, ms: i.duration }))
    .sort((a, b) => b.ms - a.ms);
  const scripts = details<{ url: string; scripting: number; scriptParseCompile: number }>('bootup-time')
    .filter((i) => URL.canParse(i.url)) // not "Unattributable"
    .map((i) => ({ url: new URL(i.url).pathname, ms: i.scripting + i.scriptParseCompile }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  const lcpNode = details<{ items?: { node?: { nodeLabel?: string; selector?: string } }[] }>(
    'largest-contentful-paint-element',
  )[0]?.items?.[0]?.node;
  return {
    mainThread,
    scripts,
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} “${(lcpNode.nodeLabel ?? '').slice(0, 60)}”` : 'unknown',
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    scriptBytes: items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
  };
}

/** The median run by score, with every run's score. */
function summarize(runs: PageRun[]): PageRun & { scores: number[] } {
  const mid = median(runs.map((r) => r.score));
  const run = runs.find((r) => r.score === mid) ?? runs[0];
  return { ...run, scores: runs.map((r) => r.score) };
}

async function run(): Promise<string> {
  const loadBefore = os.loadavg()[0];
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-lighthouse-'));
  const { build } = await import('vite');
  await build({ logLevel: 'warn', configFile: path.resolve('vite.config.ts'), build: { outDir: dist } });
  try {
    return await withBenchApp(
      async ({ app, database, origin, signUp }) => {
        const { cookie, userId } = await signUp('lighthouse@example.com');
        const clientId = await setUpBenchCompany(app, { cookie, origin: BENCH_ORIGIN });
        await seedInvoices(database.db, userId, clientId, 200);

        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        });
        const signedIn: Record<string, string> =
          COOKIES === 'header' ? { Cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` } : {};
        const pages: [string, string, Record<string, string>][] = [
          ['hello-world page (baseline)', '/bench/hello.html', {}],
          ['landing page (signed out)', '/', {}],
          // A returning browser: the session cookie and the signed-in hint (shared/first-load.ts).
          ['dashboard (signed in, 200 invoices)', '/', signedIn],
        ];
        const results: { label: string; path: string; summary: ReturnType<typeof summarize> }[] = [];
        try {
          for (const [label, route, headers] of pages.filter(([label]) => !ONLY || label.includes(ONLY))) {
            // The signed-out pages with an empty jar; the dashboard with its cookies in it (COOKIES).
            if (label.startsWith('dashboard') && COOKIES === 'jar')
              await setCookies(chrome.port, origin, cookie, userId);
            const runs: PageRun[] = [];
            for (let i = 0; i < RUNS; i++) {
              console.log(`  lighthouse ${label}, run ${i + 1} of ${RUNS}`);
              runs.push(await audit(new URL(route, origin).toString(), chrome.port, headers));
            }
            results.push({ label, path: route, summary: summarize(runs) });
          }
        } finally {
          chrome.kill();
        }
        return report(results, [loadBefore, os.loadavg()[0]]);
      },
      { clientDir: dist },
    );
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
}

const JAR_NOTE = `its session and signed-in hint cookies are in the browser's jar, as a returning browser holds them
(before issue #27 the bench sent them as a request header, which the page's script cannot read;
\`BENCH_LIGHTHOUSE_COOKIES=header\` still measures that way).`;
const HEADER_NOTE =
  'its session and signed-in hint cookies are sent as a request header (`BENCH_LIGHTHOUSE_COOKIES=header`).';

function report(
  results: { label: string; path: string; summary: PageRun & { scores: number[] } }[],
  load: [number, number],
): string {
  const rows = results.map(({ label, path: route, summary: s }) => {
    const verdict = route.startsWith('/bench')
      ? ''
      : s.score >= TARGET_SCORE
        ? `≥ ${TARGET_SCORE}: met`
        : `≥ ${TARGET_SCORE}: **not met**`;
    return `| ${label} | \`${route}\` | ${s.score} (${s.scores.join(', ')}) | ${fmt(s.fcp / 1000, 2)} | ${fmt(s.lcp / 1000, 2)} | ${fmt(s.tbt, 0)} | ${fmt(s.cls, 3)} | ${fmt(s.si / 1000, 2)} | ${fmt(s.scriptBytes / 1024, 1)} | ${verdict} |`;
  });
  const whereTimeGoes = results
    .filter(({ path: route }) => !route.startsWith('/bench'))
    .map(({ label, summary: s }) => {
      const groups = s.mainThread
        .slice(0, 4)
        .map((g) => `${g.group} ${fmt(g.ms, 0)} ms`)
        .join(', ');
      const scripts = s.scripts.map((x) => `\`${x.url}\` ${fmt(x.ms, 0)} ms`).join(', ') || 'none';
      return `- **${label}**: main thread ${groups}. Busiest scripts: ${scripts}.${s.lcpElement === 'unknown' ? '' : ` Largest contentful paint: \`${s.lcpElement}\`.`}`;
    });
  return `## Lighthouse, mobile preset (\`npm run bench -- lighthouse\`)

Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} CPU cores, Node ${process.version},
Lighthouse (npm package) driving the Debian Chromium headless; its default mobile preset (a mid-range
phone, slow 4G and a 4× slower CPU, simulated from the observed load). A fresh production build served
by the real server (compressed, cached as in production) on loopback. ${RUNS} runs per page; the table
shows the run with the median score and every run's score. The dashboard's user holds 200 invoices;
${COOKIES === 'jar' ? JAR_NOTE : HEADER_NOTE}
One-minute load average ${fmt(load[0], 2)} before and ${fmt(load[1], 2)} after the run.

| Page | Route | score (runs) | FCP s | LCP s | TBT ms | CLS | Speed Index s | JS transferred KB | target |
|---|---|---|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}

Where the time goes (the median run, Lighthouse's simulated mobile times):

${whereTimeGoes.join('\n')}
`;
}

const lighthouseBench: BenchModule = { id: 'lighthouse', run };

export default lighthouseBench;
