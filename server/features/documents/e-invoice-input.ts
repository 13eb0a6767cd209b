/**
 * What an e-invoice is written from (server/einvoice `EInvoiceInput`): the one printed `Document`
 * and the few facts the page does not carry. The seller's contact (BG-6) is the account holder's name
 * with the company's phone and email as the document prints them; the electronic addresses
 * (BT-34, BT-49) are the two parties' emails (decision 026).
 */
import { eq } from 'drizzle-orm';
import { type EInvoiceInput, eInvoiceInputOf } from '../../../shared/e-invoice';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { type AsOf, loadCreditNoteDocument, loadInvoiceDocument } from './assemble';

/** The account holder's name as BG-6 names the contact person; null when the profile has none. */
export async function accountName(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const name = [row?.firstName, row?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** The invoice's e-invoice input; undefined for another user's. */
export async function loadInvoiceEInvoiceInput(
  tx: Tx,
  userId: string,
  invoiceId: number,
  options: { withLogo?: boolean; asOf?: AsOf } = {},
): Promise<EInvoiceInput | undefined> {
  const [document, name] = await Promise.all([
    loadInvoiceDocument(tx, userId, invoiceId, options),
    accountName(tx, userId),
  ]);
  return document && eInvoiceInputOf(document, name);
}

/** The credit note's e-invoice input; undefined for another user's. */
export async function loadCreditNoteEInvoiceInput(
  tx: Tx,
  userId: string,
  creditNoteId: number,
  options: { withLogo?: boolean } = {},
): Promise<EInvoiceInput | undefined> {
  const [document, name] = await Promise.all([
    loadCreditNoteDocument(tx, userId, creditNoteId, options),
    accountName(tx, userId),
  ]);
  return document && eInvoiceInputOf(document, name);
}
