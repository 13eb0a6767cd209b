import {
  REPORT_STATUS_FILTERS,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportQuery,
  STATUS_FILTER_LABELS,
} from '@shared/reports';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ChoiceField } from '@/components/ui/choice-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const TYPE_CHOICES = REPORT_TYPES.map((t) => ({ value: t, label: REPORT_TYPE_LABELS[t] }));
const STATUS_CHOICES = REPORT_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] }));

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
        <ChoiceField
          label="Report Type"
          value={filters.reportType}
          onValueChange={(reportType) => onChange({ reportType })}
          options={TYPE_CHOICES}
        />
        <ChoiceField
          label="Status Filter"
          value={filters.status}
          onValueChange={(status) => onChange({ status })}
          options={STATUS_CHOICES}
        />
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
