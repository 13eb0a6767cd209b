import { type Client, clientHasInvoicesMessage } from '@shared/clients';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * SPEC §2's "Are you sure you want to delete this client?" in the same styled dialog as deleting an
 * invoice. A client with invoices cannot be deleted (the API answers 409): the dialog says how many
 * it has and offers no Delete.
 */
export function DeleteClientDialog({
  client,
  pending,
  onConfirm,
  onOpenChange,
}: {
  client: Client | null;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const invoices = client?.invoiceCount ?? 0;
  return (
    <ConfirmDialog
      open={Boolean(client)}
      title={`Delete ${client?.name ?? ''}?`}
      description={
        invoices > 0
          ? clientHasInvoicesMessage(invoices)
          : 'Are you sure you want to delete this client? This action cannot be undone.'
      }
      confirmLabel={invoices > 0 ? undefined : 'Delete Client'}
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
