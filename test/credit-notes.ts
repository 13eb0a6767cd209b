import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../server/db/client';
import { creditNoteLines, creditNotes, invoices, lineItems, users } from '../server/db/schema';
import { freezeParties } from '../server/features/documents/parties';
import { takeNext } from '../server/lib/counters';
import { todayIn } from '../shared/dates';
import { computeTotals, fromCents, type TaxCategory, toCents } from '../shared/money';
import { sharedTaxRate, type TaxBreakdownRow, taxBreakdown } from '../shared/tax';

/**
 * Issues a credit note straight in the database, as the credit notes feature does: numbered CN-n from
 * the user's 'credit_note' counter, the invoice's frozen parties (frozen now when it has none), each
 * line taxed as given or as the invoice's first line, per (category, rate) group (money.ts), its
 * breakdown with the invoice's notes, the invoice's credited amount raised; `scope: 'full'`
 * also voids the invoice. Its lines are `lines`, or one line of `rate` (net). Issued today in the
 * owner's zone unless `issueDate` is given. For tests of what prints, lists, counts or emails credit
 * notes; it checks no rule (balance, status).
 */
export async function createTestCreditNote(
  db: Tx,
  input: {
    userId: string;
    invoiceId: number;
    lines?: {
      description: string;
      quantity: number;
      rate: string;
      taxRate?: string;
      taxCategory?: TaxCategory;
    }[];
    rate?: string;
    reason?: string;
    scope?: 'full' | 'partial';
    issueDate?: string;
    now?: Date;
  },
) {
  const [row] = await db
    .select({ invoice: invoices, zone: users.timeZone })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.userId, input.userId)));
  if (!row) throw new Error(`no invoice ${input.invoiceId} for that user`);
  const { invoice } = row;
  const parties =
    invoice.sellerSnapshot && invoice.buyerSnapshot
      ? {
          sellerSnapshot: invoice.sellerSnapshot,
          buyerSnapshot: invoice.buyerSnapshot,
          logoSnapshotId: invoice.logoSnapshotId,
        }
      : await freezeParties(db, input.userId, invoice);
  const now = input.now ?? new Date();
  const reason = input.reason ?? 'Returned item';
  const lines = input.lines ?? [{ description: reason, quantity: 1, rate: input.rate ?? '10.00' }];
  const [first] = await db
    .select()
    .from(lineItems)
    .where(eq(lineItems.invoiceId, invoice.id))
    .orderBy(asc(lineItems.position))
    .limit(1);
  const taxed = lines.map((l) => ({
    ...l,
    taxRate: l.taxRate ?? first?.taxRate ?? invoice.taxRate ?? '0',
    taxCategory: l.taxCategory ?? (first?.taxCategory as TaxCategory | undefined) ?? 'S',
  }));
  const totals = computeTotals(taxed, null);
  const invoiceRows = invoice.taxBreakdown as TaxBreakdownRow[];
  const breakdown = taxBreakdown(totals.groups, {
    vatScheme: 'standard',
    sellerCountry: 'DE',
    exemptionReason: invoice.taxExemptionReason,
  }).map((row) => ({
    ...row,
    exemptionReason:
      invoiceRows.find((r) => r.category === row.category && Number(r.rate) === Number(row.rate))
        ?.exemptionReason ?? row.exemptionReason,
  }));
  const n = await takeNext(db, input.userId, 'credit_note', 1);
  const [note] = await db
    .insert(creditNotes)
    .values({
      userId: input.userId,
      invoiceId: invoice.id,
      creditNoteNumber: `CN-${n}`,
      issueDate: input.issueDate ?? todayIn(row.zone, now),
      reason,
      scope: input.scope ?? 'partial',
      currency: invoice.currency,
      subtotal: fromCents(totals.subtotalCents),
      tax: fromCents(totals.taxCents),
      taxRate: sharedTaxRate(breakdown),
      total: fromCents(totals.totalCents),
      taxBreakdown: breakdown,
      ...parties,
      createdAt: now,
    })
    .returning();
  await db.insert(creditNoteLines).values(
    lines.map((l, i) => ({
      creditNoteId: note.id,
      userId: input.userId,
      position: i,
      description: l.description,
      quantity: String(l.quantity),
      rate: l.rate,
      amount: fromCents(totals.lines[i].amountCents),
      taxRate: totals.lines[i].taxRate,
      taxCategory: totals.lines[i].taxCategory,
    })),
  );
  const credited = fromCents(toCents(invoice.creditedAmount) + totals.totalCents);
  const voids = input.scope === 'full' ? { status: 'void', voidedAt: now, voidReason: reason } : {};
  await db
    .update(invoices)
    .set({ creditedAmount: credited, ...voids })
    .where(eq(invoices.id, invoice.id));
  return note;
}
