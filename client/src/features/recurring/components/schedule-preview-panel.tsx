import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatShortDate } from '@shared/dates';
import { CalendarClock } from 'lucide-react';
import * as React from 'react';
import { scheduleInWords } from '../utils/schedule-in-words';
import type { SchedulePreview } from '../utils/schedule-preview';

/** The invoices back-filled for past periods: how many, and from when to when. */
function PastInvoices({ past }: { past: NonNullable<SchedulePreview['past']> }) {
  const first = formatShortDate(past.first);
  const last = formatShortDate(past.last);
  const count = past.count;
  return (
    <p className="text-sm text-muted-foreground">
      <Plural
        value={count}
        one={`Plus # past invoice (${first}), created right away, each with its own date.`}
        other={`Plus # past invoices (${first} to ${last}), created right away, each with its own date.`}
      />
    </p>
  );
}

/** The schedule in words and its next issue dates, redrawn as the form changes. */
export function SchedulePreviewPanel({
  preview,
  paused,
}: {
  preview: SchedulePreview | null;
  paused: boolean;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const titleId = React.useId();
  return (
    <section
      aria-labelledby={titleId}
      className="grid content-start gap-3 self-start rounded-md bg-muted/60 p-4"
      data-testid="schedule-preview"
    >
      <h4 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <CalendarClock className="size-4 text-primary" aria-hidden="true" />
        <Trans>Next issue dates</Trans>
      </h4>
      {preview === null ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Enter how often and from when to see the dates.</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm font-medium" aria-live="polite" data-testid="schedule-label">
            {scheduleInWords(i18n, preview.schedule)}
          </p>
          {preview.past && <PastInvoices past={preview.past} />}
          {preview.upcoming.length > 0 ? (
            <ol className="grid gap-1.5 text-sm" aria-label={t`Next issue dates`}>
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
              {preview.past ? (
                <Trans>No invoices after these.</Trans>
              ) : (
                <Trans>No invoices: the schedule ends before its first date.</Trans>
              )}
            </p>
          )}
          {paused && (
            <p className="text-xs text-muted-foreground">
              <Trans>Paused: these start once you resume it.</Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
