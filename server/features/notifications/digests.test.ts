import { describe, expect, it } from 'vitest';
import { isoWeekKey } from './digests';

describe('isoWeekKey (the weekly report is sent once per ISO week)', () => {
  it.each([
    ['2026-01-01', '2026-W01'], // a Thursday: week 1 of 2026
    ['2025-12-29', '2026-W01'], // the Monday of that week belongs to 2026
    ['2027-01-03', '2026-W53'], // 2026 has 53 weeks
    ['2027-01-04', '2027-W01'],
    ['2026-03-09', '2026-W11'],
    ['2026-03-15', '2026-W11'], // Sunday closes the week
    ['2026-03-16', '2026-W12'],
  ])('%s is %s', (date, key) => {
    expect(isoWeekKey(date)).toBe(key);
  });
});
