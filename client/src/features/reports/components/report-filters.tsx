import {
  REPORT_STATUS_FILTERS,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportQuery,
  STATUS_FILTER_LABELS,
} from '@shared/reports';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** SPEC §2 Reports filters: Report Type, Status Filter, Start Date, End Date. */
export function ReportFilters({
  filters,
  rangeError,
  onChange,
}: {
  filters: ReportQuery;
  rangeError?: string;
  onChange: (change: Partial<ReportQuery>) => void;
}) {
  const hasDates = Boolean(filters.startDate || filters.endDate);
  return (
    <Card className="mb-6 py-4">
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-start">
        <FormField label="Report Type">
          {(f) => (
            <Select
              value={filters.reportType}
              onValueChange={(v) => onChange({ reportType: v as ReportQuery['reportType'] })}
            >
              <SelectTrigger {...f}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {REPORT_TYPES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {REPORT_TYPE_LABELS[t]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="Status Filter">
          {(f) => (
            <Select
              value={filters.status}
              onValueChange={(v) => onChange({ status: v as ReportQuery['status'] })}
            >
              <SelectTrigger {...f}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {REPORT_STATUS_FILTERS.map((s) => (
                  <SelectItem key={s} value={s}>
                    {STATUS_FILTER_LABELS[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="Start Date">
          {(f) => (
            <Input
              {...f}
              type="date"
              value={filters.startDate ?? ''}
              onChange={(e) => onChange({ startDate: e.target.value || undefined })}
            />
          )}
        </FormField>
        <FormField label="End Date" error={rangeError}>
          {(f) => (
            <Input
              {...f}
              type="date"
              value={filters.endDate ?? ''}
              onChange={(e) => onChange({ endDate: e.target.value || undefined })}
            />
          )}
        </FormField>
        <div className="flex lg:pt-6">
          <Button
            variant="ghost"
            disabled={!hasDates}
            onClick={() => onChange({ startDate: undefined, endDate: undefined })}
          >
            Clear dates
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
