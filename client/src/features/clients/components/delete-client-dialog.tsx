import { type Client, clientHasInvoicesMessage } from '@shared/clients';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

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
    <AlertDialog open={Boolean(client)} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {client?.name}?</AlertDialogTitle>
          {invoices > 0 ? (
            <AlertDialogDescription>{clientHasInvoicesMessage(invoices)}</AlertDialogDescription>
          ) : (
            <AlertDialogDescription>
              Are you sure you want to delete this client? This action cannot be undone.
            </AlertDialogDescription>
          )}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{invoices > 0 ? 'Close' : 'Cancel'}</AlertDialogCancel>
          {invoices === 0 && (
            <Button variant="destructive" onClick={onConfirm} disabled={pending}>
              {pending ? 'Deleting...' : 'Delete Client'}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
