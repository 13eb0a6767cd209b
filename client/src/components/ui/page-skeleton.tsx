import { useLingui } from '@lingui/react/macro';
import { Skeleton } from './skeleton';

/** What shows while a page's code loads: a title and a few rows, announced as loading. */
export function PageSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading page`} className="mx-auto w-full max-w-6xl space-y-6 p-4 md:p-8">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-5 w-80 max-w-full" />
      <div className="space-y-3 pt-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
