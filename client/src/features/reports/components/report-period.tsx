import { useLingui } from '@lingui/react/macro';
import { formatShortDate } from '@shared/dates';
import type { Report } from '@shared/reports';

/** One line saying what the figures cover and what the change lines compare. */
export function ReportPeriod({ report }: { report: Report }) {
  const { t } = useLingui();
  const { startDate, endDate, comparison } = report;
  const start = startDate ? formatShortDate(startDate) : '';
  const end = endDate ? formatShortDate(endDate) : '';
  const coverage =
    startDate && endDate
      ? t`Figures cover invoices issued ${start} – ${end} (drafts are left out until sent); revenue counts payments received in that time.`
      : startDate
        ? t`Figures cover invoices issued since ${start} (drafts are left out until sent); revenue counts payments received in that time.`
        : endDate
          ? t`Figures cover invoices issued up to ${end} (drafts are left out until sent); revenue counts payments received in that time.`
          : t`Figures cover invoices issued so far (drafts are left out until sent); revenue counts payments received in that time.`;
  const previousStart = comparison ? formatShortDate(comparison.previous.start) : '';
  const previousEnd = comparison ? formatShortDate(comparison.previous.end) : '';
  const compare = !comparison
    ? t`Set a start date to compare with an earlier period.`
    : comparison.basis === 'month'
      ? t`Changes compare this month so far with last month.`
      : t`Changes compare with ${previousStart} – ${previousEnd}.`;
  return (
    <p className="mb-4 text-sm text-muted-foreground" data-testid="report-period">
      {coverage} {compare}
    </p>
  );
}
