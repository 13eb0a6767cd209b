import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Client } from '@shared/clients';
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
  const { t } = useLingui();
  const invoices = client?.invoiceCount ?? 0;
  const name = client?.name ?? '';
  return (
    <ConfirmDialog
      open={Boolean(client)}
      title={t`Delete ${name}?`}
      description={
        invoices > 0
          ? // The 409 of DELETE /api/clients/{id} in words (shared/clients.ts clientHasInvoicesMessage).
            t`${plural(invoices, {
              one: 'This client has # invoice. Delete or reassign it first, then delete the client.',
              other: 'This client has # invoices. Delete or reassign them first, then delete the client.',
            })}`
          : t`Are you sure you want to delete this client? This action cannot be undone.`
      }
      confirmLabel={invoices > 0 ? undefined : t`Delete Client`}
      pendingLabel={t`Deleting...`}
      pending={pending}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
