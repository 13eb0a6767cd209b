/**
 * The logo an invoice prints (decision 024): on an issued invoice the one frozen at issue — none when
 * it had none, so a logo uploaded later never appears on it —; on a draft (or an invoice issued
 * before snapshots existed) the company's current one. The PDF, GET /api/invoices/{id}/document and
 * its logo route all ask here, so the screen shows the logo the PDF prints.
 */
import { isIssued } from '../../../shared/invoice-lifecycle';
import type { Tx } from '../../db/client';
import { findLogo, findLogoInfo } from '../settings/logo-repository';
import * as repo from './repository';

/** Whether an invoice prints the parties frozen on it rather than today's settings and client. */
export function printsFrozen(invoice: {
  status: string;
  sellerSnapshot: unknown;
  buyerSnapshot: unknown;
}): boolean {
  return isIssued(invoice) && invoice.sellerSnapshot !== null && invoice.buyerSnapshot !== null;
}

export interface LogoFile {
  contentType: string;
  data: Buffer;
  width: number;
  height: number;
}

/** The logo file a document prints; `frozen` is null for a document that follows the current settings. */
export async function printedLogo(
  tx: Tx,
  userId: string,
  frozen: { logoSnapshotId: number | null } | null,
): Promise<LogoFile | undefined> {
  if (!frozen) return findLogo(tx, userId);
  return frozen.logoSnapshotId === null
    ? undefined
    : repo.findDocumentLogo(tx, userId, frozen.logoSnapshotId);
}

/**
 * Where the invoice's logo is served, read without its bytes; null when it prints none. A draft's
 * address carries the upload time, so a new logo shows at once (as `ownLogoUrl` does); a frozen logo
 * never changes, so its address needs none.
 */
export async function invoiceLogoUrl(
  tx: Tx,
  userId: string,
  invoice: repo.InvoiceForDocument,
): Promise<string | null> {
  const address = `/api/invoices/${invoice.id}/document/logo`;
  if (printsFrozen(invoice)) return invoice.logoSnapshotId === null ? null : address;
  const current = await findLogoInfo(tx, userId);
  return current ? `${address}?v=${encodeURIComponent(current.updatedAt.toISOString())}` : null;
}

/** The logo file an invoice prints: undefined for another user's invoice, null when it prints none. */
export async function findInvoiceLogo(
  tx: Tx,
  userId: string,
  invoiceId: number,
): Promise<LogoFile | null | undefined> {
  const row = await repo.findInvoiceForDocument(tx, userId, invoiceId);
  if (!row) return undefined;
  return (await printedLogo(tx, userId, printsFrozen(row.invoice) ? row.invoice : null)) ?? null;
}
