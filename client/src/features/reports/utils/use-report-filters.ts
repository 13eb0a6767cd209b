import { useLingui } from '@lingui/react/macro';
import {
  REPORT_STATUS_FILTERS,
  REPORT_TYPES,
  type ReportQuery,
  type ReportStatusFilter,
  type ReportType,
} from '@shared/reports';
import { useSearchParams } from 'react-router';

const isDate = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);
const oneOf = <T extends string>(list: readonly T[], v: string | null, fallback: T): T =>
  list.includes(v as T) ? (v as T) : fallback;

/** The report filters live in the address (?reportType=…&status=…), so a reload or a shared link keeps them. */
export function useReportFilters() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  const filters: ReportQuery = {
    reportType: oneOf<ReportType>(REPORT_TYPES, params.get('reportType'), 'overview'),
    status: oneOf<ReportStatusFilter>(REPORT_STATUS_FILTERS, params.get('status'), 'all'),
    startDate: isDate(startDate) ? startDate : undefined,
    endDate: isDate(endDate) ? endDate : undefined,
  };
  const rangeError =
    filters.startDate && filters.endDate && filters.endDate < filters.startDate
      ? t`End date must be on or after the start date`
      : undefined;

  const update = (change: Partial<ReportQuery>) => {
    const next = { ...filters, ...change };
    const search = new URLSearchParams();
    if (next.reportType !== 'overview') search.set('reportType', next.reportType);
    if (next.status !== 'all') search.set('status', next.status);
    if (next.startDate) search.set('startDate', next.startDate);
    if (next.endDate) search.set('endDate', next.endDate);
    setParams(search, { replace: true });
  };

  return { filters, rangeError, update };
}
