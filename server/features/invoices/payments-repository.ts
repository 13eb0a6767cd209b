import { and, asc, eq } from 'drizzle-orm';
import type { Payment, PaymentMethod } from '../../../shared/payments';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** The outbox kind of the client's payment receipt (server/features/document-mail/receipt.ts). */
export const RECEIPT_KIND = 'payment-receipt';

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row;
}

/** The invoice's payments, oldest first. */
export function listPayments(tx: Tx, userId: string, invoiceId: number): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.userId, userId)))
    .orderBy(asc(payments.paidOn), asc(payments.id));
}

/** Deletes one payment of the invoice; undefined when there is no such payment. */
export async function deletePayment(
  tx: Tx,
  userId: string,
  invoiceId: number,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .delete(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.invoiceId, invoiceId), eq(payments.userId, userId)))
    .returning();
  return row;
}

export async function findPayment(
  tx: Tx,
  userId: string,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row;
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    amount: row.amount,
    paidOn: row.paidOn,
    method: row.method as PaymentMethod,
    reference: row.reference,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
