import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const list = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

describe('useProgressiveList', () => {
  it('gives a short list whole at once', () => {
    const items = list(5);
    const { result } = renderHook(() => useProgressiveList(items, 15));
    expect(result.current).toBe(items);
  });

  it('gives a long list its first items, then all of them', async () => {
    const items = list(50);
    const { result } = renderHook(() => useProgressiveList(items, 15));
    expect(result.current).toEqual(list(15));
    await waitFor(() => expect(result.current).toBe(items));
  });

  it('starts again from the first items of a new list (the next page)', async () => {
    const first = list(50);
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 15), {
      initialProps: { items: first },
    });
    await waitFor(() => expect(result.current).toBe(first));
    const next = list(50, 50);
    rerender({ items: next });
    expect(result.current).toEqual(list(15, 50));
    await waitFor(() => expect(result.current).toBe(next));
  });
});
