import { Button } from './button';
import { DialogFooter } from './dialog';

/**
 * The end of a dialog's form: the form's own message (a refusal with no field, e.g. a 422) above
 * the way back and the submit button, both disabled while the request runs.
 */
export function FormDialogFooter({
  error,
  pending,
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  pendingLabel,
  destructive = false,
}: {
  error?: string;
  pending: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  pendingLabel: string;
  destructive?: boolean;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
