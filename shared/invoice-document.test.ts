import { describe, expect, it } from 'vitest';
import type { Document } from './document';
import { translator } from './i18n/catalog';
import {
  formatQuantity,
  linesDifferInTax,
  linesDifferInVat,
  lineTaxText,
  lineVatText,
  paymentTermsText,
  printedTax,
  printedTaxNotes,
  serviceFact,
  speaksOfVat,
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

  it('says "Tax", not "VAT", where the seller has no VAT, and nothing where no tax is charged', () => {
    const row = (
      category: 'S' | 'Z' | 'O' | 'E' | 'AE',
      rate: string,
      base: string,
      tax: string,
      note: string | null = null,
    ) => ({
      category,
      rate,
      taxableAmount: base,
      taxAmount: tax,
      exemptionReason: note,
    });
    const document = (country: string, taxBreakdown: Document['taxBreakdown']) => ({
      seller: { postalAddress: { country } },
      currency: 'USD',
      locale: 'en-US',
      taxBreakdown,
      totals: {
        tax: taxBreakdown.reduce((sum, r) => sum + Number(r.taxAmount), 0).toFixed(2),
      } as Document['totals'],
    });
    // A US consultant charging no tax: no "VAT 0 % on $30,486.20", no row at all.
    const untaxed = document('US', [row('Z', '0.00', '30486.20', '0.00')]);
    expect(speaksOfVat(untaxed)).toBe(false);
    expect(printedTax(untaxed)).toEqual({ subtotalNote: null, rows: [] });
    // Sales tax on some lines: "Tax", for the taxed rate only.
    const taxed = document('US', [row('S', '8.88', '1000.00', '88.80'), row('Z', '0.00', '500.00', '0.00')]);
    expect(printedTax(taxed).rows).toEqual([
      { key: 'S 8.88', label: 'Tax 8.88 % on $1,000.00', amount: '88.80', note: null },
    ]);
    expect(printedTax(taxed, translator('de', 'en-US').t).rows[0].label).toBe('Steuer 8.88 % auf $1,000.00');
    // VAT law's notes are not printed without VAT; the seller's own exemption reason is.
    const abroad = document('US', [
      row('O', '0.00', '800.00', '0.00', 'Not subject to VAT in United States'),
    ]);
    expect(printedTax(abroad)).toEqual({ subtotalNote: null, rows: [] });
    expect(printedTaxNotes(abroad)).toEqual([]);
    const exempt = document('CA', [row('E', '0.00', '800.00', '0.00', 'Exempt: educational service')]);
    expect(printedTax(exempt).subtotalNote).toBe('Exempt: educational service');
    // A German company keeps its VAT rows and notes.
    const german = {
      ...document('DE', [
        row('S', '19.00', '1200.00', '228.00'),
        row('AE', '0.00', '300.00', '0.00', 'Reverse charge'),
      ]),
      currency: 'EUR',
    };
    expect(speaksOfVat(german)).toBe(true);
    expect(printedTax(german).rows.map((r) => [r.label, r.note])).toEqual([
      ['VAT 19 % on €1,200.00', null],
      ['VAT 0 % on €300.00', 'Reverse charge'],
    ]);
    // A document without a seller country (an old answer) speaks of VAT as before.
    expect(speaksOfVat({ seller: {} })).toBe(true);
  });

  it('gives lines a tax column only where their rates differ when the seller has no VAT', () => {
    const zero = { taxRate: '0.00', taxCategory: 'Z' as const };
    const notSubject = { taxRate: '0.00', taxCategory: 'O' as const };
    expect(linesDifferInTax([zero, notSubject], true)).toBe(true);
    expect(linesDifferInTax([zero, notSubject], false)).toBe(false);
    expect(linesDifferInTax([zero, { taxRate: '8.875', taxCategory: 'S' }], false)).toBe(true);
    expect(lineTaxText(zero, 'en-US', false)).toBe('0 %');
    expect(lineTaxText({ taxRate: '0.00', taxCategory: 'AE' }, 'en-US', true)).toBe('0 % AE');
  });
});
