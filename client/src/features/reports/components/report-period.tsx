import { formatShortDate } from '@shared/dates';
import type { Report } from '@shared/reports';

/** One line saying what the figures cover and what the change lines compare. */
export function ReportPeriod({ report }: { report: Report }) {
  const { startDate, endDate, comparison } = report;
  const range =
    startDate && endDate
      ? `issued ${formatShortDate(startDate)} – ${formatShortDate(endDate)}`
      : startDate
        ? `issued since ${formatShortDate(startDate)}`
        : endDate
          ? `issued up to ${formatShortDate(endDate)}`
          : 'issued so far';
  const compare = !comparison
    ? 'Set a start date to compare with an earlier period.'
    : comparison.basis === 'month'
      ? 'Changes compare this month so far with last month.'
      : `Changes compare with ${formatShortDate(comparison.previous.start)} – ${formatShortDate(comparison.previous.end)}.`;
  return (
    <p className="mb-4 text-sm text-muted-foreground" data-testid="report-period">
      Figures cover invoices {range} (drafts are left out until sent); revenue counts payments received in
      that time. {compare}
    </p>
  );
}
