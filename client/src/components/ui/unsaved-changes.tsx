import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { installPopStateGuard } from '@/lib/pop-state-guard';
import { ConfirmDialog } from './confirm-dialog';

/** A text already in the interface's language, or a message (`msg`) said in it when the question is asked. */
type Words = string | MessageDescriptor;

/** What the question says and its two answers. */
export interface UnsavedChangesWords {
  title: Words;
  description: Words;
  /** Goes on: the typed work is lost. */
  confirmLabel: Words;
  /** Stays with the typed work. */
  cancelLabel: Words;
}

/** A dialog's form: closing it, or leaving the page under it, throws away what was typed. */
export const DISCARD_CHANGES: UnsavedChangesWords = {
  title: msg`Discard changes?`,
  description: msg`What you typed in this form will be lost.`,
  confirmLabel: msg`Discard`,
  cancelLabel: msg`Keep editing`,
};

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

/**
 * The one guard of typed work that is not saved (issue 36 item 15), for a page's form (Settings) and
 * every dialog's (`Dialog`'s `dirty`). While `dirty` it asks before the work is lost: the browser's own
 * prompt when the tab closes or reloads, and `words` in the app's confirmation when one of the app's
 * links is clicked, the browser's Back or Forward button is pressed, or `confirm` is called (a dialog
 * closing). Not dirty, `confirm` goes on at once. Going on after a link or Back first calls `onDiscard`
 * (a dialog closes), then follows the link or replays the move.
 *
 * The app uses a BrowserRouter, which has no navigation blocking (a data router would, at ≈ 17 KB
 * more gzipped JavaScript on every page; docs/benchmarks.md). So both are caught before the router
 * sees them: link clicks in the capture phase, and `popstate` by the listener of
 * `lib/pop-state-guard.ts`, which runs before the router's own. A Back is undone at once (the entry
 * is restored with `history.go`, its event swallowed too) and replayed if the user chooses to go on.
 */
export function useUnsavedChanges({
  dirty,
  words,
  onDiscard,
}: {
  dirty: boolean;
  words: UnsavedChangesWords;
  onDiscard?: () => void;
}) {
  const { i18n } = useLingui();
  const say = (words: Words) => (typeof words === 'string' ? words : i18n._(words));
  const navigate = useNavigate();
  // What "Discard" (or "Leave") does; null while nothing is asked.
  const [asking, setAsking] = React.useState<{ proceed: () => void } | null>(null);
  // The entry a replayed Back or Forward goes to: that one move reaches the router.
  const replayTo = React.useRef<number | null>(null);
  // The latest of each, for the listeners installed once per dirty spell.
  const latest = React.useRef({ navigate, onDiscard });
  latest.current = { navigate, onDiscard };

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
      setAsking({
        proceed: () => {
          latest.current.onDiscard?.();
          latest.current.navigate(href);
        },
      });
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
      const delta = to - here;
      setAsking({
        proceed: () => {
          const at = entryIndex(window.history.state);
          if (at === undefined) return;
          replayTo.current = at + delta;
          latest.current.onDiscard?.();
          window.history.go(delta);
        },
      });
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

  const confirm = (proceed: () => void) => (dirty ? setAsking({ proceed }) : proceed());

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={say(words.title)}
      description={say(words.description)}
      confirmLabel={say(words.confirmLabel)}
      cancelLabel={say(words.cancelLabel)}
      pending={false}
      onConfirm={() => {
        const next = asking;
        setAsking(null);
        next?.proceed();
      }}
      onOpenChange={(open) => !open && setAsking(null)}
    />
  );
  return { confirm, dialog };
}
