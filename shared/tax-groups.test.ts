import { describe, expect, it } from 'vitest';
import { computeTotals, FALLBACK_TAX_RATE, fromCents, type LineInput, TAX_CATEGORIES } from './money';

const line = (
  quantity: number,
  rate: string,
  taxRate?: string | number,
  taxCategory?: LineInput['taxCategory'],
) => ({
  quantity,
  rate,
  taxRate,
  taxCategory,
});

describe('VAT per (category, rate) group', () => {
  it('taxes a mixed 19 % / 7 % invoice per rate', () => {
    const t = computeTotals(
      [line(10, '120.00', 19, 'S'), line(4, '20.00', '7', 'S'), line(1, '0.50', 7, 'S')],
      19,
    );
    expect(t.groups).toEqual([
      { category: 'S', rate: '19.00', taxableCents: 120000, taxCents: 22800 },
      { category: 'S', rate: '7.00', taxableCents: 8050, taxCents: 564 }, // 5.635 → 5.64
    ]);
    expect(t.subtotalCents).toBe(128050);
    expect(t.taxCents).toBe(23364);
    expect(t.totalCents).toBe(151414);
    expect(t.lines.map((l) => [l.taxCategory, l.taxRate])).toEqual([
      ['S', '19.00'],
      ['S', '7.00'],
      ['S', '7.00'],
    ]);
  });

  it('rounds the group, not the lines (BR-CO-17)', () => {
    // Ten lines of 0.02 at 19 %: each 0.0038 → 0.00, together 0.00; the group 0.20 × 19 % = 0.038 → 0.04.
    const down = computeTotals(
      Array.from({ length: 10 }, () => line(1, '0.02', 19, 'S')),
      0,
    );
    expect(down.taxCents).toBe(4);
    // Five lines of 0.03 at 19 %: each 0.0057 → 0.01, together 0.05; the group 0.15 × 19 % = 0.0285 → 0.03.
    const up = computeTotals(
      Array.from({ length: 5 }, () => line(1, '0.03', '19.00', 'S')),
      0,
    );
    expect(up.taxCents).toBe(3);
    // Two 7 % lines of 0.25 and 0.25: each 0.0175 → 0.02, together 0.04; the group 0.50 × 7 % = 0.035 → 0.04.
    // Beside them, 19 % lines of 0.01 × 3 (each 0.0019 → 0.00) make 0.0057 → 0.01 as a group.
    const mixed = computeTotals(
      [line(1, '0.25', 7), line(1, '0.01', 19), line(1, '0.25', 7), line(3, '0.01', 19)],
      0,
    );
    expect(mixed.groups.map((g) => [g.rate, g.taxableCents, g.taxCents])).toEqual([
      ['19.00', 4, 1],
      ['7.00', 50, 4],
    ]);
    expect(mixed.taxCents).toBe(5);
  });

  it('rounds a half cent away from zero, also below zero', () => {
    expect(computeTotals([line(1, '2.50', 19, 'S')], 0).groups[0].taxCents).toBe(48); // 0.475
    expect(computeTotals([line(-1, '2.50', 19, 'S')], 0).groups[0].taxCents).toBe(-48);
    expect(computeTotals([line(1, '1.50', '5.5', 'S'), line(1, '1.50', 5.5, 'S')], 0).taxCents).toBe(17); // 0.165
  });

  it('keeps categories at the same rate apart, rate descending, then S Z E AE K G O', () => {
    const t = computeTotals(
      [
        line(1, '5', 0, 'O'),
        line(1, '1', 0, 'E'),
        line(1, '2', '0', 'Z'),
        line(1, '3', 7, 'S'),
        line(1, '4', 0, 'AE'),
      ],
      19,
    );
    expect(t.groups.map((g) => `${g.category} ${g.rate} ${g.taxableCents} ${g.taxCents}`)).toEqual([
      'S 7.00 300 21',
      'Z 0.00 200 0',
      'E 0.00 100 0',
      'AE 0.00 400 0',
      'O 0.00 500 0',
    ]);
  });

  it('taxes a line without its own rate at the invoice rate as category S', () => {
    const t = computeTotals([{ quantity: 2, rate: '10' }, line(1, '10', 19, 'S'), line(1, '10', 7)], '19');
    expect(t.groups).toEqual([
      { category: 'S', rate: '19.00', taxableCents: 3000, taxCents: 570 },
      { category: 'S', rate: '7.00', taxableCents: 1000, taxCents: 70 },
    ]);
    const fallback = computeTotals([{ quantity: 1, rate: '100', taxRate: null, taxCategory: null }], null);
    expect(fallback.groups).toEqual([
      { category: 'S', rate: fromCents(FALLBACK_TAX_RATE * 100), taxableCents: 10000, taxCents: 1000 },
    ]);
    expect(computeTotals([], 19).groups).toEqual([]);
  });

  it('refuses a line rate outside 0–100 or past 2 decimals, and an unknown category', () => {
    for (const bad of ['100.01', '-1', '19.005', 'abc', '1e1', 101, -0.5, 7.125, Number.NaN]) {
      expect(() => computeTotals([line(1, '1', bad, 'S')], 19), String(bad)).toThrow(RangeError);
    }
    expect(() => computeTotals([line(1, '1', 0, 'X' as never)], 19)).toThrow('Not a VAT category: X');
    expect(
      computeTotals([line(1, '1', '100.00', 'S'), line(1, '1', ' 5.50 ', 'S')], 0).groups.map((g) => g.rate),
    ).toEqual(['100.00', '5.50']);
  });

  it('exports the EN 16931 category codes', () => {
    expect(TAX_CATEGORIES).toEqual(['S', 'Z', 'E', 'AE', 'K', 'G', 'O']);
  });
});
