import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Deleting stops the schedule; the invoices it made stay (the confirmation says so). */
export function DeleteRecurringDialog({
  target,
  pending,
  onConfirm,
  onOpenChange,
}: {
  target: { clientName: string; invoiceCount: number } | null;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const count = target?.invoiceCount ?? 0;
  const clientName = target?.clientName ?? '';
  return (
    <ConfirmDialog
      open={Boolean(target)}
      title={t`Delete the recurring invoice for ${clientName}?`}
      description={t`No more invoices will be made from it. ${plural(count, {
        0: 'It has not made any invoices yet.',
        one: 'The invoice it has already made is kept.',
        other: 'The # invoices it has already made are kept.',
      })} This cannot be undone.`}
      confirmLabel={t`Delete Recurring Invoice`}
      pendingLabel={t`Deleting...`}
      pending={pending}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
