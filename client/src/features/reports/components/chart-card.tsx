import { Trans } from '@lingui/react/macro';
import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A chart with its figures in words: the drawing is one image whose aria-label summarises it, and
 * the same figures follow as a table (collapsed when `tableCollapsed`).
 */
export function ChartCard({
  title,
  description,
  summary,
  chart,
  table,
  tableCollapsed = false,
  testId,
}: {
  title: string;
  description: string;
  summary: string;
  chart: React.ReactNode;
  table: React.ReactNode;
  tableCollapsed?: boolean;
  testId?: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div role="img" aria-label={summary} className="h-64 w-full min-w-0 sm:h-72">
          {chart}
        </div>
        {tableCollapsed ? (
          <details className="group">
            <summary className="cursor-pointer rounded-sm text-sm font-medium text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <Trans>Show figures as a table</Trans>
            </summary>
            <div className="mt-3">{table}</div>
          </details>
        ) : (
          table
        )}
      </CardContent>
    </Card>
  );
}
