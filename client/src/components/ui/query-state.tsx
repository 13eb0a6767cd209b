import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { Skeleton } from './skeleton';

/** A small list's loading skeleton, load error and empty text; `children` draws the loaded items. */
export function QueryState<T>({
  query,
  what,
  empty,
  children,
}: {
  query: Pick<UseQueryResult<T[]>, 'isLoading' | 'isError' | 'data'>;
  /**
   * What the list holds, in the interface's language ("payments"): in "Loading payments" and "The
   * payments could not be loaded." (each language builds the two around it as its grammar allows).
   */
  what: string;
  empty: string;
  children: (items: T[]) => React.ReactNode;
}) {
  const { t } = useLingui();
  if (query.isLoading) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label={t`Loading ${what}`}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        <Trans>The {what} could not be loaded.</Trans>
      </p>
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return <>{children(items)}</>;
}
