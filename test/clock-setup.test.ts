import { describe, expect, it } from 'vitest';
import { clockTarget } from './moved-date';

describe('the moved test clock', () => {
  it('reads TEST_CLOCK as today at that UTC time, or as an ISO time', () => {
    const today = new Date('2026-03-29T17:45:00Z');
    expect(new Date(clockTarget('00:30', today)).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(new Date(clockTarget('23:30', today)).toISOString()).toBe('2026-03-29T23:30:00.000Z');
    expect(clockTarget('2026-01-01T08:00:00Z')).toBe(Date.UTC(2026, 0, 1, 8));
    expect(() => clockTarget('9:30')).toThrow(/TEST_CLOCK/);
  });

  it.runIf(process.env.TEST_CLOCK)('is in force in this file and keeps running', async () => {
    const target = clockTarget(process.env.TEST_CLOCK!);
    const first = Date.now();
    // The file started at the target; a minute covers any slow import before this test.
    expect(first - target).toBeGreaterThanOrEqual(0);
    expect(first - target).toBeLessThan(60_000);
    const made = new Date();
    expect(made.getTime() - first).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 50));
    expect(Date.now()).toBeGreaterThan(first);
    expect(new Date() instanceof Date).toBe(true);
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(Date()).toMatch(/GMT/);
  });
});
