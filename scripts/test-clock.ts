/**
 * `npm run test:clock`: the server test suite with the clock moved to several hours of the day and
 * into two far-apart time zones (test/clock-setup.ts), so a test that only passes at some hours
 * fails here whatever the hour of the run. Ends with one line per run and exits non-zero on a failure.
 *
 *   npm run test:clock                 each moved clock runs a third of the server test files
 *   npm run test:clock -- --all        each moved clock runs every server test file
 *   npm run test:clock -- 09:30 23:30@Pacific/Kiritimati   every file at these clocks (TIME or TIME@TZ)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// 23:30 UTC is 00:30 the next day in Berlin (the test accounts' zone), before its 09:00; Kiritimati
// (UTC+14) at 12:00 UTC is 02:00 the next day there and 13:00 in Berlin, after its 09:00; Adak (UTC-10)
// at 00:30 UTC is the day before there.
const DEFAULT_RUNS = ['23:30', '12:00@Pacific/Kiritimati', '00:30@America/Adak'];
/**
 * The OpenAPI-driven input sweep is left out of these runs: it asks every route for 4xx/2xx with
 * generated input and reads no date of its own, and it is the longest file; `npm test` runs it.
 */
const NOT_CLOCKED = ['test/robustness.test.ts'];

/**
 * By default the files are split in as many shards as there are clocks and each clock runs one
 * shard, so the whole suite runs once (not once per clock) and CI stays well inside its time. Which
 * shard meets which clock turns with the UTC day: over three days every file meets every clock.
 */
function shardFor(runIndex: number, runs: number, now = new Date()): string {
  const day = Math.floor(now.getTime() / 86_400_000);
  return `${((runIndex + day) % runs) + 1}/${runs}`;
}

const resultsDir = path.resolve('.test-data');
fs.mkdirSync(resultsDir, { recursive: true });

interface Outcome {
  run: string;
  ok: boolean;
  passed: number;
  failed: number;
  seconds: number;
}

function runAt(run: string, shard: string | undefined): Outcome {
  const [clock, tz = 'UTC'] = run.split('@');
  const label = `TEST_CLOCK=${clock} TZ=${tz}${shard ? ` files ${shard}` : ''}`;
  console.log(`\n━━ server tests at ${label} ━━`);
  const out = path.join(resultsDir, `vitest-clock-${run.replace(/\W+/g, '-')}.json`);
  fs.rmSync(out, { force: true });
  const started = performance.now();
  const res = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      ...NOT_CLOCKED.flatMap((file) => ['--exclude', file]),
      ...(shard ? [`--shard=${shard}`] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    { stdio: 'inherit', env: { ...process.env, TEST_CLOCK: clock, TZ: tz } },
  );
  const seconds = Math.round((performance.now() - started) / 1000);
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : undefined;
  return {
    run: label,
    ok: res.status === 0,
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? 0,
    seconds,
  };
}

const args = process.argv.slice(2);
const all = args.includes('--all');
const named = args.filter((arg) => arg !== '--all');
const runs = named.length ? named : DEFAULT_RUNS;
const sharded = !all && !named.length;
const outcomes = runs.map((run, i) => runAt(run, sharded ? shardFor(i, runs.length) : undefined));

console.log('\nServer tests with a moved clock:');
for (const o of outcomes) {
  console.log(
    `  ${o.ok ? 'ok  ' : 'FAIL'} ${o.run.padEnd(52)} ${o.passed} passed, ${o.failed} failed, ${o.seconds} s`,
  );
}
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
