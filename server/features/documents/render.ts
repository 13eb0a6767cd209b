/**
 * Documents as PDFs. Rendering runs in the PDF pool's threads, which receive a print job: the plain
 * `Document` and, for an issued invoice or a credit note, its e-invoice input, from which the thread
 * makes the PDF a Factur-X hybrid when the document can be one (decision 026). A draft is not an
 * invoice yet: its PDF is always the plain one. With `limitPerUser` (every render a request causes)
 * the account's concurrent renders are capped (429), and a full queue answers 503 either way.
 *
 * An issued document's PDF is kept (kept-pdfs.ts) and served again, without a render, until
 * something it prints changes: every PDF of an issued invoice or a credit note comes through here.
 */
import type { Document } from '../../../shared/document';
import type { EInvoiceFormat, EInvoiceInput } from '../../../shared/e-invoice';
import { documentFileName } from '../../../shared/invoice-document';
import type { Tx } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { pdfPool } from '../../pdf/pool';
import type { PrintJob } from '../../pdf/print-job';
import type { AsOf } from './assemble';
import { loadCreditNoteEInvoiceInput } from './e-invoice-input';
import {
  creditNotePdfVersions,
  findKeptCreditNotePdf,
  findKeptInvoicePdf,
  invoicePdfVersions,
  type KeptPdf,
  keepPdf,
  type PdfVersions,
} from './kept-pdfs';
import { loadInvoicePrint } from './print';
import { findCreditNoteForDocument, invoiceExists } from './repository';

export interface RenderOptions {
  limitPerUser?: boolean;
  /**
   * Caused by someone holding the invoice's public link, not by its owner: the render counts against
   * the account's outsiders' budget, never the owner's own (issue #36 item 2, decision 022).
   */
  outsider?: boolean;
  /**
   * The PDF of the invoice email, which issues a draft as it is sent: it is printed as the invoice it
   * is about to be (a hybrid when it can be one), not as the draft it still is.
   */
  issuing?: boolean;
}

/** The pool's budget for a render: the account's own or its outsiders' when limited, none (queued mail) otherwise. */
function poolBudget(userId: string, options: RenderOptions) {
  return options.limitPerUser ? { userId, outsider: options.outsider } : {};
}

/**
 * Renders of a document at one set of versions that are running, by key: the same versions print the
 * same bytes, so a request that finds one running waits for it instead of rendering again.
 */
const running = new Map<string, Promise<unknown>>();

/** `render()`, or the running render of the same key; the key names the document and its versions. */
export function renderOnce<T>(key: string, render: () => Promise<T>): Promise<T> {
  const found = running.get(key) as Promise<T> | undefined;
  if (found) return found;
  const started = render().finally(() => running.delete(key));
  running.set(key, started);
  return started;
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
  const pdf = await pdfPool().render(loadOnce, poolBudget(userId, options));
  return pdf && document ? { pdf, document } : undefined;
}

/** An invoice's print job, read in one statement with its row (print.ts). */
async function invoiceJob(
  tx: Tx,
  userId: string,
  invoiceId: number,
  options: { asOf?: AsOf; issuing?: boolean },
): Promise<PrintJob | undefined> {
  return (await loadInvoicePrint(tx, userId, invoiceId, options))?.job;
}

type Rendered = { pdf: Buffer; document: Document };

/**
 * A document's PDF with the document it printed: the kept PDF when it is still current (its document
 * read after it, and answered only if no version moved in between), else a render that is kept under
 * the versions read before its document was loaded.
 */
async function keptOrRendered(
  userId: string,
  key: string,
  kept: {
    find: () => Promise<KeptPdf | undefined>;
    versions: () => Promise<PdfVersions | undefined>;
    keep: (versions: PdfVersions, file: KeptPdf) => Promise<void>;
  },
  load: () => Promise<PrintJob | undefined>,
  options: RenderOptions,
): Promise<Rendered | undefined> {
  const before = await kept.versions();
  if (!before) return undefined;
  const found = before.keepable ? await kept.find() : undefined;
  if (found) {
    const job = await load();
    const after = job && (await kept.versions());
    if (job && after && sameVersions(before, after)) return { pdf: found.pdf, document: job.document };
  }
  const render = async () => {
    let versions: PdfVersions | undefined;
    const rendered = await renderLoaded(
      userId,
      async () => {
        versions = await kept.versions();
        return load();
      },
      options,
    );
    if (rendered && versions) {
      await kept.keep(versions, { pdf: rendered.pdf, fileName: documentFileName(rendered.document) });
    }
    return rendered;
  };
  // A document that is kept prints the same at the same versions: concurrent asks share one render.
  if (!before.keepable) return render();
  return renderOnce(
    `${key}:${versionsKey(before)}:${budgetKey(userId, options)}:${options.issuing ?? false}`,
    render,
  );
}

