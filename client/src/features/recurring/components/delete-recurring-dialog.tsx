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
  const count = target?.invoiceCount ?? 0;
  const made =
    count === 0
      ? 'It has not made any invoices yet.'
      : `The ${count === 1 ? 'invoice' : `${count} invoices`} it has already made ${count === 1 ? 'is' : 'are'} kept.`;
  return (
    <ConfirmDialog
      open={Boolean(target)}
      title={`Delete the recurring invoice for ${target?.clientName ?? ''}?`}
      description={`No more invoices will be made from it. ${made} This cannot be undone.`}
      confirmLabel="Delete Recurring Invoice"
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
