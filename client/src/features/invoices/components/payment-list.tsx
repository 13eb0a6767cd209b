import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import type { Invoice } from '@shared/invoices';
import type { Payment } from '@shared/payments';
import { Trash2 } from 'lucide-react';
import * as React from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import { useDeletePayment } from '../api/delete-payment';
import { usePayments } from '../api/get-payments';
import { failureToast } from '../utils/failure-toast';
import { IconAction } from './invoice-row-parts';
import { paymentMethodLabel } from './payment-method';

/** The payments received, oldest first, each removable (after a confirmation) when entered by mistake. */
export function PaymentList({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useLingui();
  const payments = usePayments(invoice.id);
  const deletion = useDeletePayment();
  const [confirming, setConfirming] = React.useState<Payment | null>(null);
  const money = (amount: string) => formatMoney(amount, invoice.currency);
  const deleteLabel = (p: Payment) => {
    const amount = money(p.amount);
    const date = formatShortDate(p.paidOn);
    return t`Delete payment of ${amount} on ${date}`;
  };
  const removedText = (p: Payment | null) => {
    if (!p)
      return t`The payment is removed and the balance due goes up by its amount. A paid invoice reopens.`;
    const amount = money(p.amount);
    const date = formatShortDate(p.paidOn);
    return t`The payment of ${amount} on ${date} is removed and the balance due goes up by its amount. A paid invoice reopens.`;
  };

  const remove = (payment: Payment) =>
    deletion.mutate(
      { invoiceId: invoice.id, paymentId: payment.id },
      {
        onSuccess: () => toast({ title: t`Payment deleted`, variant: 'success' }),
        onError: failureToast(t`Failed to delete payment`),
        onSettled: () => setConfirming(null),
      },
    );

  return (
    <>
      <QueryState query={payments} what={t`payments`} empty={t`No payments recorded yet.`}>
        {(list) => (
          <ul className="grid divide-y rounded-lg border" aria-label={t`Payments`}>
            {list.map((p) => (
              <li key={p.id} className="flex items-start justify-between gap-3 p-3 text-sm">
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-semibold tabular-nums">{money(p.amount)}</p>
                  <p className="text-muted-foreground">
                    {formatShortDate(p.paidOn)} · {paymentMethodLabel(i18n, p.method)}
                    {p.reference ? ` · ${p.reference}` : ''}
                  </p>
                  {p.note && <p className="break-words whitespace-pre-line">{p.note}</p>}
                </div>
                <IconAction label={deleteLabel(p)} onClick={() => setConfirming(p)}>
                  <Trash2 aria-hidden="true" className="text-destructive" />
                </IconAction>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        title={t`Delete this payment?`}
        description={removedText(confirming)}
        confirmLabel={t`Delete Payment`}
        pending={deletion.isPending}
        onConfirm={() => confirming && remove(confirming)}
        onOpenChange={(open) => !open && setConfirming(null)}
      />
    </>
  );
}
