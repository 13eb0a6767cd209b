/**
 * `npm test`: unit and API tests on the embedded PGlite, again on PostgreSQL when TEST_DATABASE_URL
 * is set, then the browser tests when Chromium is installed. Ends with one "N passed, N failed" line.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const resultsDir = path.resolve('.test-data');
fs.mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv, count: () => void) {
  console.log(`\n━━ ${label} ━━`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  count();
  if (res.status !== 0) failures.push(label);
}

function vitest(label: string, env: NodeJS.ProcessEnv, extra: string[] = []) {
  const out = path.join(resultsDir, `vitest-${label.replace(/\W+/g, '-')}.json`);
  run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extra],
    env,
    () => {
      if (!fs.existsSync(out)) return;
      const r = JSON.parse(fs.readFileSync(out, 'utf8'));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      skipped += r.numPendingTests + r.numTodoTests;
    },
  );
}

const { TEST_DATABASE_URL, ...withoutDb } = process.env;
vitest('unit and API tests on embedded PGlite', { ...withoutDb, TEST_DATABASE_URL: '' });
if (TEST_DATABASE_URL) {
  vitest('API tests on PostgreSQL', { TEST_DATABASE_URL }, ['--project', 'server']);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on the embedded PGlite only.');
}

if (fs.existsSync(CHROMIUM)) {
  const out = path.join(resultsDir, 'playwright.json');
  run(
    'browser tests (Playwright + Chromium)',
    'npx',
    ['playwright', 'test'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    () => {
      if (!fs.existsSync(out)) return;
      const stats = JSON.parse(fs.readFileSync(out, 'utf8')).stats ?? {};
      passed += stats.expected ?? 0;
      failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
      skipped += stats.skipped ?? 0;
    },
  );
} else {
  console.log(
    `\nBROWSER TESTS SKIPPED: Chromium is not installed at ${CHROMIUM}. Install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH) to run them.`,
  );
}

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
