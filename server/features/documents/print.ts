/**
 * A document read once (docs/decisions/033): its print job — the one `Document` and, for an issued
 * document, its e-invoice input — with the versions read with it. A send hands this one value to the
 * email, the PDF and the XML; the PDF is the one kept at exactly these versions (decision 029), else
 * rendered from this document and kept under them.
 */
import { samePrint } from '../../../shared/document-build';
import { eInvoiceInputOf } from '../../../shared/e-invoice';
import { documentFileName } from '../../../shared/invoice-document';
import { isIssued } from '../../../shared/invoice-lifecycle';
import { fullName } from '../../../shared/names';
import type { Tx } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { pdfPool } from '../../pdf/pool';
import type { PrintJob } from '../../pdf/print-job';
import { type AsOf, assembleInvoice } from './assemble';
import { loadCreditNoteEInvoiceInput } from './e-invoice-input';
import {
  creditNotePdfVersions,
  findKeptCreditNotePdf,
  findKeptInvoicePdfs,
  type KeptPdf,
  keepPdf,
  keptAt,
  type PdfVersions,
} from './kept-pdfs';
import { printsFrozen } from './logos';
import { findCreditNoteForDocument, findInvoiceForPrint, type InvoiceForDocument } from './repository';

/** What one document prints, read once, and where its PDF is kept. */
export interface Print {
  userId: string;
  invoiceId: number;
  /** A credit note's print; absent for an invoice's. */
  creditNoteId?: number;
  job: PrintJob;
  /** Read before the document, in the statement that read the invoice row; null: never kept (`asOf`). */
  versions: PdfVersions | null;
}

/** An invoice's print with the row it was assembled from (the send's checks read that row). */
export interface InvoicePrint extends Print {
  invoice: InvoiceForDocument;
}

export interface PrintOptions {
  /** Skip reading the logo's bytes where only the text is wanted. */
  withLogo?: boolean;
  /** The invoice as it stood right after an earlier payment (a receipt's); never kept. */
  asOf?: AsOf;
  /**
   * The invoice email issues a draft as it goes: printed as the invoice it is about to be (a hybrid
   * when it can be one), not as the draft it still is.
   */
  issuing?: boolean;
}

/** The invoice's print; undefined for another user's. An issued one (or one `issuing`) carries its e-invoice input. */
export async function loadInvoicePrint(
  tx: Tx,
  userId: string,
  invoiceId: number,
  options: PrintOptions = {},
): Promise<InvoicePrint | undefined> {
  const row = await findInvoiceForPrint(tx, userId, invoiceId);
  if (!row) return undefined;
  const { invoice } = row;
  const document = await assembleInvoice(tx, userId, invoice, options);
  const issued = isIssued(invoice) || options.issuing;
  const versions: PdfVersions = {
    invoiceVersion: invoice.documentVersion,
    creditNoteVersion: null,
    accountVersion: row.accountVersion,
    keepable: printsFrozen(invoice),
  };
  return {
    userId,
    invoiceId,
    invoice,
    job: issued ? { document, eInvoice: eInvoiceInputOf(document, fullName(row)) } : { document },
    versions: options.asOf ? null : versions,
  };
}

/** The credit note's print (a credit note is issued when it is made); undefined for another user's. */
export async function loadCreditNotePrint(
  tx: Tx,
  userId: string,
  creditNoteId: number,
  options: Pick<PrintOptions, 'withLogo'> = {},
): Promise<Print | undefined> {
  const found = await findCreditNoteForDocument(tx, userId, creditNoteId);
  const versions = found && (await creditNotePdfVersions(tx, userId, creditNoteId));
  const eInvoice = versions && (await loadCreditNoteEInvoiceInput(tx, userId, creditNoteId, options));
  if (!found || !versions || !eInvoice) return undefined;
  const { invoiceId } = found.creditNote;
  return { userId, invoiceId, creditNoteId, job: { document: eInvoice.document, eInvoice }, versions };
}

/** Renders a print in the pool (a request's counts against its account) and keeps it when it may be kept. */
export async function renderPrint(
  deps: Pick<Deps, 'db'>,
  print: Print,
  options: { limitPerUser?: boolean } = {},
): Promise<KeptPdf> {
  const pdf = await pdfPool().render(print.job, { userId: options.limitPerUser ? print.userId : undefined });
  const file = { pdf, fileName: documentFileName(print.job.document) };
  if (print.versions) await keepPdf(deps.db, print, print.versions, file);
  return file;
}

/** The PDF of a print: the one kept at its versions, else rendered now. */
export async function printPdf(
  deps: Pick<Deps, 'db'>,
  print: Print,
  options: { limitPerUser?: boolean } = {},
): Promise<KeptPdf> {
  const { versions } = print;
  if (versions?.keepable) {
    const kept =
      print.creditNoteId === undefined
        ? (await findKeptInvoicePdfs(deps.db, [print])).get(print.invoiceId)
        : await findKeptCreditNotePdf(deps.db, print.userId, print.creditNoteId);
    const file = keptAt(kept, versions);
    if (file) return file;
  }
  return renderPrint(deps, print, options);
}

/**
 * The PDFs of several invoices' prints at once (the worker's batch): the kept ones in one read, a
 * render for each other. A print whose render failed has its error instead, so it holds up no other.
 */
export async function printPdfs(
  deps: Pick<Deps, 'db'>,
  prints: Print[],
): Promise<Map<number, KeptPdf | { error: unknown }>> {
  const out = new Map<number, KeptPdf | { error: unknown }>();
  const kept = await findKeptInvoicePdfs(deps.db, prints);
  for (const print of prints) {
    try {
      const file = print.versions && keptAt(kept.get(print.invoiceId), print.versions);
      out.set(print.invoiceId, file ?? (await renderPrint(deps, print)));
    } catch (error) {
      out.set(print.invoiceId, { error });
    }
  }
  return out;
}

/**
 * Whether an invoice's print still prints what the invoice, now locked by the caller, prints: the
 * invoice's document version has not moved since. A draft (or an invoice issued before snapshots
 * existed) prints today's settings and client, which move no version of it: its document is
 * assembled again under the lock and compared.
 */
export async function printStillCurrent(
  tx: Tx,
  print: InvoicePrint,
  locked: InvoiceForDocument,
): Promise<boolean> {
  if (locked.documentVersion !== print.invoice.documentVersion) return false;
  if (printsFrozen(locked)) return true;
  const current = await assembleInvoice(tx, print.userId, locked, { withLogo: false });
  return samePrint(print.job.document, current);
}
