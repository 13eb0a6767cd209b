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

export function setPopStateGuard(guard: PopStateGuard | null): void {
  current = guard;
}
