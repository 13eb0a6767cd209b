import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../server/db/client';
import { creditNoteLines, creditNotes, invoices } from '../server/db/schema';
import { freezeParties } from '../server/features/documents/parties';
import { fromCents, toCents } from '../shared/money';

/**
 * Issues a credit note straight in the database, as the credit notes feature does: numbered CN-n in
 * the user's series, the invoice's frozen parties (frozen now when it has none), the invoice's tax
 * rate, and the invoice's credited amount raised; `scope: 'full'` also voids the invoice. For tests
 * of what prints, lists or emails credit notes; it checks no rule (balance, status).
 */
export async function createTestCreditNote(
  db: Tx,
  input: {
    userId: string;
    invoiceId: number;
    lines: { description: string; quantity: number; rate: string }[];
    reason?: string;
    scope?: 'full' | 'partial';
    issueDate?: string;
    now?: Date;
  },
) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.userId, input.userId)));
  if (!invoice) throw new Error(`no invoice ${input.invoiceId} for that user`);
  const parties =
    invoice.sellerSnapshot && invoice.buyerSnapshot
      ? {
          sellerSnapshot: invoice.sellerSnapshot,
          buyerSnapshot: invoice.buyerSnapshot,
          logoSnapshotId: invoice.logoSnapshotId,
        }
      : await freezeParties(db, input.userId, invoice);
  const [{ n }] = await db
    .select({ n: count() })
    .from(creditNotes)
    .where(eq(creditNotes.userId, input.userId));
  const amounts = input.lines.map((l) => Math.round(l.quantity * toCents(l.rate)));
  const subtotal = amounts.reduce((a, b) => a + b, 0);
  const tax = Math.round((subtotal * Number(invoice.taxRate)) / 100);
  const now = input.now ?? new Date();
  const reason = input.reason ?? 'Returned item';
  const [note] = await db
    .insert(creditNotes)
    .values({
      userId: input.userId,
      invoiceId: invoice.id,
      creditNoteNumber: `CN-${n + 1}`,
      issueDate: input.issueDate ?? now.toISOString().slice(0, 10),
      reason,
      scope: input.scope ?? 'partial',
      currency: invoice.currency,
      subtotal: fromCents(subtotal),
      tax: fromCents(tax),
      taxRate: invoice.taxRate,
      total: fromCents(subtotal + tax),
      ...parties,
      createdAt: now,
    })
    .returning();
  await db.insert(creditNoteLines).values(
    input.lines.map((l, i) => ({
      creditNoteId: note.id,
      userId: input.userId,
      position: i,
      description: l.description,
      quantity: String(l.quantity),
      rate: l.rate,
      amount: fromCents(amounts[i]),
    })),
  );
  const credited = fromCents(toCents(invoice.creditedAmount) + subtotal + tax);
  const voids = input.scope === 'full' ? { status: 'void', voidedAt: now, voidReason: reason } : {};
  await db
    .update(invoices)
    .set({ creditedAmount: credited, ...voids })
    .where(eq(invoices.id, invoice.id));
  return note;
}
