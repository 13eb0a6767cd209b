import { createInvoiceInputSchema } from '@shared/invoices';
import { describe, expect, it } from 'vitest';
import { defaultInvoiceValues, liveTotals, toCreatePayload } from './invoice-form';

describe('defaultInvoiceValues', () => {
  it('issues today, is due 30 days later and starts with one line of quantity 1', () => {
    // Noon on 31 January where the browser is, whatever time zone the tests run in.
    const values = defaultInvoiceValues(new Date(2026, 0, 31, 12));
    expect(values.issueDate).toBe('2026-01-31');
    expect(values.dueDate).toBe('2026-03-02');
    expect(values.lineItems).toEqual([{ description: '', quantity: 1, rate: '0' }]);
    expect(values.sendReminders).toBe(true);
  });
});

describe('liveTotals', () => {
  it('computes amounts, subtotal, tax and total in cents as the form types', () => {
    const totals = liveTotals(
      [
        { quantity: 10, rate: '85' },
        { quantity: 2, rate: '19.99' },
      ],
      19,
    );
    expect(totals.lines.map((l) => l.amountCents)).toEqual([85000, 3998]);
    expect(totals).toMatchObject({ subtotalCents: 88998, taxCents: 16910, totalCents: 105908 });
  });

  it('counts fields that are not numbers yet as zero, and falls back to 10% without a settings rate', () => {
    const totals = liveTotals(
      [
        { quantity: Number.NaN, rate: '5' },
        { quantity: 1, rate: '' },
        { quantity: 2, rate: '1.5' },
      ],
      undefined,
    );
    expect(totals.lines.map((l) => l.amountCents)).toEqual([0, 0, 300]);
    expect(totals).toMatchObject({ subtotalCents: 300, taxCents: 30, totalCents: 330, taxRate: '10.00' });
  });
});

describe('toCreatePayload', () => {
  it('adds status, client name, company currency and the figures, and passes the shared schema', () => {
    const values = createInvoiceInputSchema.parse({
      ...defaultInvoiceValues(),
      clientId: 7,
      clientEmail: 'a@b.example',
      lineItems: [{ description: 'Work', quantity: 3, rate: '33.33' }],
    });
    const payload = toCreatePayload(values, 'sent', { clientName: 'Acme', currency: 'GBP', taxRate: 20 });
    expect(payload).toMatchObject({
      status: 'sent',
      clientName: 'Acme',
      currency: 'GBP',
      subtotal: '99.99',
      tax: '20.00',
      total: '119.99',
      lineItems: [{ description: 'Work', quantity: 3, rate: '33.33', amount: '99.99' }],
    });
    expect(createInvoiceInputSchema.safeParse(payload).success).toBe(true);
  });
});
