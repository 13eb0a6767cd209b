import type * as React from 'react';

/** A native radio with its label (and a line of help), for small choice groups inside a fieldset. */
export function RadioOption({
  label,
  description,
  children,
  ...input
}: Omit<React.ComponentProps<'input'>, 'type'> & {
  label: React.ReactNode;
  description?: string;
  /** Shown beside the label while this option is chosen (e.g. the number of invoices). */
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <label className="flex min-h-9 cursor-pointer items-start gap-2 text-sm">
        <input type="radio" className="mt-0.5 size-4 shrink-0 accent-primary" {...input} />
        <span className="grid gap-0.5">
          <span className="font-medium">{label}</span>
          {description && <span className="text-xs text-muted-foreground">{description}</span>}
        </span>
      </label>
      {children}
    </div>
  );
}
