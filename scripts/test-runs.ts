/**
 * The parts `npm test` (scripts/test.ts) and `npm run test:clock` (scripts/test-clock.ts) share: the
 * moved clocks, one vitest run with its JSON report, and the check that no server test file dropped
 * out of a run it belongs in (docs/decisions/037-test-runs.md).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FileCensus } from '../test/census';

/**
 * The moved clocks (test/clock-setup.ts), as TIME (UTC) or TIME@ZONE. 23:30 UTC is 00:30 the next
 * day in Berlin (the test accounts' zone), before its 09:00; 12:00 UTC in Kiritimati (UTC+14) is
 * 02:00 the next day there and 13:00 in Berlin, after its 09:00; 00:30 UTC in Adak (UTC−10) is the
 * day before there.
 */
export const CLOCKS = ['23:30', '12:00@Pacific/Kiritimati', '00:30@America/Adak'] as const;

/** The server test projects of vitest.config.ts: `server`, and `server-mocking` for files that mock a module. */
export const SERVER_PROJECTS = 'server*';

export const RESULTS_DIR = path.resolve('.test-data');

export interface Clock {
  clock: string;
  zone: string;
}

export function parseClock(run: string): Clock {
  const [clock, zone = 'UTC'] = run.split('@');
  return { clock, zone };
}

export function clockEnv({ clock, zone }: Clock): NodeJS.ProcessEnv {
  return { TEST_CLOCK: clock, TZ: zone };
}

/** What one vitest run reported of one file. */
export interface FileOutcome {
  file: string;
  status: string;
}

export interface RunReport {
  passed: number;
  failed: number;
  skipped: number;
  files: FileOutcome[];
  ok: boolean;
  seconds: number;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}

/** A path as the census and the checks name files: relative to the repository, with forward slashes. */
export function repoPath(file: string): string {
  return path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/');
}

/** One `vitest run` with the default and the JSON reporter; `files` empty runs the whole selection. */
export function vitestRun(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  files: string[] = [],
): RunReport {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const out = path.join(RESULTS_DIR, `vitest-${name.replace(/\W+/g, '-')}.json`);
  fs.rmSync(out, { force: true });
  const started = performance.now();
  const res = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...files],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  );
  const seconds = (performance.now() - started) / 1000;
  if (!fs.existsSync(out)) return { passed: 0, failed: 0, skipped: 0, files: [], ok: false, seconds };
  const r = JSON.parse(fs.readFileSync(out, 'utf8')) as VitestJson;
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
    files: r.testResults.map((t) => ({ file: repoPath(t.name), status: fileStatus(t) })),
    ok: res.status === 0,
    seconds,
  };
}

/**
 * A file's outcome: vitest's, except that a file whose every test was skipped is `skipped` (vitest
 * says `passed`): such a file ran no hook either, so it leaves no census record.
 */
function fileStatus(t: VitestJson['testResults'][number]): string {
  const skipped = t.assertionResults.length > 0 && t.assertionResults.every((a) => a.status === 'skipped');
  return skipped ? 'skipped' : t.status;
}

/** The server project's test files, as vitest selects them. */
export function serverTestFiles(): string[] {
  const res = spawnSync('npx', ['vitest', 'list', '--project', SERVER_PROJECTS, '--filesOnly', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) throw new Error(`vitest list failed: ${res.stderr}`);
  const listed = JSON.parse(res.stdout) as { file: string }[];
  return [...new Set(listed.map((entry) => repoPath(entry.file)))].sort();
}

/** A run of the server files as the coverage check sees it: which database, which clock, which files. */
export interface ServerRun {
  name: string;
  database: 'postgres' | 'pglite';
  clock: string;
  files: FileOutcome[];
}

/**
 * Why the server runs do not cover the suite, if they do not (empty when they do):
 * - every server test file ran, and left a census record (it finished);
 * - a file that used a database ran on PostgreSQL (when the machine has one) and on PGlite;
 * - a file that read the clock ran at every moved clock.
 */
export function coverageProblems(
  files: string[],
  census: FileCensus[],
  runs: ServerRun[],
  opts: { clocks: readonly string[]; postgres: boolean },
): string[] {
  const problems: string[] = [];
  const recorded = new Map(census.map((c) => [c.file, c]));
  const ranIn = (file: string) => runs.filter((run) => run.files.some((f) => f.file === file));
  for (const file of files) {
    const runsOfFile = ranIn(file);
    if (!runsOfFile.length) {
      problems.push(`${file} ran in no server run`);
      continue;
    }
    // A file that skips itself without a PostgreSQL server (the exactly-once and failover tests)
    // is in order on a machine without one; with one, it must have run.
    if (runsOfFile.every((run) => run.files.some((f) => f.file === file && f.status === 'skipped'))) {
      if (opts.postgres) problems.push(`${file} skipped all its tests in every run`);
      continue;
    }
    const seen = recorded.get(file);
    if (!seen) {
      problems.push(`${file} left no census record (it did not finish)`);
      continue;
    }
    if (seen.database) {
      const databases = new Set(runsOfFile.map((run) => run.database));
      const wanted = opts.postgres ? (['postgres', 'pglite'] as const) : (['pglite'] as const);
      for (const database of wanted) {
        if (!databases.has(database)) problems.push(`${file} uses a database but did not run on ${database}`);
      }
    }
    if (seen.clock) {
      const clocks = new Set(runsOfFile.map((run) => run.clock));
      for (const clock of opts.clocks) {
        if (!clocks.has(clock)) problems.push(`${file} reads the clock but did not run at ${clock}`);
      }
    }
  }
  return problems;
}

/** Every file's record in a census folder (test/census.ts). */
export function readCensus(dir: string): FileCensus[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as FileCensus);
}

/** A table of phases and their seconds, as CI and `npm test` print it at the end. */
export function phaseTable(phases: { phase: string; seconds: number }[]): string {
  const width = Math.max(5, ...phases.map((p) => p.phase.length));
  const total = phases.reduce((sum, p) => sum + p.seconds, 0);
  const row = (name: string, seconds: number) =>
    `  ${name.padEnd(width)}  ${Math.round(seconds).toString().padStart(6)} s`;
  return [
    `  ${'Phase'.padEnd(width)}  ${'time'.padStart(8)}`,
    ...phases.map((p) => row(p.phase, p.seconds)),
    row('Total', total),
  ].join('\n');
}
