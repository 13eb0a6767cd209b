/**
 * With TEST_CLOCK set (`00:30` = today at 00:30 UTC, or a full ISO time), every test file runs
 * with `Date` moved to that moment; it keeps running at real speed from there. Only `Date` moves:
 * timers, `performance.now()`, PostgreSQL's now() and child processes keep the real time.
 * `npm run test:clock` runs the server suite this way at several hours and time zones (issue #9).
 *
 * A fixed offset rather than vi.useFakeTimers({ shouldAdvanceTime }): that one advances the fake
 * clock in 20 ms steps on a real interval, so it falls behind whenever PGlite keeps the event loop
 * busy, and a busy test would see time slow down.
 */
export function clockTarget(spec: string, today = new Date()): number {
  const hhmm = /^(\d{2}):(\d{2})$/.exec(spec);
  const target = hhmm
    ? Date.UTC(
        today.getUTCFullYear(),
        today.getUTCMonth(),
        today.getUTCDate(),
        Number(hhmm[1]),
        Number(hhmm[2]),
      )
    : Date.parse(spec);
  if (Number.isNaN(target)) throw new Error(`TEST_CLOCK must be HH:MM (UTC) or an ISO time, not "${spec}"`);
  return target;
}

const NATIVE_DATE = Symbol.for('duely.test.nativeDate');

/** The machine's own Date, as it was before any file of this worker moved it. */
function nativeDate(): DateConstructor {
  const global = globalThis as Record<symbol, DateConstructor>;
  global[NATIVE_DATE] ??= Date;
  return global[NATIVE_DATE];
}

/**
 * Replaces the global Date with one that reads the real clock plus `offsetMs`; `onRead` hears every
 * read of the current time (the census of test/census.ts).
 */
export function shiftDate(offsetMs: number, onRead: () => void = () => {}) {
  // The files of a worker share one global scope (vitest.config.ts, isolate: false) and this runs
  // before each of them: always wrap the machine's own Date, never the wrapper of the file before.
  const NativeDate = nativeDate();
  class ShiftedDate extends NativeDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) {
        onRead();
        super(NativeDate.now() + offsetMs);
      } else super(...(args as [string]));
      // Dates made here look like any other Date to code that compares constructors.
      Object.defineProperty(this, 'constructor', { value: NativeDate, enumerable: false });
    }
    static now() {
      onRead();
      return NativeDate.now() + offsetMs;
    }
    static [Symbol.hasInstance](instance: unknown) {
      return instance instanceof NativeDate;
    }
  }
  // `Date()` called without `new` returns the current time as a string.
  globalThis.Date = new Proxy(ShiftedDate, {
    apply: () => {
      onRead();
      return new NativeDate(NativeDate.now() + offsetMs).toString();
    },
  }) as unknown as DateConstructor;
}

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
