import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import type { Invoice } from '@shared/invoices';
import { InvoiceStatusBadges } from '@/components/ui/invoice-status-badges';
import { browserTimeZone } from '@/lib/dates';

function Figure({ label, testId, children }: { label: string; testId?: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Where the money stands: status, total, what came in and what is still due, in the invoice's currency. */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const money = (amount: string) => formatMoney(amount, invoice.currency);
  return (
    <section aria-label="Payment summary" className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label="Status" testId="invoice-view-status">
          <InvoiceStatusBadges invoice={invoice} />
        </Figure>
        <Figure label="Total" testId="invoice-view-total">
          {money(invoice.total)}
        </Figure>
        <Figure label="Amount Paid" testId="invoice-view-paid">
          {money(invoice.amountPaid)}
        </Figure>
        <Figure label="Balance Due" testId="invoice-view-balance">
          {money(invoice.balanceDue)}
        </Figure>
      </dl>
      {invoice.status === 'void' && (
        <p className="text-sm text-muted-foreground">
          {[
            'Voided',
            invoice.voidedAt ? ` on ${formatShortDate(invoice.voidedAt, browserTimeZone())}` : '',
            invoice.voidReason ? `: ${invoice.voidReason}` : '',
          ].join('')}
        </p>
      )}
    </section>
  );
}
