import * as React from 'react';
import type { ReviewEmailRequest } from './review-email-dialog';

// The dialog (its form and the email rules' schemas) loads when an email is first reviewed, not with
// every page that can send one (issue #27: the dashboard's first load).
const ReviewEmailDialog = React.lazy(() =>
  import('./review-email-dialog').then((m) => ({ default: m.ReviewEmailDialog })),
);

/**
 * The control the dialog returns focus to when it closes (issue 2/7 item 17): the focused element,
 * or, for an item of a menu — gone once the menu closes — the button that opened the menu (a
 * row's Actions button), which the menu names as its label.
 */
export function openingControl(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return null;
  const menu = active.closest('[role="menu"]');
  const trigger = menu?.getAttribute('aria-labelledby');
  const button = trigger ? document.getElementById(trigger) : null;
  return button ?? active;
}

/** The state of one review dialog: `review(request)` opens it, `dialog` is what to render. */
export function useReviewEmail() {
  const [request, setRequest] = React.useState<ReviewEmailRequest | null>(null);
  const [used, setUsed] = React.useState(false);
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    review: (next: ReviewEmailRequest) => {
      opener.current = openingControl(document.activeElement);
      setUsed(true);
      setRequest(next);
    },
    // Once used it stays rendered, so closing it returns focus as a mounted dialog does.
    dialog: used && (
      <React.Suspense fallback={null}>
        <ReviewEmailDialog request={request} onClose={() => setRequest(null)} returnFocus={opener.current} />
      </React.Suspense>
    ),
  };
}
