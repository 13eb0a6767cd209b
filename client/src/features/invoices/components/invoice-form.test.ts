import { documentTranslator, formatQuantity } from '@shared/invoice-document';
import { createInvoiceInputSchema } from '@shared/invoices';
import { describe, expect, it } from 'vitest';
import { liveTotals } from '@/components/invoice/line-items';
import { draftDocument } from './invoice-document';
import {
  defaultInvoiceValues,
  invoiceToFormValues,
  toCreatePayload,
  toInvoiceBody,
  toPreviewData,
} from './invoice-form';

describe('defaultInvoiceValues', () => {
  it('issues today, is due 30 days later and starts with one line of quantity 1', () => {
    // Noon on 31 January where the browser is, whatever time zone the tests run in.
    const values = defaultInvoiceValues(new Date(2026, 0, 31, 12));
    expect(values.issueDate).toBe('2026-01-31');
    expect(values.dueDate).toBe('2026-03-02');
    expect(values.lineItems).toEqual([{ description: '', quantity: 1, unit: '', rate: '0' }]);
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

describe('decimal quantities', () => {
  it('prices 1.5 hours and 0.33 days in exact cents, rounding half away from zero', () => {
    const totals = liveTotals(
      [
        { quantity: 1.5, rate: '85' },
        { quantity: 0.33, rate: '10.05' },
      ],
      0,
    );
    // 1.5 × 85 = 127.50; 0.33 × 10.05 = 3.3165 → 3.32
    expect(totals.lines.map((l) => l.amountCents)).toEqual([12750, 332]);
  });

  it('the shared schema takes 2 decimals and a unit, refuses 3 decimals, 0 and a 21-character unit', () => {
    const line = (over: object) => ({ description: 'Work', quantity: 1, rate: '1', ...over });
    const parse = (over: object) =>
      createInvoiceInputSchema.safeParse(
        toInvoiceBody({ ...defaultInvoiceValues(), clientId: 1, lineItems: [line(over)] }),
      );
    expect(parse({ quantity: 1.25, unit: 'hours' }).success).toBe(true);
    expect(parse({ quantity: 1.255 }).error?.issues[0].message).toBe('Quantity has at most 2 decimal places');
    expect(parse({ quantity: 0 }).error?.issues[0].message).toBe('Quantity must be greater than 0');
    expect(parse({ unit: 'x'.repeat(21) }).error?.issues[0].message).toBe(
      'Unit must be at most 20 characters',
    );
  });
});

describe('invoiceToFormValues', () => {
  it('fills the form with a saved invoice, units and decimal quantities included', () => {
    const values = invoiceToFormValues({
      id: 3,
      invoiceNumber: 'INV-1003',
      clientId: 7,
      clientName: 'Acme',
      clientEmail: 'a@b.example',
      issueDate: '2026-02-01',
      dueDate: '2026-03-03',
      status: 'sent',
      currency: 'GBP',
      subtotal: '127.50',
      tax: '0.00',
      taxRate: '0.00',
      taxBreakdown: [],
      taxExemptionReason: null,
      buyerReference: null,
      language: 'en',
      serviceDate: null,
      servicePeriodStart: '2026-01-01',
      servicePeriodEnd: '2026-01-31',
      total: '127.50',
      amountPaid: '0.00',
      creditedAmount: '0.00',
      creditNotes: [],
      balanceDue: '127.50',
      notes: null,
      projectDescription: 'Relaunch',
      sendReminders: false,
      reminderFlowTemplateId: null,
      sentAt: null,
      paidAt: null,
      voidedAt: null,
      voidReason: null,
      viewedAt: null,
      recurringInvoiceId: null,
      createdAt: null,
      updatedAt: null,
      lineItems: [
        {
          id: 1,
          invoiceId: 3,
          position: 0,
          description: 'Design',
          quantity: 1.5,
          unit: 'hours',
          rate: '85.00',
          amount: '127.50',
          taxRate: '0.00',
          taxCategory: 'Z',
        },
      ],
    });
    expect(values).toMatchObject({
      clientId: 7,
      notes: '',
      projectDescription: 'Relaunch',
      sendReminders: false,
      currency: 'GBP',
      serviceAsPeriod: true,
      serviceDate: '',
      servicePeriodStart: '2026-01-01',
      servicePeriodEnd: '2026-01-31',
      lineItems: [
        { description: 'Design', quantity: 1.5, unit: 'hours', rate: '85.00', taxRate: 0, taxCategory: 'Z' },
      ],
    });
    expect(createInvoiceInputSchema.safeParse(toInvoiceBody(values)).success).toBe(true);
  });
});

describe('toCreatePayload', () => {
  it('adds status, client name and the figures, and passes the shared schema', () => {
    const values = createInvoiceInputSchema.parse(
      toInvoiceBody({
        ...defaultInvoiceValues(new Date(2026, 0, 31, 12), { currency: 'GBP' }),
        clientId: 7,
        clientEmail: 'a@b.example',
        lineItems: [{ description: 'Work', quantity: 3, rate: '33.33', taxRate: 20, taxCategory: 'S' }],
      }),
    );
    const payload = toCreatePayload(values, 'sent', { clientName: 'Acme', taxRate: 10 });
    expect(payload).toMatchObject({
      status: 'sent',
      clientName: 'Acme',
      currency: 'GBP',
      subtotal: '99.99',
      tax: '20.00',
      total: '119.99',
      serviceDate: null,
      servicePeriodStart: null,
      servicePeriodEnd: null,
      lineItems: [
        { description: 'Work', quantity: 3, rate: '33.33', amount: '99.99', taxRate: 20, taxCategory: 'S' },
      ],
    });
    expect(createInvoiceInputSchema.safeParse(payload).success).toBe(true);
  });
});

describe('toPreviewData', () => {
  it("writes the draft's preview in the selected client's language, units and notes included", () => {
    const values = {
      ...defaultInvoiceValues(new Date(2026, 10, 2, 12)),
      lineItems: [
        {
          description: 'Beratung',
          quantity: 2,
          unit: 'hours',
          rate: '100',
          taxRate: 0,
          taxCategory: 'AE' as const,
        },
      ],
    };
    const client = {
      name: 'Kunde GmbH',
      email: 'office@kunde.at',
      phone: null,
      address: null,
      postalCode: null,
      city: null,
      country: 'AT',
      vatId: 'ATU12345678',
      language: 'de' as const,
    };
    const parts = toPreviewData(values, { client, invoiceNumber: 'RE-1', currency: 'EUR', taxRate: 19 });
    expect(parts.invoice.language).toBe('de');
    const document = draftDocument(parts, undefined);
    expect(document.language).toBe('de');
    expect(formatQuantity(2, document.lines[0].unit, document.locale, documentTranslator(document).t)).toBe(
      '2 Std.',
    );
    expect(document.taxBreakdown[0].exemptionReason).toBe('Steuerschuldnerschaft des Leistungsempfängers');
  });
});
