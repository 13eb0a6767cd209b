import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import { newShareToken } from '../invoices/share-token';

export function shareUrl(appUrl: string, token: string): string {
  return `${appUrl}/i/${token}`;
}

/**
 * The invoice's link token, created on first need. Answers undefined when the invoice is not the
 * user's. Concurrent callers agree on one token (the update keeps an existing one).
 */
export async function ensureShareToken(
  tx: Tx,
  userId: string,
  invoiceId: number,
): Promise<string | undefined> {
  const [row] = await tx
    .update(invoices)
    .set({ shareToken: sql`coalesce(${invoices.shareToken}, ${newShareToken()})` })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .returning({ token: invoices.shareToken });
  return row?.token ?? undefined;
}

/** Revokes the link: the old URL answers 404 from now on; the next share creates a new token. */
export async function revokeShareToken(tx: Tx, userId: string, invoiceId: number): Promise<boolean> {
  const rows = await tx
    .update(invoices)
    .set({ shareToken: null })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}
