import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const number = invoice?.invoiceNumber ?? '';
  return (
    <ConfirmDialog
      open={Boolean(invoice)}
      title={t`Delete Invoice ${number}?`}
      description={t`This will permanently remove the invoice and all its details. This action cannot be undone.`}
      confirmLabel={t`Delete Invoice`}
      pending={pending}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
