import { describe, expect, it } from 'vitest';
import {
  formatQuantity,
  linesDifferInVat,
  lineVatText,
  paymentTermsText,
  serviceFact,
  taxNotes,
  taxRowLabel,
} from './invoice-document';

describe('what every renderer writes the same way', () => {
  it('writes quantities in the document locale, with the unit', () => {
    expect(formatQuantity(2.5, 'hours', 'de-DE')).toBe('2,5 hours');
    expect(formatQuantity(2.5, 'hours', 'en-US')).toBe('2.5 hours');
    expect(formatQuantity(1250, null, 'de-DE')).toBe('1.250');
    expect(formatQuantity(3, '', 'en-GB')).toBe('3');
  });

  it('names the service date or period, and the payment terms', () => {
    const date = (d: string) => `<${d}>`;
    expect(serviceFact({ date: '2026-11-02' }, date)).toEqual({
      label: 'Service date',
      value: '<2026-11-02>',
    });
    expect(serviceFact({ start: '2026-11-01', end: '2026-11-30' }, date)).toEqual({
      label: 'Service period',
      value: '<2026-11-01> – <2026-11-30>',
    });
    expect(serviceFact(null, date)).toBeNull();
    expect(paymentTermsText(30)).toBe('Payment terms: 30 days');
    expect(paymentTermsText(1)).toBe('Payment terms: 1 day');
    expect(paymentTermsText(0)).toBe('Due on receipt');
    expect(paymentTermsText(null)).toBeNull();
  });

  it('labels a VAT row by its rate and base, and a line by its rate where lines differ', () => {
    expect(taxRowLabel({ rate: '19.00', taxableAmount: '1200.00' }, 'EUR', 'en-US')).toBe(
      'VAT 19 % on €1,200.00',
    );
    expect(taxRowLabel({ rate: '5.50', taxableAmount: '80.00' }, 'EUR', 'de-DE')).toBe(
      'VAT 5.5 % on 80,00\u00a0€',
    );
    expect(lineVatText({ taxRate: '7.00', taxCategory: 'S' })).toBe('7 %');
    expect(lineVatText({ taxRate: '0.00', taxCategory: 'AE' })).toBe('0 % AE');
    const s19 = { taxRate: '19.00', taxCategory: 'S' as const };
    expect(linesDifferInVat([s19, { ...s19, taxRate: '19' }])).toBe(false);
    expect(linesDifferInVat([s19, { taxRate: '7.00', taxCategory: 'S' }])).toBe(true);
    expect(
      linesDifferInVat([
        { taxRate: '0.00', taxCategory: 'Z' },
        { taxRate: '0.00', taxCategory: 'E' },
      ]),
    ).toBe(true);
    expect(taxNotes([{ exemptionReason: 'A' }, { exemptionReason: null }, { exemptionReason: 'A' }])).toEqual(
      ['A'],
    );
  });
});
