/**
 * The VAT invoiced per currency, category and rate (issue 3/6, docs/decisions/006 "VAT by rate"):
 * the tax breakdowns kept on the documents the report rows list — invoices issued in the period,
 * less the credit notes issued in it — summed by the database in numeric, never in floats.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { TAX_CATEGORIES, toCents } from '../../../shared/money';
import type { VatByRateRow } from '../../../shared/reports';
import type { Tx } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema';
import { creditNoteRowsWhere, invoiceRowsWhere } from './rows';
import type { Scope } from './scope';

/** Each breakdown row of the listed documents, with the sign it counts with (a credit note's takes off). */
function breakdownEntries(tx: Tx, scope: Scope) {
  const entries = (breakdown: typeof invoices.taxBreakdown | typeof creditNotes.taxBreakdown) =>
    sql<unknown>`jsonb_array_elements(${breakdown})`.as('entry');
  const invoiceEntries = tx
    .select({
      currency: invoices.currency,
      entry: entries(invoices.taxBreakdown),
      sign: sql<number>`1`.as('sign'),
    })
    .from(invoices)
    .where(invoiceRowsWhere(scope));
  const creditNoteEntries = tx
    .select({
      currency: creditNotes.currency,
      entry: entries(creditNotes.taxBreakdown),
      sign: sql<number>`-1`.as('sign'),
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(creditNoteRowsWhere(scope));
  return invoiceEntries.unionAll(creditNoteEntries).as('v');
}

/** The sums per currency, category and rate, in no particular order. */
async function vatSums(tx: Tx, scope: Scope) {
  const v = breakdownEntries(tx, scope);
  const total = (amount: SQL) => sql<string>`round(sum(${v.sign} * (${amount})::numeric), 2)::text`;
  return tx
    .select({
      currency: v.currency,
      category: sql<VatByRateRow['category']>`${v.entry}->>'category'`,
      rate: sql<string>`(${v.entry}->>'rate')::numeric(5, 2)::text`,
      taxableAmount: total(sql`${v.entry}->>'taxableAmount'`),
      taxAmount: total(sql`${v.entry}->>'taxAmount'`),
    })
    .from(v)
    .groupBy(sql`1, 2, 3`);
}

/** The company currency first, then the others alphabetically; in each, higher rates first, then by category. */
export async function vatByRate(tx: Tx, scope: Scope, companyCurrency: string): Promise<VatByRateRow[]> {
  const rows = await vatSums(tx, scope);
  const currencyRank = (c: string) => (c === companyCurrency ? '' : c);
  return rows.sort(
    (a, b) =>
      currencyRank(a.currency).localeCompare(currencyRank(b.currency)) ||
      toCents(b.rate) - toCents(a.rate) ||
      TAX_CATEGORIES.indexOf(a.category) - TAX_CATEGORIES.indexOf(b.category),
  );
}
