/**
 * One `popstate` listener on window, added when the app starts (before the router adds its own as
 * it mounts) and capturing, so it runs first; a listener the page added later ran only after the
 * router had moved (tried in Chromium). A page with unsaved changes installs a guard that may take
 * the event, so the router never sees that Back or Forward
 * (client/src/features/settings/components/unsaved-changes-guard.tsx).
 */

/** Answers true when it has taken the event, which then reaches no other listener. */
export type PopStateGuard = (event: PopStateEvent) => boolean;

let current: PopStateGuard | null = null;

window.addEventListener(
  'popstate',
  (event) => {
    if (current?.(event)) event.stopImmediatePropagation();
  },
  { capture: true },
);

/**
 * Makes `guard` the one that sees Back and Forward first; answers the way to take it away again,
 * which leaves alone a guard installed after it (a page's cleanup may run after the next one's setup).
 */
export function installPopStateGuard(guard: PopStateGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}
