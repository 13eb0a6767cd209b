/**
 * Documents as PDFs. Rendering runs in the PDF pool's threads, which receive the plain `Document`;
 * with `limitPerUser` (every render a request causes) the account's concurrent renders are capped
 * (429), and a full queue answers 503 either way.
 */
import type { Document } from '../../../shared/document';
import type { Deps } from '../../lib/deps';
import { pdfPool } from '../../pdf/pool';
import { type AsOf, loadCreditNoteDocument, loadInvoiceDocument } from './assemble';
import { findCreditNoteForDocument, invoiceExists } from './repository';

interface RenderOptions {
  limitPerUser?: boolean;
}

/** Renders what `load` reads once a thread is free, answering the PDF with the document it printed. */
async function renderLoaded(
  userId: string,
  load: () => Promise<Document | undefined>,
  options: RenderOptions,
): Promise<{ pdf: Buffer; document: Document } | undefined> {
  let document: Document | undefined;
  const loadOnce = async () => {
    document = await load();
    return document;
  };
  const pdf = await pdfPool().render(loadOnce, { userId: options.limitPerUser ? userId : undefined });
  return pdf && document ? { pdf, document } : undefined;
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
  return renderLoaded(
    userId,
    () => loadInvoiceDocument(deps.db, userId, invoiceId, { asOf: options.asOf }),
    options,
  );
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
  return renderLoaded(userId, () => loadCreditNoteDocument(deps.db, userId, creditNoteId), options);
}
