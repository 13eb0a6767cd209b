import { describe, expect, it } from 'vitest';
import { nearestRank, quantile, quantiles } from './load';

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('nearest-rank quantiles', () => {
  it('take the ⌈q·n⌉-th smallest value: the p99 of 100 calls is the 99th, not the slowest', () => {
    expect(nearestRank(oneTo(100), 0.99)).toBe(99);
    expect(nearestRank(oneTo(100), 0.5)).toBe(50);
    expect(nearestRank(oneTo(20), 0.95)).toBe(19);
    expect(nearestRank(oneTo(4), 0.5)).toBe(2);
    expect(nearestRank([7], 0.99)).toBe(7);
  });

  it('sort unsorted values first, and answer NaN for none', () => {
    expect(quantile([30, 10, 20], 0.5)).toBe(20);
    expect(quantile([], 0.5)).toBeNaN();
    expect(quantiles([5, 1, 4, 2, 3])).toEqual({ n: 5, p50: 3, p99: 5, max: 5 });
  });
});
