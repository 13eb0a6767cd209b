import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { REPORT_STATUS_FILTERS, REPORT_TYPES, type ReportQuery } from '@shared/reports';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ChoiceField } from '@/components/ui/choice-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { REPORT_TYPE_LABELS, STATUS_FILTER_LABELS } from '../labels';

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
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const typeChoices = REPORT_TYPES.map((type) => ({ value: type, label: i18n._(REPORT_TYPE_LABELS[type]) }));
  const statusChoices = REPORT_STATUS_FILTERS.map((status) => ({
    value: status,
    label: i18n._(STATUS_FILTER_LABELS[status]),
  }));
  const hasDates = Boolean(filters.startDate || filters.endDate);
  return (
    <Card className="mb-6 py-4">
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-start">
        <ChoiceField
          label={t`Report Type`}
          value={filters.reportType}
          onValueChange={(reportType) => onChange({ reportType })}
          options={typeChoices}
        />
        <ChoiceField
          label={t`Status Filter`}
          value={filters.status}
          onValueChange={(status) => onChange({ status })}
          options={statusChoices}
        />
        <FormField label={t`Start Date`}>
          {(f) => (
            <Input
              {...f}
              type="date"
              value={filters.startDate ?? ''}
              onChange={(e) => onChange({ startDate: e.target.value || undefined })}
            />
          )}
        </FormField>
        <FormField label={t`End Date`} error={rangeError}>
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
            <Trans>Clear dates</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
