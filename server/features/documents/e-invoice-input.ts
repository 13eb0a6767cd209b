/**
 * What an e-invoice is written from (server/einvoice `EInvoiceInput`): the one printed `Document`
 * and the few facts the page does not carry. The seller's contact (BG-6) is the account holder's name
 * with the company's phone and email as the document prints them; the electronic addresses
 * (BT-34, BT-49) are the two parties' emails (decision 026).
 */
import { eq } from 'drizzle-orm';
import type { Document } from '../../../shared/document';
import { type EInvoiceInput, eInvoiceInputOf } from '../../../shared/e-invoice';
import { fullName } from '../../../shared/names';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { type AsOf, loadCreditNoteDocument, loadInvoiceDocument } from './assemble';

/** The account holder's name as BG-6 names the contact person; null when the profile has none. */
export async function accountName(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return fullName(row);
}

/** A document being read, with the account's name beside it; undefined when there is none. */
async function withContact(
  tx: Tx,
  userId: string,
  document: Promise<Document | undefined>,
): Promise<EInvoiceInput | undefined> {
  const [printed, name] = await Promise.all([document, accountName(tx, userId)]);
  return printed && eInvoiceInputOf(printed, name);
}

/** The invoice's e-invoice input; undefined for another user's. */
export function loadInvoiceEInvoiceInput(
  tx: Tx,
  userId: string,
  invoiceId: number,
  options: { withLogo?: boolean; asOf?: AsOf } = {},
): Promise<EInvoiceInput | undefined> {
  return withContact(tx, userId, loadInvoiceDocument(tx, userId, invoiceId, options));
}

/** The credit note's e-invoice input; undefined for another user's. */
export function loadCreditNoteEInvoiceInput(
  tx: Tx,
  userId: string,
  creditNoteId: number,
  options: { withLogo?: boolean } = {},
): Promise<EInvoiceInput | undefined> {
  return withContact(tx, userId, loadCreditNoteDocument(tx, userId, creditNoteId, options));
}
