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
  const payments = usePayments(invoice.id);
  const deletion = useDeletePayment();
  const [confirming, setConfirming] = React.useState<Payment | null>(null);
  const money = (amount: string) => formatMoney(amount, invoice.currency);
  const describe = (p: Payment) => `${money(p.amount)} on ${formatShortDate(p.paidOn)}`;

  const remove = (payment: Payment) =>
    deletion.mutate(
      { invoiceId: invoice.id, paymentId: payment.id },
      {
        onSuccess: () => toast({ title: 'Payment deleted', variant: 'success' }),
        onError: failureToast('Failed to delete payment'),
        onSettled: () => setConfirming(null),
      },
    );

  return (
    <>
      <QueryState query={payments} what="payments" empty="No payments recorded yet.">
        {(list) => (
          <ul className="grid divide-y rounded-lg border" aria-label="Payments">
            {list.map((p) => (
              <li key={p.id} className="flex items-start justify-between gap-3 p-3 text-sm">
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-semibold tabular-nums">{money(p.amount)}</p>
                  <p className="text-muted-foreground">
                    {formatShortDate(p.paidOn)} · {paymentMethodLabel(p.method)}
                    {p.reference ? ` · ${p.reference}` : ''}
                  </p>
                  {p.note && <p className="break-words whitespace-pre-line">{p.note}</p>}
                </div>
                <IconAction label={`Delete payment of ${describe(p)}`} onClick={() => setConfirming(p)}>
                  <Trash2 aria-hidden="true" className="text-destructive" />
                </IconAction>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this payment?"
        description={`${confirming ? `The payment of ${describe(confirming)} is removed` : 'The payment is removed'} and the balance due goes up by its amount. A paid invoice reopens.`}
        confirmLabel="Delete Payment"
        pending={deletion.isPending}
        onConfirm={() => confirming && remove(confirming)}
        onOpenChange={(open) => !open && setConfirming(null)}
      />
    </>
  );
}
