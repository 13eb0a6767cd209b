import { describe, expect, it } from 'vitest';
import { addMonths, comparisonWindows, lastDay, MAX_MONTHS, monthSeries } from './periods';

describe('addMonths and lastDay', () => {
  it('crosses year ends and knows month lengths', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(lastDay('2024-02')).toBe('2024-02-29');
    expect(lastDay('2026-02')).toBe('2026-02-28');
    expect(lastDay('2026-12')).toBe('2026-12-31');
  });
});

describe('comparisonWindows', () => {
  it('compares this month so far with the whole previous month when no dates are set', () => {
    expect(comparisonWindows('2026-03-15')).toEqual({
      basis: 'month',
      current: { start: '2026-03-01', end: '2026-03-15' },
      previous: { start: '2026-02-01', end: '2026-02-28' },
    });
    expect(comparisonWindows('2026-01-02')?.previous).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });

  it('compares a range with the equally long range just before it', () => {
    expect(comparisonWindows('2026-03-15', '2026-02-01', '2026-02-10')).toEqual({
      basis: 'period',
      current: { start: '2026-02-01', end: '2026-02-10' },
      previous: { start: '2026-01-22', end: '2026-01-31' },
    });
  });

  it('runs an open range up to today', () => {
    expect(comparisonWindows('2026-03-15', '2026-03-06')).toEqual({
      basis: 'period',
      current: { start: '2026-03-06', end: '2026-03-15' },
      previous: { start: '2026-02-24', end: '2026-03-05' },
    });
  });

  it('has nothing to compare with only an end date', () => {
    expect(comparisonWindows('2026-03-15', undefined, '2026-03-01')).toBeNull();
  });
});

describe('monthSeries', () => {
  it('lists the last 12 months without dates', () => {
    const months = monthSeries('2026-03-15');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months[11]).toBe('2026-03');
  });

  it('lists the months of a range', () => {
    expect(monthSeries('2026-03-15', '2025-11-20', '2026-01-05')).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  it('keeps only the most recent months of a very long range', () => {
    const months = monthSeries('2026-03-15', '1900-01-01', '2026-03-01');
    expect(months).toHaveLength(MAX_MONTHS);
    expect(months.at(-1)).toBe('2026-03');
  });
});
