import { Trans, useLingui } from '@lingui/react/macro';
import { isVatCountry } from '@shared/tax';
import { useCompanySettings } from '@/api/get-company-settings';
import { PageHeader } from '@/components/layout/page-header';
import { OnboardingEmptyState } from '@/components/onboarding/onboarding-empty-state';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useReport } from '@/features/reports/api/get-report';
import { useReportInvoices } from '@/features/reports/api/get-report-invoices';
import { AgingChart } from '@/features/reports/components/aging-chart';
import { ClientsChart } from '@/features/reports/components/clients-chart';
import { ExportReportButton } from '@/features/reports/components/export-report-button';
import { ReportFilters } from '@/features/reports/components/report-filters';
import { ReportInvoicesTable } from '@/features/reports/components/report-invoices-table';
import { ReportPeriod } from '@/features/reports/components/report-period';
import { RevenueChart } from '@/features/reports/components/revenue-chart';
import { SummaryCards } from '@/features/reports/components/summary-cards';
import { VatByRate } from '@/features/reports/components/vat-by-rate';
import { useReportFilters } from '@/features/reports/utils/use-report-filters';
import { errorMessage } from '@/lib/api-client';

function ReportsSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading report…</Trans>
      </span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}

export function ReportsPage() {
  const { filters, rangeError, update } = useReportFilters();
  const { reportType: _type, ...invoiceFilter } = filters;
  const report = useReport(filters, !rangeError);
  const rows = useReportInvoices(invoiceFilter, !rangeError);
  const data = report.data;
  // A company without VAT reads "Tax by Rate" (docs/decisions/046).
  const vat = isVatCountry(useCompanySettings().data?.country);
  const { t } = useLingui();

  const header = (
    <PageHeader
      title={t`Reports`}
      subtitle={t`Analyze your revenue, clients and outstanding payments`}
      actions={
        data?.hasInvoices ? (
          <ExportReportButton filter={invoiceFilter} disabled={Boolean(rangeError)} />
        ) : null
      }
    />
  );

  if (report.isError) {
    return (
      <>
        {header}
        <Card role="alert">
          <CardContent>
            <p className="font-medium">
              <Trans>The report could not be loaded.</Trans>
            </p>
            <p className="text-sm text-muted-foreground">
              {errorMessage(report.error, report.error.message)}
            </p>
          </CardContent>
        </Card>
      </>
    );
  }
  if (!data)
    return (
      <>
        {header}
        <ReportsSkeleton />
      </>
    );
  if (!data.hasInvoices)
    return (
      <>
        {header}
        <OnboardingEmptyState variant="reports" />
      </>
    );

  return (
    <>
      {header}
      <ReportFilters filters={filters} rangeError={rangeError} onChange={update} />
      <ReportPeriod report={data} />
      <SummaryCards report={data} />
      <div className="mb-6 grid gap-6 xl:grid-cols-2">
        {data.revenueByMonth && (
          <div className={data.aging ? '' : 'xl:col-span-2'}>
            <RevenueChart months={data.revenueByMonth} currency={data.currency} />
          </div>
        )}
        {data.aging && (
          <div className={data.revenueByMonth ? '' : 'xl:col-span-2'}>
            <AgingChart buckets={data.aging} currency={data.currency} />
          </div>
        )}
        {data.clients && (
          <div className="xl:col-span-2">
            <ClientsChart clients={data.clients} currency={data.currency} />
          </div>
        )}
      </div>
      {data.vatByRate && (
        <div className="mb-6">
          <VatByRate rows={data.vatByRate} vat={vat} />
        </div>
      )}
      <ReportInvoicesTable
        rows={rows.data}
        isLoading={rows.isPending && !rows.data && !rangeError}
        error={rows.isError ? errorMessage(rows.error, t`The invoices could not be loaded.`) : undefined}
      />
    </>
  );
}
