import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** SPEC §2: delete asks for confirmation first. */
export function DeleteInvoiceDialog({
  invoice,
  pending,
  onConfirm,
  onOpenChange,
}: {
  invoice: { id: number; invoiceNumber: string } | null;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ConfirmDialog
      open={Boolean(invoice)}
      title={`Delete Invoice ${invoice?.invoiceNumber ?? ''}?`}
      description="This will permanently remove the invoice and all its details. This action cannot be undone."
      confirmLabel="Delete Invoice"
      pending={pending}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
