/**
 * The one assembler (decision 024): the `Document` of an invoice or a credit note, read from the
 * database. An issued invoice prints the seller, buyer and logo frozen on it at issue; a draft (or an
 * invoice issued before snapshots existed) prints the current settings, client and logo.
 */
import type { Document, DocumentBuyer, DocumentSeller } from '../../../shared/document';
import { creditNoteDocument, invoiceDocument, type LineSource } from '../../../shared/document-build';
import type { TaxCategory } from '../../../shared/money';
import type { TaxBreakdownRow } from '../../../shared/tax';
import type { Tx } from '../../db/client';
import { getSettings } from '../settings/repository';
import { printedLogo, printsFrozen } from './logos';
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

/** A stored line (invoice or credit note) as the builder takes it; its category is one of TAX_CATEGORIES. */
function lineSource(line: repo.StoredLine): LineSource {
  return { ...line, taxCategory: line.taxCategory as TaxCategory };
}

/**
 * The seller an issued invoice was issued with (its payment instructions and payment link included),
 * or null for a draft, which follows the current settings. The emails of an issued invoice quote it.
 */
export function frozenSeller(invoice: repo.InvoiceForDocument): DocumentSeller | null {
  return printsFrozen(invoice) ? (invoice.sellerSnapshot as DocumentSeller) : null;
}

/** The logo's bytes and size as a document carries them (logos.ts decides which logo). */
async function logoFor(
  tx: Tx,
  userId: string,
  frozen: { logoSnapshotId: number | null } | null,
): Promise<Logo> {
  const logo = await printedLogo(tx, userId, frozen);
  return logo ? { data: logo.data, width: logo.width, height: logo.height } : null;
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
  return row && assembleInvoice(tx, userId, row.invoice, options);
}

/** The document of an invoice row already read. */
export async function assembleInvoice(
  tx: Tx,
  userId: string,
  row: repo.InvoiceForDocument,
  options: { withLogo?: boolean; asOf?: AsOf } = {},
): Promise<Document> {
  const invoice = { ...row, ...options.asOf };
  const invoiceId = invoice.id;
  const frozen = printsFrozen(invoice);
  const seller = frozenSeller(invoice) ?? sellerFromSettings(await getSettings(tx, userId));
  const buyer = frozen ? (invoice.buyerSnapshot as DocumentBuyer) : await currentBuyer(tx, userId, invoice);
  const [lines, notes] = await Promise.all([
    repo.listInvoiceLines(tx, userId, invoiceId),
    repo.listInvoiceCreditNotes(tx, userId, invoiceId),
  ]);
  // The note that cancelled a void invoice: its full credit note, or the last partial one that took the balance to 0.
  const cancelling = notes.findLast((n) => n.scope === 'full') ?? notes.at(-1);
  return invoiceDocument({
    invoice: { ...invoice, taxBreakdown: invoice.taxBreakdown as TaxBreakdownRow[] },
    seller,
    buyer,
    lines: lines.map(lineSource),
    creditNotes: notes.map((n) => ({
      number: n.creditNoteNumber,
      issueDate: n.issueDate,
      total: n.total,
      reason: n.reason,
      cancels: n.scope === 'full',
    })),
    voided: cancelling ? { creditNoteNumber: cancelling.creditNoteNumber, date: cancelling.issueDate } : null,
    logo: options.withLogo === false ? undefined : await logoFor(tx, userId, frozen ? invoice : null),
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
  const lines = await repo.listCreditNoteLines(tx, userId, creditNoteId);
  return creditNoteDocument({
    creditNote: { ...creditNote, taxBreakdown: creditNote.taxBreakdown as TaxBreakdownRow[] },
    // The service it corrects is the invoice's (its invoice row is read with it).
    invoice: row.invoice,
    seller: creditNote.sellerSnapshot as DocumentSeller,
    buyer: creditNote.buyerSnapshot as DocumentBuyer,
    lines: lines.map(lineSource),
    // Frozen when it was made: no logo then, none now.
    logo: options.withLogo === false ? null : await logoFor(tx, userId, creditNote),
  });
}
