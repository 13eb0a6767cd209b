/**
 * The moved `Date` of the tests (test/clock-setup.ts), without any side effect on import, so that a
 * worker process a test starts can run at the test's clock too (test/child-clock.ts).
 */

/** The moment a TEST_CLOCK names: HH:MM today (UTC), or an ISO time. */
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
export function nativeDate(): DateConstructor {
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

/** What a child process needs to run at this process's clock: its moment now, when the clock is moved. */
export function childClockEnv(): NodeJS.ProcessEnv {
  return process.env.TEST_CLOCK ? { TEST_CLOCK_AT: new Date().toISOString() } : {};
}
