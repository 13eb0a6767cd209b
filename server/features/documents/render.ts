/**
 * Documents as PDFs. Rendering runs in the PDF pool's threads, which receive a print job: the plain
 * `Document` and, for an issued invoice or a credit note, its e-invoice input, from which the thread
 * makes the PDF a Factur-X hybrid when the document can be one (decision 026). A draft is not an
 * invoice yet: its PDF is always the plain one. With `limitPerUser` (every render a request causes)
 * the account's concurrent renders are capped (429), and a full queue answers 503 either way.
 */
import type { Document } from '../../../shared/document';
import type { EInvoiceFormat, EInvoiceInput } from '../../../shared/e-invoice';
import { isIssued } from '../../../shared/invoice-lifecycle';
import type { Tx } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { pdfPool } from '../../pdf/pool';
import type { PrintJob } from '../../pdf/print-job';
import { type AsOf, loadInvoiceDocument } from './assemble';
import { loadCreditNoteEInvoiceInput, loadInvoiceEInvoiceInput } from './e-invoice-input';
import { findCreditNoteForDocument, findInvoiceStatus, invoiceExists } from './repository';

interface RenderOptions {
  limitPerUser?: boolean;
  /**
   * The PDF of the invoice email, which issues a draft as it is sent: it is printed as the invoice it
   * is about to be (a hybrid when it can be one), not as the draft it still is.
   */
  issuing?: boolean;
}

/** Renders what `load` reads once a thread is free, answering the PDF with the document it printed. */
async function renderLoaded(
  userId: string,
  load: () => Promise<PrintJob | undefined>,
  options: RenderOptions,
): Promise<{ pdf: Buffer; document: Document } | undefined> {
  let document: Document | undefined;
  const loadOnce = async () => {
    const job = await load();
    document = job?.document;
    return job;
  };
  const pdf = await pdfPool().render(loadOnce, { userId: options.limitPerUser ? userId : undefined });
  return pdf && document ? { pdf, document } : undefined;
}

/**
 * An invoice's print job. The status is read first: an invoice never returns to draft, so one read
 * as issued prints as issued, while a draft (or one issued a moment later) prints plain.
 */
async function invoiceJob(
  tx: Tx,
  userId: string,
  invoiceId: number,
  options: { asOf?: AsOf; issuing?: boolean },
): Promise<PrintJob | undefined> {
  const { asOf } = options;
  const status = await findInvoiceStatus(tx, userId, invoiceId);
  if (status === undefined) return undefined;
  if (!isIssued({ status }) && !options.issuing) {
    const document = await loadInvoiceDocument(tx, userId, invoiceId, { asOf });
    return document && { document };
  }
  const eInvoice = await loadInvoiceEInvoiceInput(tx, userId, invoiceId, { asOf });
  return eInvoice && { document: eInvoice.document, eInvoice };
}

/** The invoice as a PDF with the document it printed (the version the PDF shows); undefined for another user's. */
export async function renderInvoiceVersion(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  options: RenderOptions & { asOf?: AsOf } = {},
): Promise<{ pdf: Buffer; document: Document } | undefined> {
  // The ownership check answers 404 at once; the lines are read when a thread is free to print them.
  if (!(await invoiceExists(deps.db, userId, invoiceId))) return undefined;
  return renderLoaded(userId, () => invoiceJob(deps.db, userId, invoiceId, options), options);
}

export async function renderInvoicePdf(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  options: RenderOptions & { asOf?: AsOf } = {},
): Promise<Buffer | undefined> {
  return (await renderInvoiceVersion(deps, userId, invoiceId, options))?.pdf;
}

/** The credit note as a PDF with its document; undefined when it does not exist or is another user's. */
export async function renderCreditNoteVersion(
  deps: Pick<Deps, 'db'>,
  userId: string,
  creditNoteId: number,
  options: RenderOptions = {},
): Promise<{ pdf: Buffer; document: Document } | undefined> {
  if (!(await findCreditNoteForDocument(deps.db, userId, creditNoteId))) return undefined;
  // A credit note is issued when it is made: its PDF is a hybrid whenever it can be one.
  return renderLoaded(
    userId,
    async () => {
      const eInvoice = await loadCreditNoteEInvoiceInput(deps.db, userId, creditNoteId);
      return eInvoice && { document: eInvoice.document, eInvoice };
    },
    options,
  );
}

/**
 * A format's XML of an e-invoice input already read (and checked), written in a pool thread like a
 * PDF: with `limitPerUser` it counts against the account's renders (429 past its limit).
 */
export async function renderEInvoiceXml(
  userId: string,
  input: EInvoiceInput,
  format: EInvoiceFormat,
  options: RenderOptions = {},
): Promise<Buffer> {
  const job = { document: input.document, eInvoice: input, xml: format };
  return pdfPool().render(job, { userId: options.limitPerUser ? userId : undefined });
}
