import { describe, expect, it } from 'vitest';
import { translator } from './i18n/catalog';
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
    // With the document's texts a unit from the list is written in its language; free text as typed.
    const de = translator('de', 'de-DE').t;
    expect(formatQuantity(2.5, 'hours', 'de-DE', de)).toBe('2,5 Std.');
    expect(formatQuantity(1, 'day', 'de-DE', de)).toBe('1 Tag');
    expect(formatQuantity(3, 'days', 'de-DE', de)).toBe('3 Tage');
    expect(formatQuantity(4, 'pcs', 'de-DE', de)).toBe('4 Stk.');
    expect(formatQuantity(1, 'flat', 'de-DE', de)).toBe('1 pauschal');
    expect(formatQuantity(6, 'month', 'de-DE', de)).toBe('6 Monate');
    expect(formatQuantity(1, 'hour', 'en-US', translator('en', 'en-US').t)).toBe('1 hour');
    expect(formatQuantity(2, 'hrs', 'en-US', translator('en', 'en-US').t)).toBe('2 hours');
    expect(formatQuantity(1.5, 'hour', 'fr-FR', translator('fr', 'fr-FR').t)).toBe('1,5 heure');
    expect(formatQuantity(2, 'Seiten', 'de-DE', de)).toBe('2 Seiten');
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
    const de = translator('de', 'de-DE').t;
    expect(paymentTermsText(30, de)).toBe('Zahlungsziel: 30 Tage');
    expect(paymentTermsText(1, de)).toBe('Zahlungsziel: 1 Tag');
    expect(paymentTermsText(0, de)).toBe('Zahlbar sofort nach Erhalt');
    expect(serviceFact({ date: '2026-11-02' }, (d) => d, de)?.label).toBe('Leistungsdatum');
  });

  it('labels a VAT row by its rate and base, and a line by its rate where lines differ', () => {
    expect(taxRowLabel({ rate: '19.00', taxableAmount: '1200.00' }, 'EUR', 'en-US')).toBe(
      'VAT 19 % on €1,200.00',
    );
    expect(taxRowLabel({ rate: '5.50', taxableAmount: '80.00' }, 'EUR', 'de-DE')).toBe(
      'VAT 5,5 % on 80,00\u00a0€',
    );
    expect(
      taxRowLabel({ rate: '5.50', taxableAmount: '80.00' }, 'EUR', 'de-DE', translator('de', 'de-DE').t),
    ).toBe('USt. 5,5 % auf 80,00\u00a0€');
    expect(lineVatText({ taxRate: '5.50', taxCategory: 'S' }, 'fr-FR')).toBe('5,5 %');
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
