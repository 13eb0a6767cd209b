import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';

/** How many pages `total` items fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A list's page number, back to 1 whenever `view` (what its search, filter and sort show) changes. */
export function usePage(view: string): [number, (page: number) => void] {
  const [state, setState] = React.useState({ view, page: 1 });
  // Forget the old view's page, so going back to that view starts at page 1 too.
  if (state.view !== view) setState({ view, page: 1 });
  return [state.view === view ? state.page : 1, (page) => setState({ view, page })];
}

/** One page of a list held whole in the browser, and the page shown (the last one when fewer remain). */
export function pageOf<T>(items: T[], page: number, pageSize: number): { page: number; items: T[] } {
  const shown = Math.min(page, pageCount(items.length, pageSize));
  return { page: shown, items: items.slice((shown - 1) * pageSize, shown * pageSize) };
}

/** "Showing 51–60 of 60", "Page 2 of 2" and Previous / Next; nothing when everything fits on one page. */
export function Pagination({
  label,
  page,
  pageSize,
  total,
  onPageChange,
  onPageIntent,
  className,
}: {
  /** What is paged ("Pending Invoices"): the navigation is named "{label} pages". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The pointer or focus reached Previous or Next: the page it would show, to ask for it early. */
  onPageIntent?: (page: number) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const intent = (to: number) => () => {
    if (to >= 1 && to <= pages) onPageIntent?.(to);
  };
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t`${label} pages`}
      className={cn('flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm', className)}
    >
      <p className="text-muted-foreground tabular-nums">
        <Trans>
          Showing {first}–{last} of {total}
        </Trans>
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          onPointerEnter={intent(page - 1)}
          onFocus={intent(page - 1)}
          disabled={page <= 1}
        >
          <ChevronLeft aria-hidden="true" />
          <Trans context="page">Previous</Trans>
        </Button>
        <span className="tabular-nums whitespace-nowrap" aria-live="polite">
          <Trans>
            Page {page} of {pages}
          </Trans>
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          onPointerEnter={intent(page + 1)}
          onFocus={intent(page + 1)}
          disabled={page >= pages}
        >
          <Trans context="page">Next</Trans>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
