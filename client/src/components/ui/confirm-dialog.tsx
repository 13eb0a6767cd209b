import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/**
 * The one styled confirmation before something is deleted or undone for good. While the deletion runs the dialog
 * cannot be closed and its buttons are disabled. Without `confirmLabel` there is nothing to confirm
 * (the dialog only explains why, e.g. a client that still has invoices) and Cancel reads Close.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending,
  onConfirm,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  title: string;
  description: React.ReactNode;
  /** The destructive button's text; leave it out when deleting is not possible. */
  confirmLabel?: string;
  /** The button's text while the deletion runs (default: unchanged). */
  pendingLabel?: string;
  /** The way back's text (default: Cancel, or Close when there is nothing to confirm). */
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it has one: focus returns there when the dialog closes. */
  trigger?: React.ReactElement;
}) {
  const { t } = useLingui();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>
            {cancelLabel ?? (confirmLabel ? t`Cancel` : t`Close`)}
          </AlertDialogCancel>
          {confirmLabel && (
            <Button variant="destructive" onClick={onConfirm} disabled={pending}>
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
