/**
 * One `popstate` listener on window, added when the app starts (before the router adds its own as
 * it mounts) and capturing, so it runs first; a listener the page added later ran only after the
 * router had moved (tried in Chromium). A page or dialog with unsaved changes installs a guard that
 * may take the event, so the router never sees that Back or Forward
 * (client/src/components/ui/unsaved-changes.tsx).
 */

/** Answers true when it has taken the event, which then reaches no other listener. */
export type PopStateGuard = (event: PopStateEvent) => boolean;

/** The guards installed, the latest last: a dialog's over its page's. */
const guards: PopStateGuard[] = [];

window.addEventListener(
  'popstate',
  (event) => {
    if (guards.at(-1)?.(event)) event.stopImmediatePropagation();
  },
  { capture: true },
);

/**
 * Makes `guard` the one that sees Back and Forward first; answers the way to take it away again,
 * after which the guard installed before it, if still there, sees them again (a page's cleanup may
 * run after the next one's setup, so the one removed need not be the latest).
 */
export function installPopStateGuard(guard: PopStateGuard): () => void {
  guards.push(guard);
  return () => {
    const at = guards.lastIndexOf(guard);
    if (at >= 0) guards.splice(at, 1);
  };
}
