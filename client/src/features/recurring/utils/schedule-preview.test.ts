import { describe, expect, it } from 'vitest';
import { schedulePreview } from './schedule-preview';

const monthly = {
  frequency: 'monthly',
  interval: 1,
  startDate: '2027-01-31',
  endDate: null,
  occurrences: null,
};
const fresh = { today: '2026-11-20', lastIssueDate: null, issued: 0 };

describe('schedulePreview', () => {
  it('issues monthly on the 31st on the last day of shorter months', () => {
    expect(schedulePreview(monthly, fresh)).toEqual({
      schedule: monthly,
      past: null,
      upcoming: ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31'],
    });
  });

  it('starts at today for a start date in the past, and counts the past periods with backfill', () => {
    const started = { ...monthly, startDate: '2026-09-15' };
    expect(schedulePreview(started, fresh)?.upcoming[0]).toBe('2026-12-15');
    expect(schedulePreview({ ...started, backfill: true }, fresh)).toMatchObject({
      past: { count: 3, first: '2026-09-15', last: '2026-11-15' },
      upcoming: ['2026-12-15', '2027-01-15', '2027-02-15', '2027-03-15', '2027-04-15'],
    });
  });

  it('stops at the end: after N invoices (counting those made) or on a date', () => {
    expect(schedulePreview({ ...monthly, occurrences: 2 }, fresh)?.upcoming).toEqual([
      '2027-01-31',
      '2027-02-28',
    ]);
    const backfilled = { ...monthly, startDate: '2026-09-15', occurrences: 4, backfill: true };
    expect(schedulePreview(backfilled, fresh)).toMatchObject({
      past: { count: 3 },
      upcoming: ['2026-12-15'],
    });
    expect(schedulePreview({ ...monthly, endDate: '2027-03-30' }, fresh)?.upcoming).toHaveLength(2);
  });

  it('continues after the last invoice made when a profile is edited', () => {
    const weekly = { ...monthly, frequency: 'weekly', interval: 2, startDate: '2026-11-02' };
    const edited = { today: '2026-11-16', lastIssueDate: '2026-11-16', issued: 2 };
    expect(schedulePreview(weekly, edited)).toMatchObject({
      schedule: weekly,
      upcoming: ['2026-11-30', '2026-12-14', '2026-12-28', '2027-01-11', '2027-01-25'],
    });
  });

  it('says nothing while the form does not describe a schedule', () => {
    expect(schedulePreview({ ...monthly, interval: Number.NaN }, fresh)).toBeNull();
    expect(schedulePreview({ ...monthly, interval: 0 }, fresh)).toBeNull();
    expect(schedulePreview({ ...monthly, startDate: '' }, fresh)).toBeNull();
    expect(schedulePreview({ ...monthly, startDate: '2027-02-30' }, fresh)).toBeNull();
  });
});
