/**
 * With TEST_CLOCK set (`00:30` = today at 00:30 UTC, or a full ISO time), every test file runs
 * with `Date` moved to that moment; it keeps running at real speed from there. Only `Date` moves:
 * timers, `performance.now()` and PostgreSQL's now() keep the real time, and so do child processes
 * unless they are started at this clock (`childClockEnv`, test/child-clock.ts).
 * `npm run test:clock` runs the server suite this way at several hours and time zones (issue #9).
 *
 * A fixed offset rather than vi.useFakeTimers({ shouldAdvanceTime }): that one advances the fake
 * clock in 20 ms steps on a real interval, so it falls behind whenever PGlite keeps the event loop
 * busy, and a busy test would see time slow down.
 */
import { clockTarget, nativeDate, shiftDate } from './moved-date';

// Every file starts at the moved clock, also the second and later files of a worker.
const spec = process.env.TEST_CLOCK;
const realNow = nativeDate().now();
const offset = spec ? clockTarget(spec, new (nativeDate())(realNow)) - realNow : 0;
const censusDir = process.env.TEST_CENSUS_DIR;
if (censusDir) {
  const census = await import('./census');
  census.startCensus(censusDir);
  shiftDate(offset, census.noteClockRead);
} else if (spec) shiftDate(offset);
