/**
 * `npm test`: every test the machine can run, each where it means something (docs/decisions/037):
 *
 *  0. the web client built once (the server tests of the built pages and the browser tests use it);
 *  1. every server test file once, on PostgreSQL when TEST_DATABASE_URL is set (else the embedded
 *     PGlite), at the real time, with the census on (test/census.ts): each file records whether it
 *     used a database and whether it read the clock;
 *  2. the client component tests, once;
 *  3. on PGlite at the first moved clock, the files that used a database (when 1 was on
 *     PostgreSQL) or read the clock; at the second and the third clock, the files that read it;
 *  4. a check that no file dropped out of a run it belongs in;
 *  5. the browser tests against the built client, when Chromium is installed.
 *
 * Ends with a table of phases and one "N passed, N failed, N skipped" line.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  CLOCKS,
  clockEnv,
  coverageProblems,
  parseClock,
  phaseTable,
  REAL_TIME,
  RESULTS_DIR,
  type RunReport,
  readCensus,
  type ServerRun,
  serverTestFiles,
  vitestRun,
} from './test-runs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const phases: { phase: string; seconds: number }[] = [];

function phase<T>(label: string, work: () => T): T {
  console.log(`\n━━ ${label} ━━`);
  const started = performance.now();
  try {
    return work();
  } finally {
    phases.push({ phase: label, seconds: (performance.now() - started) / 1000 });
  }
}

function count(label: string, report: RunReport) {
  totals.passed += report.passed;
  totals.failed += report.failed;
  totals.skipped += report.skipped;
  if (!report.ok) failures.push(label);
}

const postgresUrl = process.env.TEST_DATABASE_URL || '';
const onPostgres = { TEST_DATABASE_URL: postgresUrl };
const onPGlite = { TEST_DATABASE_URL: '' };
const censusDir = path.join(RESULTS_DIR, `census-${process.pid}`);
fs.rmSync(censusDir, { recursive: true, force: true });

const serverRuns: ServerRun[] = [];

function serverRun(
  label: string,
  database: 'postgres' | 'pglite',
  clock: string,
  env: NodeJS.ProcessEnv,
  files: string[] = [],
) {
  phase(label, () => {
    const report = vitestRun(label, ['--project', 'server'], env, files);
    count(label, report);
    serverRuns.push({ name: label, database, clock, files: report.files });
  });
}

// Built once, first: the server tests that serve the built pages read it, and the browser tests
// run against it.
phase('web client build', () => {
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (res.status !== 0) failures.push('web client build');
});

serverRun(
  `server tests, every file, on ${postgresUrl ? 'PostgreSQL' : 'PGlite'} at the real time`,
  postgresUrl ? 'postgres' : 'pglite',
  REAL_TIME,
  { ...(postgresUrl ? onPostgres : onPGlite), TEST_CLOCK: '', TEST_CENSUS_DIR: censusDir },
);
if (!postgresUrl) {
  console.log('\nTEST_DATABASE_URL is not set: the server tests run on the embedded PGlite only.');
}

phase('client component tests', () => {
  count('client component tests', vitestRun('client', ['--project', 'client'], {}));
});

const census = readCensus(censusDir);
const clockFiles = census.filter((c) => c.clock).map((c) => c.file);
// Without PostgreSQL the first run was on PGlite already.
const pgliteFiles = census.filter((c) => c.clock || (postgresUrl && c.database)).map((c) => c.file);
console.log(
  `\nThe census: ${census.length} server test files, ${census.filter((c) => c.database).length} used a database, ${clockFiles.length} read the clock.`,
);

// The moved clocks run on PGlite, whose now() moves with them; PostgreSQL's keeps the real time.
CLOCKS.forEach((run, i) => {
  const files = i === 0 ? pgliteFiles : clockFiles;
  if (!files.length) return;
  const what = i === 0 && postgresUrl ? 'that use a database or read the clock' : 'that read the clock';
  serverRun(
    `server tests ${what}, on PGlite at ${run}`,
    'pglite',
    run,
    { ...onPGlite, ...clockEnv(parseClock(run)) },
    files,
  );
});

phase('check: every server file in its runs', () => {
  const problems = coverageProblems(serverTestFiles(), census, serverRuns, {
    clocks: CLOCKS,
    postgres: Boolean(postgresUrl),
  });
  if (problems.length) {
    console.log(`${problems.length} gaps in the server runs:\n  ${problems.join('\n  ')}`);
    failures.push('check: every server file in its runs');
  } else console.log('Every server test file ran on each database it uses and at each clock it reads.');
});

if (fs.existsSync(CHROMIUM)) {
  const label = 'browser tests (Playwright + Chromium)';
  phase(label, () => {
    const out = path.join(RESULTS_DIR, 'playwright.json');
    fs.rmSync(out, { force: true });
    const res = spawnSync('npx', ['playwright', 'test'], {
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_CLIENT_BUILT: '1' },
    });
    if (res.status !== 0) failures.push(label);
    if (!fs.existsSync(out)) return;
    const stats = JSON.parse(fs.readFileSync(out, 'utf8')).stats ?? {};
    totals.passed += stats.expected ?? 0;
    totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    totals.skipped += stats.skipped ?? 0;
  });
} else {
  console.log(
    `\nBROWSER TESTS SKIPPED: Chromium is not installed at ${CHROMIUM}. Install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH) to run them.`,
  );
}

fs.writeFileSync(path.join(RESULTS_DIR, 'test-phases.json'), JSON.stringify(phases));
console.log(`\nnpm test, by phase:\n${phaseTable(phases)}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
