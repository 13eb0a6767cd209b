import type * as React from 'react';

/**
 * A table that scrolls sideways on narrow screens. The scrolling box is a labelled region that
 * takes keyboard focus, so keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full caption-bottom text-sm">{children}</table>
    </section>
  );
}
