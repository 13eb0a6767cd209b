import { describe, expect, it } from 'vitest';
import { recurringInvoiceInputSchema } from './recurring-invoices';

const valid = {
  clientId: 1,
  lineItems: [{ description: 'Desk rent', quantity: 1, rate: '250.00' }],
  frequency: 'monthly',
  startDate: '2026-09-30',
  sendMode: 'send',
};

const messages = (body: unknown) => {
  const r = recurringInvoiceInputSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('recurring invoice body', () => {
  it('fills the defaults: every 1, 30 days to pay, no end, no backfill', () => {
    expect(recurringInvoiceInputSchema.parse(valid)).toMatchObject({
      interval: 1,
      paymentTermsDays: 30,
      endDate: null,
      occurrences: null,
      backfill: false,
      sendReminders: true,
    });
  });

  it('refuses interval 0, an end before the start, both ends, no lines and unknown frequencies, with clear messages', () => {
    expect(messages({ ...valid, interval: 0 })).toEqual(['interval: Interval must be at least 1']);
    expect(messages({ ...valid, endDate: '2026-09-29' })).toEqual([
      'endDate: End date must be on or after the start date',
    ]);
    expect(messages({ ...valid, endDate: '2027-01-01', occurrences: 3 })).toEqual([
      'occurrences: Choose either an end date or a number of invoices, not both',
    ]);
    expect(messages({ ...valid, lineItems: [] })).toEqual(['lineItems: At least one line item is required']);
    expect(messages({ ...valid, frequency: 'daily' })).toEqual([
      'frequency: Frequency must be weekly, monthly, quarterly or yearly',
    ]);
    expect(messages({ ...valid, sendMode: 'later' })).toEqual(['sendMode: Send mode must be send or draft']);
    expect(messages({ ...valid, occurrences: 1.5 })).toEqual([
      'occurrences: Number of invoices must be a whole number',
    ]);
  });
});
