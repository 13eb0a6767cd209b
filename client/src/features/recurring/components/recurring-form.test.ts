import type { InvoiceWithItems } from '@shared/invoices';
import { recurringInvoiceInputSchema } from '@shared/recurring-invoices';
import { describe, expect, it } from 'vitest';
import { defaultRecurringValues, invoiceToRecurringValues, toRecurringPayload } from './recurring-form';

const invoice = {
  clientId: 7,
  issueDate: '2026-01-31',
  dueDate: '2026-02-14',
  currency: 'GBP',
  notes: 'Thanks',
  projectDescription: 'Desk rent',
  sendReminders: false,
  reminderFlowTemplateId: 3,
  lineItems: [{ description: 'Desk', quantity: 1.5, unit: null, rate: '350.00' }],
} as unknown as InvoiceWithItems;

describe('invoiceToRecurringValues', () => {
  it('takes client, lines, texts, reminders and terms, and starts a month after the invoice', () => {
    const values = invoiceToRecurringValues(invoice, '2026-02-10');
    expect(values).toMatchObject({
      clientId: 7,
      currency: 'GBP',
      notes: 'Thanks',
      projectDescription: 'Desk rent',
      sendReminders: false,
      reminderFlowTemplateId: 3,
      paymentTermsDays: 14,
      frequency: 'monthly',
      interval: 1,
      startDate: '2026-02-28',
      lineItems: [{ description: 'Desk', quantity: 1.5, unit: '', rate: '350.00' }],
    });
  });

  it('never starts in the past, and keeps the day of the month of an old invoice', () => {
    expect(invoiceToRecurringValues(invoice, '2026-04-05').startDate).toBe('2026-04-30');
    expect(invoiceToRecurringValues(invoice, '2026-05-01').startDate).toBe('2026-05-31');
  });
});

describe('toRecurringPayload', () => {
  const base = { ...defaultRecurringValues({ today: '2026-03-01', currency: 'EUR' }), clientId: 1 };
  const lines = [{ description: 'Work', quantity: 1, rate: '10' }];

  it('sends only the end the form chose', () => {
    const chosen = { ...base, lineItems: lines, endDate: '2026-12-31', occurrences: 4 };
    expect(toRecurringPayload({ ...chosen, endMode: 'never' })).toMatchObject({
      endDate: null,
      occurrences: null,
    });
    expect(toRecurringPayload({ ...chosen, endMode: 'after' })).toMatchObject({
      endDate: null,
      occurrences: 4,
    });
    expect(toRecurringPayload({ ...chosen, endMode: 'on' })).toMatchObject({
      endDate: '2026-12-31',
      occurrences: null,
    });
    expect(
      recurringInvoiceInputSchema.safeParse(toRecurringPayload({ ...chosen, endMode: 'on' })).success,
    ).toBe(true);
  });

  it('keeps the shared schema messages for an end left empty', () => {
    const result = recurringInvoiceInputSchema.safeParse(
      toRecurringPayload({ ...base, lineItems: lines, endMode: 'after' }),
    );
    expect(result.error?.issues[0]).toMatchObject({
      path: ['occurrences'],
      message: 'Number of invoices must be a whole number',
    });
  });
});
