import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  FALLBACK_TAX_RATE,
  fromCents,
  type LineInput,
  type TaxCategory,
  toCents,
} from './money';

// The reference below shares nothing with shared/money.ts: rates come as basis points from this
// table, amounts are BigInt, and rounding is written out again.
const TAXES: { category: TaxCategory; text: string; basisPoints: bigint }[] = [
  { category: 'S', text: '19', basisPoints: 1900n },
  { category: 'S', text: '7.00', basisPoints: 700n },
  { category: 'S', text: '5.5', basisPoints: 550n },
  { category: 'S', text: '20', basisPoints: 2000n },
  { category: 'S', text: '2.10', basisPoints: 210n },
  { category: 'Z', text: '0', basisPoints: 0n },
  { category: 'E', text: '0.00', basisPoints: 0n },
  { category: 'AE', text: '0', basisPoints: 0n },
  { category: 'K', text: '0', basisPoints: 0n },
  { category: 'G', text: '0', basisPoints: 0n },
  { category: 'O', text: '0', basisPoints: 0n },
];
const CATEGORY_ORDER = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'];

/** n / d rounded half away from zero, for d > 0. */
function divRound(n: bigint, d: bigint): bigint {
  const abs = n < 0n ? -n : n;
  const q = (2n * abs + d) / (2n * d);
  return n < 0n ? -q : q;
}

const lineArb = fc.record({
  hundredths: fc.integer({ min: -100_000, max: 1_000_000 }), // quantity −1000.00 … 10000.00
  rateCents: fc.integer({ min: 0, max: 1_000_000 }),
  tax: fc.option(fc.integer({ min: 0, max: TAXES.length - 1 }), { nil: undefined }),
  asNumber: fc.boolean(),
});
const invoiceTaxArb = fc.integer({ min: 0, max: TAXES.length - 1 });

describe('VAT groups against a brute-force reference', () => {
  it('groups by category and rate, sums nets, taxes each group once (BR-CO-17, BR-CO-14)', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 25 }), invoiceTaxArb, (raw, invoiceIndex) => {
        const invoiceTax = TAXES[invoiceIndex];
        const items: LineInput[] = raw.map((l) => {
          const tax = l.tax === undefined ? undefined : TAXES[l.tax];
          return {
            quantity: l.hundredths / 100,
            rate: fromCents(l.rateCents),
            taxRate: tax && (l.asNumber ? Number(tax.text) : tax.text),
            taxCategory: tax?.category,
          };
        });
        const groups = new Map<string, { category: string; bp: bigint; net: bigint }>();
        let subtotal = 0n;
        for (const l of raw) {
          const tax = l.tax === undefined ? { ...invoiceTax, category: 'S' as const } : TAXES[l.tax];
          const net = divRound(BigInt(l.hundredths) * BigInt(l.rateCents), 100n);
          subtotal += net;
          const key = `${tax.category}/${tax.basisPoints}`;
          const g = groups.get(key) ?? { category: tax.category, bp: tax.basisPoints, net: 0n };
          g.net += net;
          groups.set(key, g);
        }
        const expected = [...groups.values()]
          .sort(
            (a, b) =>
              Number(b.bp - a.bp) || CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category),
          )
          .map((g) => ({
            category: g.category,
            rate: `${g.bp / 100n}.${String(g.bp % 100n).padStart(2, '0')}`,
            taxableCents: Number(g.net),
            taxCents: Number(divRound(g.net * g.bp, 10_000n)),
          }));
        const tax = expected.reduce((s, g) => s + g.taxCents, 0);

        const t = computeTotals(items, Number(invoiceTax.text));
        expect(t.groups).toEqual(expected);
        expect(t.subtotalCents).toBe(Number(subtotal));
        expect(t.taxCents).toBe(tax);
        expect(t.totalCents).toBe(Number(subtotal) + tax);
      }),
      { numRuns: 3000 },
    );
  });
});

/** computeTotals as it was before per-line rates (one rate for the whole invoice), kept as the reference. */
function previousTotals(items: { quantity: number; rate: string }[], taxRate: string | null) {
  const rate = taxRate === null || taxRate === '' ? FALLBACK_TAX_RATE : taxRate;
  const amounts = items.map((item) => {
    const product = BigInt(toCents(item.quantity)) * BigInt(toCents(item.rate));
    const sign = product < 0n ? -1n : 1n;
    return Number(sign * (((product < 0n ? -product : product) + 50n) / 100n));
  });
  const subtotal = amounts.reduce((s, a) => s + a, 0);
  const product = subtotal * toCents(rate);
  const tax = (product < 0 ? -1 : 1) * Math.floor((Math.abs(product) + 5_000) / 10_000);
  return { amounts, subtotal, tax, total: subtotal + tax, taxRate: fromCents(toCents(rate)) };
}

describe('an invoice whose lines carry no rate of their own', () => {
  it('has exactly the figures of the single-rate computation', () => {
    const item = fc.record({
      quantity: fc.integer({ min: -100_000, max: 1_000_000 }).map((h) => h / 100),
      rate: fc.integer({ min: 0, max: 1_000_000 }).map(fromCents),
    });
    const rate = fc.option(fc.integer({ min: 0, max: 10_000 }).map(fromCents), { nil: null });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), rate, (items, taxRate) => {
        const before = previousTotals(items, taxRate);
        const t = computeTotals(items, taxRate);
        expect(t.lines.map((l) => l.amountCents)).toEqual(before.amounts);
        // + 0: the old formula could answer −0 for a tax of nothing, which prints as 0.00 all the same.
        expect([t.subtotalCents, t.taxCents, t.totalCents, t.taxRate]).toEqual([
          before.subtotal + 0,
          before.tax + 0,
          before.total + 0,
          before.taxRate,
        ]);
        expect(t.groups).toHaveLength(items.length === 0 ? 0 : 1);
        if (items.length > 0) expect(t.groups[0]).toMatchObject({ category: 'S', rate: before.taxRate });
      }),
      { numRuns: 3000 },
    );
  });
});
