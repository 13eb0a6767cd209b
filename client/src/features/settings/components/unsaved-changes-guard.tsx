import * as React from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { installPopStateGuard } from '@/lib/pop-state-guard';

/** An in-app link a plain click would follow to another page, or null. */
function leavingLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  if (link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The position of the current history entry, as the router numbers its entries (`state.idx`). */
const entryIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

type Leaving = { by: 'link'; href: string } | { by: 'history'; delta: number };

/**
 * While `dirty`, asks before the page is left: the browser's own prompt when the tab closes or
 * reloads, and "Leave without saving?" when one of the app's links is clicked or the browser's Back
 * or Forward button is pressed.
 *
 * The app uses a BrowserRouter, which has no navigation blocking (a data router would, at ≈ 17 KB
 * more gzipped JavaScript on every page; docs/benchmarks.md). So both are caught before the router
 * sees them: link clicks in the capture phase, and `popstate` by the listener of
 * `lib/pop-state-guard.ts`, which runs before the router's own. A Back is undone at once (the entry
 * is restored with `history.go`, its event swallowed too) and replayed if the user chooses to leave.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = React.useState<Leaving | null>(null);
  // The entry a Leave after Back or Forward goes to: that one move reaches the router.
  const replayTo = React.useRef<number | null>(null);

  React.useEffect(() => {
    if (!dirty) return;
    const here = entryIndex(window.history.state);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const href = leavingLink(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving({ by: 'link', href });
    };
    // Answers whether the event is taken from the router. Decided by the entry it lands on: back on
    // this page's own entry is the restore (the router never left), the replay's entry goes through.
    const onPopState = (event: PopStateEvent): boolean => {
      const to = entryIndex(event.state);
      if (here === undefined || to === undefined) return false;
      if (to === replayTo.current) {
        replayTo.current = null;
        return false;
      }
      if (to === here) return true;
      window.history.go(here - to);
      setLeaving({ by: 'history', delta: to - here });
      return true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const removePopStateGuard = installPopStateGuard(onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      removePopStateGuard();
      document.removeEventListener('click', onClick, true);
      replayTo.current = null;
    };
  }, [dirty]);

  const leave = () => {
    const next = leaving;
    setLeaving(null);
    if (next?.by === 'link') navigate(next.href);
    if (next?.by === 'history') {
      const here = entryIndex(window.history.state);
      if (here === undefined) return;
      replayTo.current = here + next.delta;
      window.history.go(next.delta);
    }
  };

  return (
    <ConfirmDialog
      open={leaving !== null}
      title="Leave without saving?"
      description="Your changes to the company settings have not been saved. If you leave now, they are lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      pending={false}
      onConfirm={leave}
      onOpenChange={(open) => !open && setLeaving(null)}
    />
  );
}
