import * as React from 'react';

/**
 * Focus goes back to the button that opened a dialog when it closes (issue #22 item 14). Radix
 * returns it to whatever had focus when the dialog opened; for a dialog opened from a menu that is
 * the menu's item, gone by the time the dialog closes, so focus would fall to the page: the menu's
 * own button stands in for its items.
 */
function openerOf(element: Element | null): HTMLElement | null {
  const menu = element?.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return (trigger ?? element) as HTMLElement | null;
}

/** Rendered inside a dialog's content: notes the opener each time the dialog opens, before focus moves in. */
function RememberOpener({ into }: { into: React.RefObject<HTMLElement | null> }) {
  React.useLayoutEffect(() => {
    into.current = openerOf(document.activeElement);
  }, [into]);
  return null;
}

/**
 * For a dialog's content: `remember` goes inside it, `onCloseAutoFocus` on it. A caller's own
 * handler runs first and may take over by preventing the default.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    remember: <RememberOpener into={opener} />,
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}
