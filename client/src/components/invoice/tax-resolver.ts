import type { VatScheme } from '@shared/tax';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { type LineTaxValues, taxIssues } from './line-tax';

/** Puts a message at a dotted path ("lineItems.1.taxRate") of react-hook-form's nested errors, unless one is there. */
function putError(errors: Record<string, unknown>, path: string, message: string) {
  const keys = path.split('.');
  let node = errors;
  keys.slice(0, -1).forEach((key, i) => {
    node[key] ??= /^\d+$/.test(keys[i + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1) as string] ??= { type: 'custom', message };
}

/**
 * A form's resolver plus the VAT rules the server would refuse (shared/tax.ts): a line's rate that
 * does not fit its category, under that line; exempt lines of a standard-scheme company without the
 * reason. `vatScheme` is read at each check (the settings may load after the form is made).
 */
export function withTaxChecks<V extends FieldValues, O>(
  resolver: Resolver<V, unknown, O>,
  vatScheme: () => VatScheme | undefined,
): Resolver<V, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const issues = taxIssues(
      values as { lineItems?: LineTaxValues[]; taxExemptionReason?: string | null },
      vatScheme(),
    );
    if (issues.length === 0) return result;
    const errors = structuredClone(result.errors) as Record<string, unknown>;
    for (const issue of issues) putError(errors, issue.path, issue.message);
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
