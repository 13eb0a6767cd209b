import { CheckCircle2, Download, Eye, Mail, Send } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { useInvoices } from '@/api/get-invoices';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { isOpen } from '../utils/allowed-actions';
import { InvoicePreviewDialog } from './invoice-preview-dialog';
import { IconAction, InvoiceFigureCells, InvoiceTableHeader } from './invoice-row-parts';
import { useInvoiceActions } from './use-invoice-actions';

/** SPEC §9: the dashboard lists the first 5 invoices. */
export const RECENT_INVOICES = 5;

/** Dashboard "Recent Invoices": each total in its own invoice's currency (PRODUCT §1). */
export function RecentInvoices(props: React.ComponentProps<'div'>) {
  const { data: invoices, isLoading } = useInvoices();
  const actions = useInvoiceActions();
  const [viewing, setViewing] = React.useState<number | null>(null);
  const recent = invoices?.slice(0, RECENT_INVOICES) ?? [];

  return (
    <Card {...props}>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Recent Invoices</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/invoices">View all</Link>
        </Button>
      </CardHeader>
      <CardContent className="px-0 sm:px-2">
        <Table aria-label="Recent Invoices">
          <InvoiceTableHeader amountLabel="Total" />
          <TableBody>
            {isLoading &&
              Array.from({ length: 3 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <TableRow key={i} data-testid="recent-invoice-skeleton">
                  <TableCell colSpan={8}>
                    <Skeleton className="h-8 w-full" />
                  </TableCell>
                </TableRow>
              ))}
            {!isLoading && recent.length === 0 && (
              <TableRow>
                <TableCell colSpan={8} className="py-8 text-center text-muted-foreground">
                  No invoices yet. Create your first invoice to get started.
                </TableCell>
              </TableRow>
            )}
            {recent.map((invoice) => {
              const unpaid = isOpen(invoice);
              const draft = invoice.status === 'draft';
              return (
                <TableRow key={invoice.id} data-testid={`recent-invoice-${invoice.id}`}>
                  <TableCell className="font-medium">{invoice.invoiceNumber}</TableCell>
                  <TableCell>{invoice.clientName}</TableCell>
                  <InvoiceFigureCells invoice={invoice} />
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <IconAction
                        label={`View invoice ${invoice.invoiceNumber}`}
                        onClick={() => setViewing(invoice.id)}
                      >
                        <Eye aria-hidden="true" />
                      </IconAction>
                      <IconAction
                        label={`Download PDF of invoice ${invoice.invoiceNumber}`}
                        onClick={() => actions.downloadPdf(invoice)}
                      >
                        <Download aria-hidden="true" />
                      </IconAction>
                      {draft && (
                        <IconAction
                          label={`Send invoice ${invoice.invoiceNumber}`}
                          onClick={() => actions.send(invoice)}
                          disabled={actions.busy.sending === invoice.id}
                        >
                          <Mail aria-hidden="true" />
                        </IconAction>
                      )}
                      {unpaid && !draft && (
                        <IconAction
                          label={`Send reminder for invoice ${invoice.invoiceNumber}`}
                          onClick={() => actions.sendReminder(invoice)}
                          disabled={actions.busy.reminder === invoice.id}
                        >
                          <Send aria-hidden="true" />
                        </IconAction>
                      )}
                      {unpaid && (
                        <IconAction
                          label={`Mark invoice ${invoice.invoiceNumber} as paid`}
                          onClick={() => actions.markPaid(invoice)}
                          disabled={actions.busy.status === invoice.id}
                        >
                          <CheckCircle2 aria-hidden="true" />
                        </IconAction>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
      <InvoicePreviewDialog
        invoiceId={viewing}
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
      />
    </Card>
  );
}
