import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

/**
 * The end of a dialog's form: the form's own message (a refusal with no field, e.g. a 422) above
 * the way back and the submit button, both disabled while the request runs. The way back closes the
 * dialog as Escape does, so a form with typed work asks first (`Dialog`'s `dirty`).
 */
export function FormDialogFooter({
  error,
  pending,
  cancelLabel,
  submitLabel,
  pendingLabel,
  destructive = false,
}: {
  error?: string;
  pending: boolean;
  cancelLabel?: string;
  submitLabel: string;
  pendingLabel: string;
  destructive?: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {cancelLabel ?? t`Cancel`}
          </Button>
        </DialogClose>
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
