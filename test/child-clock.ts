/**
 * Imported first by a worker process that a test starts (bench/reminders/worker-process.ts,
 * bench/recurring/worker-process.ts): with TEST_CLOCK_AT (`childClockEnv` in the test), its Date runs
 * on from the test's moved moment, so the rows it writes and the ticks it runs agree with the test's
 * clock, as the app's processes share one clock (docs/decisions/038).
 */
import { nativeDate, shiftDate } from './moved-date';

const at = process.env.TEST_CLOCK_AT;
if (at) shiftDate(Date.parse(at) - nativeDate().now());
