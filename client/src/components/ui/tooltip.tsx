import * as React from 'react';
import { composeRefs } from './dropdown-menu';
import type { TooltipParts as Parts } from './tooltip-parts';

/**
 * Tooltips on demand (issue 3/7's 170 KB for the dashboard): Radix's tooltip and its positioning
 * (about 13 KB gzip) are fetched when a pointer or focus first reaches an element with a tooltip, which
 * shows 700 ms later anyway. SPEC §9's delays are kept across tooltips here rather than by a shared
 * provider: 700 ms, and none for a tooltip reached within 300 ms of another's closing.
 */
const DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
let lastClosedAt = Number.NEGATIVE_INFINITY;

let parts: typeof Parts | undefined;
let loading: Promise<unknown> | undefined;
const subscribers = new Set<() => void>();

/** Fetches the tooltips' code now (component tests start with it, as a page does once idle). */
export function loadParts() {
  loading ??= import('./tooltip-parts').then((module) => {
    parts = module.TooltipParts;
    for (const notify of subscribers) notify();
  });
  return loading;
}

function useParts() {
  return React.useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => parts,
    () => parts,
  );
}

/** Where the app's tooltips live; their delays are kept by `Tooltip` itself. */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return children;
}

type TriggerProps = {
  onPointerEnter?: (event: React.PointerEvent) => void;
  onFocus?: (event: React.FocusEvent) => void;
  ref?: React.Ref<HTMLElement>;
};

export function Tooltip({ label, children }: { label: string; children: React.ReactElement<TriggerProps> }) {
  const Loaded = useParts();
  const [instant, setInstant] = React.useState(false);
  React.useEffect(() => {
    if (parts || loading) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(loadParts);
  }, []);
  // The element drawn before the code arrived is replaced by Radix's: it keeps the focus left there.
  const node = React.useRef<HTMLElement | null>(null);
  const refocus = React.useRef(false);
  const drawnWith = React.useRef(Loaded);
  if (Loaded && !drawnWith.current) {
    drawnWith.current = Loaded;
    refocus.current = node.current !== null && node.current === document.activeElement;
  }
  const own = children.props;
  const trigger = React.cloneElement(children, {
    ref: composeRefs(own.ref, (element: HTMLElement | null) => {
      node.current = element;
      if (element && refocus.current) {
        refocus.current = false;
        element.focus();
      }
    }),
    onPointerEnter: (event: React.PointerEvent) => {
      own.onPointerEnter?.(event);
      setInstant(performance.now() - lastClosedAt < SKIP_DELAY_MS);
      loadParts();
    },
    onFocus: (event: React.FocusEvent) => {
      own.onFocus?.(event);
      loadParts();
    },
  });
  if (!Loaded) return trigger;
  return (
    <Loaded
      label={label}
      delayDuration={instant ? 0 : DELAY_MS}
      onOpenChange={(open) => {
        if (!open) lastClosedAt = performance.now();
      }}
    >
      {trigger}
    </Loaded>
  );
}