/** The versions in a key of `renderOnce`. */
export const versionsKey = (v: PdfVersions) =>
  `${v.invoiceVersion}.${v.creditNoteVersion}.${v.accountVersion}`;

/** Whose budget a render counts against, in a key of `renderOnce`: a shared render is counted once. */
export const budgetKey = (userId: string, options: RenderOptions) =>
  options.limitPerUser ? `${userId}${options.outsider ? '+outsiders' : ''}` : 'mail';

const sameVersions = (a: PdfVersions, b: PdfVersions) =>
  a.invoiceVersion === b.invoiceVersion &&
  a.creditNoteVersion === b.creditNoteVersion &&
  a.accountVersion === b.accountVersion;

/** The invoice as a PDF with the document it printed (the version the PDF shows); undefined for another user's. */
export async function renderInvoiceVersion(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  options: RenderOptions & { asOf?: AsOf } = {},
): Promise<Rendered | undefined> {
  // The ownership check answers 404 at once; the lines are read when a thread is free to print them.
  if (!(await invoiceExists(deps.db, userId, invoiceId))) return undefined;
  const load = () => invoiceJob(deps.db, userId, invoiceId, options);
  // The invoice as it stood after an earlier payment (a receipt's) is not its current document.
  if (options.asOf) return renderLoaded(userId, load, options);
  const kept = {
    find: () => findKeptInvoicePdf(deps.db, userId, invoiceId),
    versions: () => invoicePdfVersions(deps.db, userId, invoiceId),
    keep: (versions: PdfVersions, file: KeptPdf) => keepPdf(deps.db, { userId, invoiceId }, versions, file),
  };
  return keptOrRendered(userId, `invoice:${invoiceId}`, kept, load, options);
}

/**
 * The invoice's PDF and file name, for a download or an attachment that needs nothing else of the
 * document: a kept PDF is one read, no render.
 */
export async function invoicePdfFile(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  options: RenderOptions & { asOf?: AsOf } = {},
): Promise<KeptPdf | undefined> {
  if (!options.asOf) {
    const kept = await findKeptInvoicePdf(deps.db, userId, invoiceId);
    if (kept) return kept;
  }
  const rendered = await renderInvoiceVersion(deps, userId, invoiceId, options);
  return rendered && { pdf: rendered.pdf, fileName: documentFileName(rendered.document) };
}

export async function renderInvoicePdf(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  options: RenderOptions & { asOf?: AsOf } = {},
): Promise<Buffer | undefined> {
  return (await invoicePdfFile(deps, userId, invoiceId, options))?.pdf;
}

/** The credit note as a PDF with its document; undefined when it does not exist or is another user's. */
export async function renderCreditNoteVersion(
  deps: Pick<Deps, 'db'>,
  userId: string,
  creditNoteId: number,
  options: RenderOptions = {},
): Promise<Rendered | undefined> {
  const found = await findCreditNoteForDocument(deps.db, userId, creditNoteId);
  if (!found) return undefined;
  const kept = {
    find: () => findKeptCreditNotePdf(deps.db, userId, creditNoteId),
    versions: () => creditNotePdfVersions(deps.db, userId, creditNoteId),
    keep: (versions: PdfVersions, file: KeptPdf) =>
      keepPdf(deps.db, { userId, invoiceId: found.creditNote.invoiceId, creditNoteId }, versions, file),
  };
  // A credit note is issued when it is made: its PDF is a hybrid whenever it can be one.
  const load = async () => {
    const eInvoice = await loadCreditNoteEInvoiceInput(deps.db, userId, creditNoteId);
    return eInvoice && { document: eInvoice.document, eInvoice };
  };
  return keptOrRendered(userId, `credit-note:${creditNoteId}`, kept, load, options);
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
  return pdfPool().render(job, poolBudget(userId, options));
}
