import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, FALLBACK_TAX_RATE, fromCents, MAX_CENTS, taxCents, toCents } from './money';

describe('toCents / fromCents', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['12.345', 1235],
    ['12.344', 1234],
    ['-12.345', -1235],
    ['.5', 50],
    [0.1 + 0.2, 30],
    [1.005, 101],
  ])('%s → %i cents', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it('rejects what is not an amount', () => {
    for (const bad of ['', 'abc', '1,5', '1e3', '--1']) expect(() => toCents(bad)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('formats cents as a two-decimal string', () => {
    expect(fromCents(123456)).toBe('1234.56');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-5)).toBe('-0.05');
  });

  it('round-trips every cent value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (c) => toCents(fromCents(c)) === c),
    );
  });
});

describe('tax', () => {
  it('rounds half away from zero', () => {
    expect(taxCents(250, 19)).toBe(48); // 47.5 → 48
    expect(taxCents(-250, 19)).toBe(-48);
    expect(taxCents(1000, '7.5')).toBe(75);
    expect(taxCents(333, '0')).toBe(0);
  });

  it('falls back to 10% when the settings have no rate', () => {
    expect(FALLBACK_TAX_RATE).toBe(10);
    expect(computeTotals([{ quantity: 1, rate: '100' }], null).taxCents).toBe(1000);
    expect(computeTotals([{ quantity: 1, rate: '100' }], undefined).taxRate).toBe('10.00');
  });
});

describe('computeTotals', () => {
  it('computes the SPEC example figures', () => {
    const t = computeTotals(
      [
        { quantity: 3, rate: '19.99' },
        { quantity: 2, rate: 0.1 },
      ],
      19,
    );
    expect(t.lines.map((l) => l.amountCents)).toEqual([5997, 20]);
    expect(t.subtotalCents).toBe(6017);
    expect(t.taxCents).toBe(1143); // 1143.23
    expect(t.totalCents).toBe(7160);
    expect(t.taxRate).toBe('19.00');
  });

  it('always adds up, with no float drift, over thousands of random invoices', () => {
    const item = fc.record({
      quantity: fc.integer({ min: 1, max: 1000 }),
      rateCents: fc.integer({ min: 0, max: 1_000_000 }),
    });
    const rate = fc.integer({ min: 0, max: 10_000 }); // 0.00% … 100.00%
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 20 }), rate, (items, rateBp) => {
        const t = computeTotals(
          items.map((i) => ({ quantity: i.quantity, rate: fromCents(i.rateCents) })),
          fromCents(rateBp),
        );
        const expectedSubtotal = items.reduce((s, i) => s + i.quantity * i.rateCents, 0);
        // Exact tax with BigInt as the reference implementation.
        const exact = BigInt(expectedSubtotal) * BigInt(rateBp);
        const expectedTax = Number((exact + 5000n) / 10000n);
        return (
          Number.isSafeInteger(t.totalCents) &&
          t.subtotalCents === expectedSubtotal &&
          t.lines.every((l, k) => l.amountCents === items[k].quantity * items[k].rateCents) &&
          t.taxCents === expectedTax &&
          t.totalCents === t.subtotalCents + t.taxCents &&
          toCents(fromCents(t.totalCents)) === t.totalCents
        );
      }),
      { numRuns: 5000 },
    );
  });
});
