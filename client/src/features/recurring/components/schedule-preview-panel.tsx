import { formatShortDate } from '@shared/dates';
import { CalendarClock } from 'lucide-react';
import * as React from 'react';
import type { SchedulePreview } from '../utils/schedule-preview';

/** The schedule in words and its next issue dates, redrawn as the form changes. */
export function SchedulePreviewPanel({
  preview,
  paused,
}: {
  preview: SchedulePreview | null;
  paused: boolean;
}) {
  const titleId = React.useId();
  return (
    <section
      aria-labelledby={titleId}
      className="grid content-start gap-3 self-start rounded-md bg-muted/60 p-4"
      data-testid="schedule-preview"
    >
      <h4 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <CalendarClock className="size-4 text-primary" aria-hidden="true" />
        Next issue dates
      </h4>
      {preview === null ? (
        <p className="text-sm text-muted-foreground">Enter how often and from when to see the dates.</p>
      ) : (
        <>
          <p className="text-sm font-medium" aria-live="polite" data-testid="schedule-label">
            {preview.label}
          </p>
          {preview.past && (
            <p className="text-sm text-muted-foreground">
              Plus {preview.past.count} past {preview.past.count === 1 ? 'invoice' : 'invoices'} (
              {formatShortDate(preview.past.first)}
              {preview.past.count > 1 && ` to ${formatShortDate(preview.past.last)}`}), created right away,
              each with its own date.
            </p>
          )}
          {preview.upcoming.length > 0 ? (
            <ol className="grid gap-1.5 text-sm" aria-label="Next issue dates">
              {preview.upcoming.map((date, i) => (
                <li key={date} className="flex items-center gap-2">
                  <span className="flex size-5 items-center justify-center rounded-full bg-card text-xs text-muted-foreground">
                    {i + 1}
                  </span>
                  {formatShortDate(date)}
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">
              {preview.past
                ? 'No invoices after these.'
                : 'No invoices: the schedule ends before its first date.'}
            </p>
          )}
          {paused && <p className="text-xs text-muted-foreground">Paused: these start once you resume it.</p>}
        </>
      )}
    </section>
  );
}
