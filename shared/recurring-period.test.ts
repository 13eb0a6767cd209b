import { describe, expect, it } from 'vitest';
import { fillPlaceholders, occurrenceService, periodLabel } from './recurring-period';

const monthly = { frequency: 'monthly' as const, interval: 1, startDate: '2026-10-01' };

describe('occurrenceService', () => {
  it('gives the issue date as the service date by default', () => {
    expect(occurrenceService('issue_date', monthly, 2)).toEqual({
      serviceDate: '2026-12-01',
      servicePeriodStart: null,
      servicePeriodEnd: null,
    });
  });

  it('gives the month before a monthly invoice issued on the 1st', () => {
    expect(occurrenceService('previous_period', monthly, 2)).toEqual({
      serviceDate: null,
      servicePeriodStart: '2026-11-01',
      servicePeriodEnd: '2026-11-30',
    });
    // The first occurrence has a previous period too: the month before the start date.
    expect(occurrenceService('previous_period', monthly, 0)).toMatchObject({
      servicePeriodStart: '2026-09-01',
      servicePeriodEnd: '2026-09-30',
    });
  });

  it('gives the period an invoice starts, up to the day before the next one', () => {
    expect(occurrenceService('current_period', monthly, 2)).toMatchObject({
      servicePeriodStart: '2026-12-01',
      servicePeriodEnd: '2026-12-31',
    });
  });

  it('takes weeks, quarters, years and the interval', () => {
    const weekly = { frequency: 'weekly' as const, interval: 1, startDate: '2026-12-08' };
    expect(occurrenceService('previous_period', weekly, 0)).toMatchObject({
      servicePeriodStart: '2026-12-01',
      servicePeriodEnd: '2026-12-07',
    });
    const quarterly = { frequency: 'quarterly' as const, interval: 1, startDate: '2027-01-01' };
    expect(occurrenceService('previous_period', quarterly, 0)).toMatchObject({
      servicePeriodStart: '2026-10-01',
      servicePeriodEnd: '2026-12-31',
    });
    const yearly = { frequency: 'yearly' as const, interval: 1, startDate: '2027-01-01' };
    expect(occurrenceService('current_period', yearly, 0)).toMatchObject({
      servicePeriodStart: '2027-01-01',
      servicePeriodEnd: '2027-12-31',
    });
    const everyTwoMonths = { frequency: 'monthly' as const, interval: 2, startDate: '2026-11-01' };
    expect(occurrenceService('current_period', everyTwoMonths, 0)).toMatchObject({
      servicePeriodStart: '2026-11-01',
      servicePeriodEnd: '2026-12-31',
    });
  });

  it('lets consecutive periods meet when the day is clamped to short months', () => {
    const on31st = { frequency: 'monthly' as const, interval: 1, startDate: '2027-01-31' };
    const feb = occurrenceService('current_period', on31st, 1);
    const mar = occurrenceService('current_period', on31st, 2);
    expect(feb).toMatchObject({ servicePeriodStart: '2027-02-28', servicePeriodEnd: '2027-03-30' });
    expect(mar.servicePeriodStart).toBe('2027-03-31');
  });
});

describe('periodLabel', () => {
  it.each([
    ['2026-11-01', '2026-11-30', 'November 2026'],
    ['2026-10-01', '2026-12-31', 'Q4 2026'],
    ['2026-01-01', '2026-12-31', '2026'],
    ['2026-12-01', '2026-12-01', '1 Dec 2026'],
    ['2026-12-01', '2026-12-07', '1–7 Dec 2026'],
    ['2026-11-25', '2026-12-01', '25 Nov – 1 Dec 2026'],
    ['2026-12-29', '2027-01-04', '29 Dec 2026 – 4 Jan 2027'],
    ['2026-11-01', '2026-12-31', '1 Nov – 31 Dec 2026'],
  ])('%s to %s reads %s', (start, end, label) => {
    expect(periodLabel(start, end)).toBe(label);
  });
});

describe('fillPlaceholders', () => {
  const november = { serviceDate: null, servicePeriodStart: '2026-11-01', servicePeriodEnd: '2026-11-30' };

  it('fills {period}, {month} and {year}, every time they appear', () => {
    expect(fillPlaceholders('Hosting {period} ({month}, {year}); {period}', november)).toBe(
      'Hosting November 2026 (November, 2026); November 2026',
    );
  });

  it('takes the month of the start of a period across months, and a service date as it is', () => {
    const weekly = { serviceDate: null, servicePeriodStart: '2026-11-30', servicePeriodEnd: '2026-12-06' };
    expect(fillPlaceholders('{month}: {period}', weekly)).toBe('November: 30 Nov – 6 Dec 2026');
    const day = { serviceDate: '2026-12-01', servicePeriodStart: null, servicePeriodEnd: null };
    expect(fillPlaceholders('{period} {month} {year}', day)).toBe('1 Dec 2026 December 2026');
  });

  it('fills the example of the form hint as it reads: "Hosting {month} {year}" (issue 2/7 item 8)', () => {
    expect(fillPlaceholders('Hosting {month} {year}', november)).toBe('Hosting November 2026');
  });

  it('leaves text without placeholders and unknown braces alone', () => {
    expect(fillPlaceholders('Plain text', november)).toBe('Plain text');
    expect(fillPlaceholders('{other}', november)).toBe('{other}');
  });
});
