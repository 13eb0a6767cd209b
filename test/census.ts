/**
 * What a server test file did, seen while it ran: whether it used a database and whether its code
 * read the current time. `npm test` (scripts/test.ts) runs every server file once with this on,
 * then runs again, on the other database and at the other clocks, exactly the files that did:
 * which files are date-dependent is observed, never a list kept by hand that could miss one.
 *
 * On when TEST_CENSUS_DIR names a folder: test/clock-setup.ts (the server project's setup file)
 * calls `startCensus`, and each file leaves `<hash>.json` there when it ends.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, expect } from 'vitest';

export interface FileCensus {
  /** The test file, relative to the repository root with forward slashes. */
  file: string;
  /** It queried an embedded PGlite or a PostgreSQL server from its own process. */
  database: boolean;
  /** Code of this project (the test, its helpers or the product) asked for the current time. */
  clock: boolean;
}

const root = process.cwd();
const seen = { database: false, clock: false };
const OWN_FRAMES = ['census.ts', 'clock-setup.ts', 'moved-date.ts'].map((file) => path.join('test', file));

/** A stack frame of this project's own code: under the repository, outside node_modules and this census. */
export function isProjectFrame(frame: string, repositoryRoot = root): boolean {
  return (
    frame.includes(repositoryRoot + path.sep) &&
    !frame.includes(`${path.sep}node_modules${path.sep}`) &&
    !OWN_FRAMES.some((own) => frame.includes(own))
  );
}

/** Date libraries: a read they make on a caller's behalf (date-fns `isToday`, `new TZDate()`) counts. */
const DATE_LIBRARIES = [`${path.sep}date-fns${path.sep}`, `${path.sep}@date-fns${path.sep}`];

/**
 * Called on every read of the current time (`Date.now()`, `new Date()`, `Date()`): the first read
 * made by project code — the frame asking is the project's own, or a date library's that project
 * code called — marks the file date-dependent. A library reading the time for itself (a property
 * test's time budget, a timer's bookkeeping) does not.
 */
export function noteClockRead(): void {
  if (seen.clock) return;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  if (readByProjectCode(stack.split('\n').slice(1))) seen.clock = true;
}

/** `frames`: the stack below the read, innermost first (census and clock frames included). */
export function readByProjectCode(frames: string[], repositoryRoot = root): boolean {
  const asking = frames.filter((frame) => !OWN_FRAMES.some((own) => frame.includes(own)));
  const caller = asking[0];
  if (!caller) return false;
  if (isProjectFrame(caller, repositoryRoot)) return true;
  return (
    DATE_LIBRARIES.some((library) => caller.includes(library)) &&
    asking.some((frame) => isProjectFrame(frame, repositoryRoot))
  );
}

const PATCHED = Symbol.for('duely.census.patched');

/** Marks the file as a database user on its first query, whichever way it opened the database. */
function watchDatabases(): void {
  const targets = [PGlite.prototype, pg.Client.prototype] as unknown as Record<string | symbol, unknown>[];
  for (const proto of targets) {
    if (proto[PATCHED]) continue;
    proto[PATCHED] = true;
    for (const method of ['query', 'exec']) {
      const original = proto[method];
      if (typeof original !== 'function') continue;
      proto[method] = function (this: unknown, ...args: unknown[]) {
        seen.database = true;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      };
    }
  }
}

export function censusFileName(file: string): string {
  return `${crypto.createHash('sha1').update(file).digest('hex').slice(0, 16)}.json`;
}

export function startCensus(dir: string): void {
  watchDatabases();
  // Each file starts unseen: the files of a worker share this module (vitest.config.ts, isolate: false).
  seen.database = false;
  seen.clock = false;
  afterAll(() => {
    const testPath = expect.getState().testPath;
    if (!testPath) return;
    const file = path.relative(root, testPath).split(path.sep).join('/');
    const record: FileCensus = { file, ...seen };
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, censusFileName(file)), JSON.stringify(record));
  });
}
