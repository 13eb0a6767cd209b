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
  return (
    <AlertDialog open={Boolean(target)} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete the recurring invoice for {target?.clientName}?</AlertDialogTitle>
          <AlertDialogDescription>
            No more invoices will be made from it.{' '}
            {count === 0
              ? 'It has not made any invoices yet.'
              : `The ${count === 1 ? 'invoice' : `${count} invoices`} it has already made ${count === 1 ? 'is' : 'are'} kept.`}{' '}
            This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete Recurring Invoice'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
