import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  FREQUENCIES,
  firstOnOrAfter,
  frequencyLabel,
  occurrenceDate,
  occurrencesFrom,
  type Recurrence,
} from './recurrence';

const profile = (over: Partial<Recurrence>): Recurrence => ({
  frequency: 'monthly',
  interval: 1,
  startDate: '2026-01-31',
  endDate: null,
  occurrences: null,
  ...over,
});

describe('recurrence', () => {
  it('issues monthly on the 31st on the last day of shorter months and back on the 31st after', () => {
    const dates = occurrencesFrom(profile({}), 0, 13).map((o) => o.date);
    expect(dates).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
    ]);
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29'); // leap year
    expect(addMonthsClamped('2026-11-30', -11)).toBe('2025-12-30');
  });

  it('counts weeks, quarters and years with their interval', () => {
    expect(
      occurrencesFrom(profile({ frequency: 'weekly', interval: 2, startDate: '2026-03-23' }), 0, 3),
    ).toEqual([
      { n: 0, date: '2026-03-23' },
      { n: 1, date: '2026-04-06' },
      { n: 2, date: '2026-04-20' },
    ]);
    expect(occurrenceDate(profile({ frequency: 'quarterly', startDate: '2026-11-30' }), 1)).toBe(
      '2027-02-28',
    );
    expect(occurrenceDate(profile({ frequency: 'yearly', startDate: '2028-02-29' }), 1)).toBe('2029-02-28');
    expect(occurrenceDate(profile({ frequency: 'yearly', startDate: '2028-02-29' }), 4)).toBe('2032-02-29');
    expect(occurrenceDate(profile({ interval: 3, startDate: '2026-01-15' }), 2)).toBe('2026-07-15');
  });

  it('stops after N invoices or on the end date', () => {
    expect(occurrencesFrom(profile({ occurrences: 3 }), 0, 10)).toHaveLength(3);
    // "After 3 invoices" counts invoices made: from index 2 with 2 made, one remains.
    expect(occurrencesFrom(profile({ occurrences: 3 }), 2, 10, 2)).toEqual([{ n: 2, date: '2026-03-31' }]);
    expect(occurrencesFrom(profile({ occurrences: 3 }), 5, 10).map((o) => o.n)).toEqual([5, 6, 7]);
    expect(occurrencesFrom(profile({ endDate: '2026-04-30' }), 0, 10).map((o) => o.date)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('finds the first occurrence on or after a day, whatever the frequency', () => {
    expect(firstOnOrAfter(profile({}), '2026-03-01')).toEqual({ n: 2, date: '2026-03-31' });
    expect(firstOnOrAfter(profile({}), '2026-02-28')).toEqual({ n: 1, date: '2026-02-28' });
    expect(firstOnOrAfter(profile({}), '2025-12-01')).toEqual({ n: 0, date: '2026-01-31' });
    fc.assert(
      fc.property(
        fc.constantFrom(...FREQUENCIES),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 8_000 }),
        (frequency, interval, startOffset, dayOffset) => {
          const start = new Date(Date.UTC(1990, 0, 1) + startOffset * 86_400_000).toISOString().slice(0, 10);
          const day = new Date(Date.parse(`${start}T00:00:00Z`) + dayOffset * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const r = profile({ frequency, interval, startDate: start });
          const { n, date } = firstOnOrAfter(r, day);
          expect(date >= day).toBe(true);
          expect(date).toBe(occurrenceDate(r, n));
          if (n > 0) expect(occurrenceDate(r, n - 1) < day).toBe(true);
        },
      ),
    );
  });

  it('says the schedule in words', () => {
    expect(frequencyLabel(profile({}))).toBe('Monthly on the 31st');
    expect(frequencyLabel(profile({ interval: 3, startDate: '2026-01-02' }))).toBe(
      'Every 3 months on the 2nd',
    );
    expect(frequencyLabel(profile({ frequency: 'weekly', startDate: '2026-11-23' }))).toBe(
      'Weekly on Monday',
    );
    expect(frequencyLabel(profile({ frequency: 'weekly', interval: 2, startDate: '2026-11-23' }))).toBe(
      'Every 2 weeks on Monday',
    );
    expect(frequencyLabel(profile({ frequency: 'quarterly', startDate: '2026-01-13' }))).toBe(
      'Quarterly on the 13th',
    );
    expect(frequencyLabel(profile({ frequency: 'yearly', startDate: '2026-03-03' }))).toBe(
      'Yearly on March 3',
    );
  });
});
