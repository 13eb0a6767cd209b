import { useLingui } from '@lingui/react/macro';
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

/** "Cancelled by credit note CN-1 on 02.11.2026: Issued to the wrong client" (an older void names no note). */
function VoidedNote({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  // The full credit note that cancelled it is the newest one.
  const note = invoice.creditNotes.at(-1)?.creditNoteNumber;
  const date = invoice.voidedAt ? formatShortDate(invoice.voidedAt, browserTimeZone()) : null;
  const cancelled = note
    ? date
      ? t`Cancelled by credit note ${note} on ${date}`
      : t`Cancelled by credit note ${note}`
    : date
      ? t`Voided on ${date}`
      : t`Voided`;
  const reason = invoice.voidReason;
  return <p className="text-sm text-muted-foreground">{reason ? t`${cancelled}: ${reason}` : cancelled}</p>;
}

/** Where the money stands: status, total, what came in, what was credited and what is still due, in the invoice's currency. */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const money = (amount: string) => formatMoney(amount, invoice.currency);
  return (
    <section aria-label={t`Payment summary`} className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        <Figure label={t`Status`} testId="invoice-view-status">
          <InvoiceStatusBadges invoice={invoice} />
        </Figure>
        <Figure label={t`Total`} testId="invoice-view-total">
          {money(invoice.total)}
        </Figure>
        <Figure label={t`Amount Paid`} testId="invoice-view-paid">
          {money(invoice.amountPaid)}
        </Figure>
        <Figure label={t`Credited`} testId="invoice-view-credited">
          {money(invoice.creditedAmount)}
        </Figure>
        <Figure label={t`Balance Due`} testId="invoice-view-balance">
          {money(invoice.balanceDue)}
        </Figure>
      </dl>
      {invoice.voidedAt && <VoidedNote invoice={invoice} />}
    </section>
  );
}
