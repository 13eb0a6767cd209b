import * as React from 'react';

/**
 * A long list drawn in two steps: its first `first` items at once, the rest in a transition started
 * once the browser has drawn the first frame, so the rows on screen come first and React yields
 * between slices of the rest (issue #27: the Invoices page drew up to four tables of 50 rows before
 * its first frame). Each new list (another page, search or sort) starts again from its first items.
 */
export function useProgressiveList<T>(items: T[], first: number): T[] {
  const [shown, setShown] = React.useState({ items, all: items.length <= first });
  const current = shown.items === items;
  if (!current && items.length > first) setShown({ items, all: false });
  const all = items.length <= first || (current && shown.all);

  React.useEffect(() => {
    if (all) return;
    const frame = requestAnimationFrame(() => React.startTransition(() => setShown({ items, all: true })));
    return () => cancelAnimationFrame(frame);
  }, [items, all]);

  return all ? items : items.slice(0, first);
}
