import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import type { RecurringInvoice } from '@shared/recurring-invoices';
import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import * as React from 'react';
import { invoicesQueryOptions } from '@/api/get-invoices';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { InvoiceStatusBadges } from '@/components/ui/invoice-status-badges';
import { QueryState } from '@/components/ui/query-state';
import { scheduleInWords } from '../utils/schedule-in-words';

/** The invoices a profile has made, newest first; each opens in the invoice view (`onViewInvoice`). */
export function ProfileInvoicesDialog({
  target,
  onOpenChange,
  onViewInvoice,
}: {
  target: { profile: RecurringInvoice; clientName: string } | null;
  onOpenChange: (open: boolean) => void;
  onViewInvoice: (invoiceId: number) => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const profileId = target?.profile.id;
  const invoices = useQuery({ ...invoicesQueryOptions(), enabled: profileId !== undefined });
  const { refetch } = invoices;
  // The worker makes these in the background: read the list again each time it is opened.
  React.useEffect(() => {
    if (profileId !== undefined) refetch();
  }, [profileId, refetch]);
  const made = {
    ...invoices,
    data: invoices.data?.filter((i) => i.recurringInvoiceId === profileId),
  };
  const next = target?.profile.nextIssueDate;
  const nextDate = next ? formatShortDate(next) : '';
  const clientName = target?.clientName;

  return (
    <Dialog open={Boolean(target)} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Invoices for {clientName}</Trans>
          </DialogTitle>
          <DialogDescription>
            {target && scheduleInWords(i18n, target.profile)}
            {next ? (
              <>
                {' · '}
                <Trans>next invoice on {nextDate}</Trans>
              </>
            ) : (
              ''
            )}
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={made}
          what={t`invoices`}
          empty={
            next
              ? t`No invoices yet: the first one is made on ${nextDate}.`
              : t`This recurring invoice has not made any invoices.`
          }
        >
          {(items) => (
            <ul className="grid divide-y rounded-md border" aria-label={t`Invoices made`}>
              {items.map((invoice) => {
                const invoiceNumber = invoice.invoiceNumber;
                return (
                  <li
                    key={invoice.id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm"
                  >
                    <span className="min-w-24 font-medium">{invoice.invoiceNumber}</span>
                    <span className="min-w-24 text-muted-foreground">
                      {formatShortDate(invoice.issueDate)}
                    </span>
                    <span className="min-w-20 font-medium tabular-nums">
                      {formatMoney(invoice.total, invoice.currency)}
                    </span>
                    <InvoiceStatusBadges invoice={invoice} />
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ml-auto"
                      onClick={() => onViewInvoice(invoice.id)}
                      aria-label={t`View invoice ${invoiceNumber}`}
                    >
                      <Eye aria-hidden="true" /> <Trans>View</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
