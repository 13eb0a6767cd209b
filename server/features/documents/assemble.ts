/**
 * The one assembler (decision 024): the `Document` of an invoice or a credit note, read from the
 * database. An issued invoice prints the seller, buyer and logo frozen on it at issue; a draft (or an
 * invoice issued before snapshots existed) prints the current settings, client and logo.
 */
import type { Document, DocumentBuyer, DocumentSeller } from '../../../shared/document';
import { creditNoteDocument, invoiceDocument } from '../../../shared/document-build';
import { isIssued } from '../../../shared/invoice-lifecycle';
import type { Tx } from '../../db/client';
import { findLogo } from '../settings/logo-repository';
import { getSettings } from '../settings/repository';
import { currentBuyer, sellerFromSettings } from './parties';
import * as repo from './repository';

/**
 * The invoice as it stood at an earlier moment: what had been paid then (a receipt's PDF shows the
 * invoice right after its own payment, issue #22 item 6).
 */
export interface AsOf {
  amountPaid: string;
}

type Logo = Document['logo'];
type InvoiceRow = repo.InvoiceForDocument;

/**
 * Whether an invoice prints what was frozen on it: an issued one does (decision 024); a draft, and
 * an invoice issued before snapshots existed, print the current settings and client.
 */
function isFrozen(invoice: InvoiceRow): boolean {
  return isIssued(invoice) && invoice.sellerSnapshot !== null && invoice.buyerSnapshot !== null;
}

/**
 * The seller an issued invoice was issued with (its payment instructions and payment link included),
 * or null for a draft, which follows the current settings. The emails of an issued invoice quote it.
 */
export function frozenSeller(invoice: InvoiceRow): DocumentSeller | null {
  return isFrozen(invoice) ? (invoice.sellerSnapshot as DocumentSeller) : null;
}

/** The stored logo a document prints, with its content type (the client's page serves it). */
export interface StoredLogo {
  contentType: string;
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The logo a document prints: on an issued document the one frozen at issue — none when it had none,
 * so a logo uploaded later never appears on it —; on a draft the company's current one.
 */
async function logoFor(
  tx: Tx,
  userId: string,
  frozen: { logoSnapshotId: number | null } | null,
): Promise<StoredLogo | undefined> {
  if (!frozen) return findLogo(tx, userId);
  return frozen.logoSnapshotId === null
    ? undefined
    : repo.findDocumentLogo(tx, userId, frozen.logoSnapshotId);
}

function printedLogo(logo: StoredLogo | undefined): Logo {
  return logo ? { data: logo.data, width: logo.width, height: logo.height } : null;
}

/**
 * The logo an invoice prints, with its content type, for the client's page of the invoice;
 * undefined when it prints none or the invoice is not the user's.
 */
export async function loadInvoiceLogo(
  tx: Tx,
  userId: string,
  invoiceId: number,
): Promise<StoredLogo | undefined> {
  const row = await repo.findInvoiceForDocument(tx, userId, invoiceId);
  return row && logoFor(tx, userId, isFrozen(row.invoice) ? row.invoice : null);
}

/**
 * What the invoice prints (`withLogo: false` skips reading the logo's bytes where only the text is
 * wanted); with `asOf`, the amounts paid and due as they were then. Undefined for another user's.
 */
export async function loadInvoiceDocument(
  tx: Tx,
  userId: string,
  invoiceId: number,
  options: { withLogo?: boolean; asOf?: AsOf } = {},
): Promise<Document | undefined> {
  const row = await repo.findInvoiceForDocument(tx, userId, invoiceId);
  if (!row) return undefined;
  const invoice = { ...row.invoice, ...options.asOf };
  const frozen = isFrozen(invoice);
  const seller = frozenSeller(invoice) ?? sellerFromSettings(await getSettings(tx, userId));
  const buyer = frozen ? (invoice.buyerSnapshot as DocumentBuyer) : await currentBuyer(tx, userId, invoice);
  const [lines, notes] = await Promise.all([
    repo.listInvoiceLines(tx, userId, invoiceId),
    repo.listInvoiceCreditNotes(tx, userId, invoiceId),
  ]);
  // The note that cancelled a void invoice: its full credit note, or the last partial one that took the balance to 0.
  const cancelling = notes.findLast((n) => n.scope === 'full') ?? notes.at(-1);
  return invoiceDocument({
    invoice,
    seller,
    buyer,
    lines,
    creditNotes: notes.map((n) => ({
      number: n.creditNoteNumber,
      issueDate: n.issueDate,
      total: n.total,
      reason: n.reason,
    })),
    voided: cancelling ? { creditNoteNumber: cancelling.creditNoteNumber, date: cancelling.issueDate } : null,
    logo:
      options.withLogo === false
        ? undefined
        : printedLogo(await logoFor(tx, userId, frozen ? invoice : null)),
  });
}

/** What a credit note prints: always the parties frozen on it. Undefined for another user's. */
export async function loadCreditNoteDocument(
  tx: Tx,
  userId: string,
  creditNoteId: number,
  options: { withLogo?: boolean } = {},
): Promise<Document | undefined> {
  const row = await repo.findCreditNoteForDocument(tx, userId, creditNoteId);
  if (!row) return undefined;
  const { creditNote } = row;
  return creditNoteDocument({
    creditNote,
    invoice: { invoiceNumber: row.invoiceNumber, issueDate: row.invoiceIssueDate },
    seller: creditNote.sellerSnapshot as DocumentSeller,
    buyer: creditNote.buyerSnapshot as DocumentBuyer,
    lines: await repo.listCreditNoteLines(tx, userId, creditNoteId),
    // Frozen when it was made: no logo then, none now.
    logo: options.withLogo === false ? null : printedLogo(await logoFor(tx, userId, creditNote)),
  });
}
