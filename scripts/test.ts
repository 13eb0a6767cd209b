/**
 * `npm test`: every test the machine can run, each where it means something (docs/decisions/037):
 *
 *  0. the web client built once (the server tests of the built pages and the browser tests use it);
 *  1. every server test file once, on PostgreSQL when TEST_DATABASE_URL is set (else the embedded
 *     PGlite), at the first moved clock, with the census on (test/census.ts): each file records
 *     whether it used a database and whether it read the clock;
 *  2. the client component tests, once;
 *  3. at the second clock on PGlite, the files that used a database (when 1 was on PostgreSQL) or
 *     read the clock; at the third clock, on the database of 1, the files that read it;
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
  RESULTS_DIR,
  type RunReport,
  readCensus,
  SERVER_PROJECTS,
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
    const report = vitestRun(label, ['--project', SERVER_PROJECTS], env, files);
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

// The first clock, every file, on PostgreSQL when the machine has it, with the census on.
const [firstClock, secondClock, thirdClock] = CLOCKS;
const firstDatabase = postgresUrl ? 'postgres' : 'pglite';
serverRun(
  `server tests, every file, on ${postgresUrl ? 'PostgreSQL' : 'PGlite'} at ${firstClock}`,
  firstDatabase,
  firstClock,
  {
    ...(postgresUrl ? onPostgres : onPGlite),
    ...clockEnv(parseClock(firstClock)),
    TEST_CENSUS_DIR: censusDir,
  },
);
if (!postgresUrl) {
  console.log('\nTEST_DATABASE_URL is not set: the server tests run on the embedded PGlite only.');
}

phase('client component tests', () => {
  count('client component tests', vitestRun('client', ['--project', 'client'], {}));
});

const census = readCensus(censusDir);
const clockFiles = census.filter((c) => c.clock).map((c) => c.file);
const databaseFiles = census.filter((c) => c.database).map((c) => c.file);
console.log(
  `\nThe census: ${census.length} server test files, ${databaseFiles.length} used a database, ${clockFiles.length} read the clock.`,
);

// Every query takes its "now" from the app's clock (docs/decisions/038), so either database runs at
// any clock. The second clock runs on PGlite, with the files that use a database (when the first run
// was on PostgreSQL) and those that read the clock; the third, on the faster PostgreSQL when there is
// one, runs the files that read the clock.
const secondFiles = postgresUrl ? [...new Set([...databaseFiles, ...clockFiles])].sort() : clockFiles;
if (secondFiles.length) {
  serverRun(
    `server tests ${postgresUrl ? 'that use a database or read the clock' : 'that read the clock'}, on PGlite at ${secondClock}`,
    'pglite',
    secondClock,
    { ...onPGlite, ...clockEnv(parseClock(secondClock)) },
    secondFiles,
  );
}
if (clockFiles.length) {
  serverRun(
    `server tests that read the clock, on ${postgresUrl ? 'PostgreSQL' : 'PGlite'} at ${thirdClock}`,
    firstDatabase,
    thirdClock,
    { ...(postgresUrl ? onPostgres : onPGlite), ...clockEnv(parseClock(thirdClock)) },
    clockFiles,
  );
}

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
