import * as React from 'react';
import { useFieldMessage } from '@/lib/field-messages';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FieldProps {
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  /** Receives the ids to wire into the control: id, aria-invalid, aria-describedby. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => React.ReactNode;
}

/** A label, a control and its message, linked for screen readers. */
export function FormField({ label, error: englishOrServer, hint, className, children }: FieldProps) {
  const id = React.useId();
  // A form's own check states English (shared/ schemas); the server's answers come in the user's language.
  const error = useFieldMessage(englishOrServer);
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
