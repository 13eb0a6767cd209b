import * as React from 'react';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const same = (a: Rect | null, b: Rect | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height);

/**
 * Where the element with data-tour="{target}" is on screen, kept current while the page loads,
 * scrolls or resizes; null while it is not on the page.
 */
export function useTargetRect(target: string): Rect | null {
  const [rect, setRect] = React.useState<Rect | null>(null);

  React.useEffect(() => {
    let scrolledTo: Element | null = null;
    const measure = () => {
      const el = document.querySelector(`[data-tour="${target}"]`);
      if (el && el !== scrolledTo) {
        scrolledTo = el;
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
      }
      const r = el?.getBoundingClientRect();
      const next = r && r.width > 0 ? { top: r.top, left: r.left, width: r.width, height: r.height } : null;
      setRect((prev) => (same(prev, next) ? prev : next));
    };
    measure();
    // The dashboard fills in after its data arrives; poll lightly besides listening to scroll and resize.
    const timer = setInterval(measure, 250);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      clearInterval(timer);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [target]);

  return rect;
}
