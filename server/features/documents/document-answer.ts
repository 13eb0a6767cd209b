/**
 * GET /api/invoices/{id}/document: the invoice's `Document` as JSON for the owner's invoice view, the
 * same value its PDF prints (decision 024) — an issued invoice with what was frozen at issue, a draft
 * with today's settings and client. The logo travels by address, not as bytes.
 */
import type { DocumentAnswer } from '../../../shared/document-schema';
import type { Tx } from '../../db/client';
import { assembleInvoice } from './assemble';
import { invoiceLogoUrl } from './logos';
import * as repo from './repository';

/** Undefined for an invoice that does not exist or is another user's. */
export async function findInvoiceDocumentAnswer(
  tx: Tx,
  userId: string,
  invoiceId: number,
): Promise<DocumentAnswer | undefined> {
  const row = await repo.findInvoiceForDocument(tx, userId, invoiceId);
  if (!row) return undefined;
  const [document, logoUrl] = await Promise.all([
    assembleInvoice(tx, userId, row.invoice, { withLogo: false }),
    invoiceLogoUrl(tx, userId, row.invoice),
  ]);
  const { logo: _bytes, ...printed } = document;
  return { ...printed, logoUrl };
}
