import type * as React from 'react';

/** A bordered, titled group of fields in a long form (the invoice and recurring-invoice dialogs). */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-4 rounded-lg border p-4" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}
