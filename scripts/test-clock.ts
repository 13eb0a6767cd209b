/**
 * `npm run test:clock`: every server test file with the clock moved (test/clock-setup.ts), at each of
 * `npm test`'s three clocks or at the ones named, so a test that only passes at some hours can be
 * run at the hour it fails. `npm test` already runs every file that reads the clock at the three
 * clocks (scripts/test.ts); this is for a run by hand. Ends with one line per clock.
 *
 *   npm run test:clock                                     every file at 23:30 UTC, in Kiritimati and in Adak
 *   npm run test:clock -- 09:30 23:30@Pacific/Kiritimati   every file at these clocks (TIME or TIME@TZ)
 */
import { CLOCKS, clockEnv, parseClock, SERVER_PROJECTS, vitestRun } from './test-runs';

const named = process.argv.slice(2);
const runs = named.length ? named : [...CLOCKS];
const outcomes = runs.map((run) => {
  const clock = parseClock(run);
  const label = `TEST_CLOCK=${clock.clock} TZ=${clock.zone}`;
  console.log(`\n━━ server tests at ${label} ━━`);
  return { label, ...vitestRun(`clock-${run}`, ['--project', SERVER_PROJECTS], clockEnv(clock)) };
});

console.log('\nServer tests with a moved clock:');
for (const o of outcomes) {
  console.log(
    `  ${o.ok ? 'ok  ' : 'FAIL'} ${o.label.padEnd(44)} ${o.passed} passed, ${o.failed} failed, ${Math.round(o.seconds)} s`,
  );
}
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
