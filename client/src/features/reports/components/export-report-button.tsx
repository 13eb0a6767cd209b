import { Trans, useLingui } from '@lingui/react/macro';
import { type ReportFilter, reportCsvFileName } from '@shared/reports';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import * as React from 'react';
import { useAccountToday } from '@/api/get-user';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { reportInvoicesQueryOptions } from '../api/get-report-invoices';
import { downloadText } from '../utils/download';
import { localReportCsv } from '../utils/report-csv';

/**
 * SPEC §7: the CSV of the current filters is built in the browser as invoice-report-{YYYY-MM-DD}.csv,
 * in the interface's language and as its locale's spreadsheets read it (utils/report-csv.ts).
 */
export function ExportReportButton({ filter, disabled }: { filter: ReportFilter; disabled?: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = React.useState(false);
  const today = useAccountToday();

  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows = await queryClient.fetchQuery(reportInvoicesQueryOptions(filter));
      downloadText(reportCsvFileName(today), localReportCsv(rows, i18n));
    } catch (error) {
      toast({
        title: t`Failed to export report`,
        description: errorMessage(error, t`Please try again.`),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" onClick={exportCsv} disabled={disabled || busy}>
      <Download />
      {busy ? <Trans>Exporting...</Trans> : <Trans>Export Report</Trans>}
    </Button>
  );
}
