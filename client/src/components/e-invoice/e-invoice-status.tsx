import { Trans } from '@lingui/react/macro';
import { E_INVOICE_FORMAT_LABELS, type EInvoiceFormat, type EInvoiceProblem } from '@shared/e-invoice';
import { ArrowRight, CheckCircle2, ExternalLink } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { eInvoiceFix } from '@/lib/e-invoice-fix';

/** What a problem's item does: focus a field of the open form, or lead to the page where it is fixed. */
export type ProblemAction =
  | { kind: 'focus'; onFocus: () => void }
  | { kind: 'link'; to: string; newTab: boolean }
  | null;

/**
 * Where a readiness problem leads (lib/e-invoice-fix.ts): the page it is fixed on — in a new tab where
 * an open form or review must stay — or a field of the open form through `onField`; else nowhere.
 */
export function problemAction(
  path: string,
  clientId: number | null | undefined,
  options: { newTab: boolean; onField?: (field: string) => void },
): ProblemAction {
  const fix = eInvoiceFix(path, clientId);
  const { onField } = options;
  if (fix?.kind === 'page') return { kind: 'link', to: fix.to, newTab: options.newTab };
  if (fix?.kind === 'field' && onField) return { kind: 'focus', onFocus: () => onField(fix.field) };
  return null;
}

const itemClass =
  'inline-flex items-start gap-1.5 rounded-sm text-left underline-offset-4 hover:underline outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

function ProblemItem({ problem, action }: { problem: EInvoiceProblem; action: ProblemAction }) {
  if (action?.kind === 'focus')
    return (
      <button type="button" className={itemClass} onClick={action.onFocus} data-path={problem.path}>
        {problem.message}
        <ArrowRight className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      </button>
    );
  if (action?.kind === 'link')
    return (
      <Link
        to={action.to}
        className={itemClass}
        data-path={problem.path}
        {...(action.newTab ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {problem.message}
        {action.newTab ? (
          <>
            <ExternalLink className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </>
        ) : (
          <ArrowRight className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        )}
      </Link>
    );
  return <span data-path={problem.path}>{problem.message}</span>;
}

/**
 * One format's readiness: "E-invoice ready" as a status, or the list of what to add, each item
 * leading to where it is fixed (issue 4/6).
 */
export function EInvoiceStatus({
  format,
  problems,
  actionOf,
  compact = false,
}: {
  format: EInvoiceFormat;
  compact?: boolean;
  problems: EInvoiceProblem[];
  actionOf: (problem: EInvoiceProblem) => ProblemAction;
}) {
  const label = E_INVOICE_FORMAT_LABELS[format];
  const id = React.useId();
  if (problems.length === 0)
    return (
      <p
        // Under its format's own heading (the other formats) it just says "Ready", and is no status of its own.
        role={compact ? undefined : 'status'}
        className="inline-flex items-center gap-2 justify-self-start rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900"
      >
        <CheckCircle2 className="size-4" aria-hidden="true" />
        {compact ? <Trans>Ready</Trans> : <Trans>E-invoice ready: {label}</Trans>}
      </p>
    );
  return (
    <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p id={id} className="font-medium">
        <Trans>To send it as {label}, add:</Trans>
      </p>
      <ul aria-labelledby={id} className="grid list-disc gap-1.5 pl-5">
        {problems.map((problem) => (
          <li key={problem.path}>
            <ProblemItem problem={problem} action={actionOf(problem)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
