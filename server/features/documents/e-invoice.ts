/**
 * E-invoices of stored documents (issue 4/6, decision 026): the file of a format — the XML, or the
 * Factur-X PDF —, once Duely's own checks find nothing missing (422 with the fields to fix); an
 * invoice's readiness in every format; what the client's page offers and what an email attaches.
 */
import { and, eq } from 'drizzle-orm';
import {
  attachedXmlFormat,
  type ClientEInvoiceFormat,
  clientEInvoiceFormatOf,
  E_INVOICE_FORMAT_LABELS,
  E_INVOICE_FORMAT_SPECS,
  E_INVOICE_FORMATS,
  E_INVOICE_NOT_READY,
  type EInvoiceFormat,
  type EInvoiceInput,
  type EInvoiceProblem,
  type EInvoiceReadiness,
  primaryEInvoiceFormat,
  type ReadinessProblem,
} from '../../../shared/e-invoice';
import { readinessProblems } from '../../../shared/e-invoice-readiness';
import type { AppLanguage } from '../../../shared/i18n/app-language';
import { isIssued } from '../../../shared/invoice-lifecycle';
import type { Tx } from '../../db/client';
import { clients, invoices } from '../../db/schema';
import { apiMessage, isErrorCode } from '../../lib/api-messages';
import { AppError, type FieldError, fieldRefused, notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { loadCreditNoteEInvoiceInput, loadInvoiceEInvoiceInput } from './e-invoice-input';
import {
  findKeptInvoicePdf,
  invoicePdfVersions,
  keepPdf,
  type PdfVersions,
  type XmlFormat,
} from './kept-pdfs';
import {
  budgetKey,
  type RenderOptions,
  renderCreditNoteVersion,
  renderEInvoiceXml,
  renderInvoicePdf,
  renderOnce,
  versionsKey,
} from './render';
import { findInvoiceStatus } from './repository';

export interface EInvoiceFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** `INV-1003-xrechnung.xml`, `INV-1003-factur-x.pdf`: the download's and the email attachment's name. */
export function eInvoiceFileName(number: string, format: EInvoiceFormat): string {
  return `${number}-${E_INVOICE_FORMAT_SPECS[format].fileSuffix}.${format === 'facturx' ? 'pdf' : 'xml'}`;
}

/**
 * The XML of a format as a file, written in a pool thread; the caller has checked readiness. A
 * request's (`limitPerUser`) counts against the account's renders; the worker's emails pass none.
 */
async function xmlFile(
  userId: string,
  input: EInvoiceInput,
  format: EInvoiceFormat,
  options: RenderOptions,
): Promise<EInvoiceFile> {
  return xmlFileOf(input, format, await renderEInvoiceXml(userId, input, format, options));
}

function xmlFileOf(input: EInvoiceInput, format: EInvoiceFormat, content: Buffer): EInvoiceFile {
  return {
    filename: eInvoiceFileName(input.document.number, format),
    contentType: 'application/xml; charset=utf-8',
    content,
  };
}

/**
 * 422 naming every field the format lacks. Only issued documents are downloaded (a draft answered 422
 * before), and an issued one keeps what it was issued with: the message says how the fix reaches it.
 */
function assertReady(input: EInvoiceInput, format: EInvoiceFormat): void {
  const problems = readinessProblems(input, format);
  if (problems.length === 0) return;
  const code =
    input.document.kind === 'invoice'
      ? 'invoice_issued_without_e_invoice'
      : 'credit_note_issued_without_e_invoice';
  throw new AppError(
    422,
    code,
    { format: E_INVOICE_FORMAT_LABELS[format] },
    problems.map(fieldErrorOfProblem),
  );
}

/**
 * The file once ready: the XML `renderXml` writes, or for `facturx` the PDF `renderPdf` draws (the
 * hybrid, decision 026).
 */
async function readyFile(
  input: EInvoiceInput,
  format: EInvoiceFormat,
  render: { xml: (format: XmlFormat) => Promise<EInvoiceFile>; pdf: () => Promise<Buffer | undefined> },
  notFoundCode: 'invoice_not_found' | 'credit_note_not_found',
): Promise<EInvoiceFile> {
  assertReady(input, format);
  if (format !== 'facturx') return render.xml(format);
  const pdf = await render.pdf();
  if (!pdf) throw notFound(notFoundCode);
  return {
    filename: eInvoiceFileName(input.document.number, format),
    contentType: 'application/pdf',
    content: pdf,
  };
}

/**
 * An issued invoice's XML, kept like its PDF (kept-pdfs.ts) under the versions read before its input
 * was loaded: written once per version, however many times its owner or its public link asks.
 */
async function keptInvoiceXml(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  versions: PdfVersions,
  input: EInvoiceInput,
  format: XmlFormat,
  options: RenderOptions,
): Promise<EInvoiceFile> {
  const findKept = async () =>
    versions.keepable ? await findKeptInvoicePdf(deps.db, userId, invoiceId, format) : undefined;
  const kept = await findKept();
  if (kept) return xmlFileOf(input, format, kept.pdf);
  const key = `invoice:${invoiceId}:${format}:${versionsKey(versions)}:${budgetKey(userId, options)}`;
  // One render at a time per version, kept before the next ask looks: an ask that came while it was
  // being kept finds it kept, not gone from the renders running.
  return renderOnce(key, async () => {
    const keptMeanwhile = await findKept();
    if (keptMeanwhile) return xmlFileOf(input, format, keptMeanwhile.pdf);
    const file = await xmlFile(userId, input, format, options);
    const bytes = { pdf: file.content, fileName: file.filename };
    await keepPdf(deps.db, { userId, invoiceId }, versions, bytes, format);
    return file;
  });
}

/**
 * GET /api/invoices/{id}/e-invoice (and the client's page, `outsider`): an issued invoice's e-invoice,
 * kept once written. A draft is not an invoice yet (422). Its renders count against the account like
 * the PDF route's — the public link's against the account's outsiders' budget.
 */
export async function invoiceEInvoice(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  format: EInvoiceFormat,
  options: { outsider?: boolean } = {},
): Promise<EInvoiceFile> {
  const status = await findInvoiceStatus(deps.db, userId, invoiceId);
  if (status === undefined) throw notFound('invoice_not_found');
  if (!isIssued({ status })) {
    throw fieldRefused(422, 'invoice.status', 'draft_is_no_e_invoice');
  }
  // Read before the input, so what is kept is never older than the versions it is kept under.
  const versions = await invoicePdfVersions(deps.db, userId, invoiceId);
  const input = versions && (await loadInvoiceEInvoiceInput(deps.db, userId, invoiceId, { withLogo: false }));
  if (!versions || !input) throw notFound('invoice_not_found');
  const render = { limitPerUser: true, outsider: options.outsider };
  return readyFile(
    input,
    format,
    {
      xml: (xml) => keptInvoiceXml(deps, userId, invoiceId, versions, input, xml, render),
      pdf: () => renderInvoicePdf(deps, userId, invoiceId, render),
    },
    'invoice_not_found',
  );
}

/** GET /api/credit-notes/{id}/e-invoice: a credit note's e-invoice (a credit note is issued when it is made). */
export async function creditNoteEInvoice(
  deps: Pick<Deps, 'db'>,
  userId: string,
  creditNoteId: number,
  format: EInvoiceFormat,
): Promise<EInvoiceFile> {
  const input = await loadCreditNoteEInvoiceInput(deps.db, userId, creditNoteId, { withLogo: false });
  if (!input) throw notFound('credit_note_not_found');
  const render = { limitPerUser: true };
  return readyFile(
    input,
    format,
    {
      xml: (xml) => xmlFile(userId, input, xml, render),
      pdf: async () => (await renderCreditNoteVersion(deps, userId, creditNoteId, render))?.pdf,
    },
    'credit_note_not_found',
  );
}

/** What each format lacks; a draft too, so the form can say what to add before it is issued. */
export function readinessOf(
  input: EInvoiceInput,
  issued: boolean,
  clientFormat: ClientEInvoiceFormat,
): EInvoiceReadiness {
  const formats = Object.fromEntries(
    E_INVOICE_FORMATS.map((format) => {
      const problems = readinessProblems(input, format);
      return [format, { ready: problems.length === 0, problems }];
    }),
  ) as EInvoiceReadiness['formats'];
  const primary = primaryEInvoiceFormat(clientFormat, input.document.seller.postalAddress.country);
  return { issued, primary, formats };
}

/**
 * Problems as an answer to a caller who reads `language`: each message in it (English stays as
 * readiness wrote it), the values left out.
 */
export function problemsIn(language: AppLanguage, problems: EInvoiceProblem[]): EInvoiceProblem[] {
  return problems.map((problem) => {
    const { path, code, message } = problem;
    const values = (problem as Partial<ReadinessProblem>).values;
    if (!isErrorCode(code)) return { path, message };
    return { path, code, message: language === 'en' ? message : apiMessage(language, code, values) };
  });
}

/** The readiness of every format, its problems in `language`. */
export function readinessIn(language: AppLanguage, readiness: EInvoiceReadiness): EInvoiceReadiness {
  const formats = Object.fromEntries(
    Object.entries(readiness.formats).map(([format, { ready, problems }]) => [
      format,
      { ready, problems: problemsIn(language, problems) },
    ]),
  ) as EInvoiceReadiness['formats'];
  return { ...readiness, formats };
}

/** GET /api/invoices/{id}/e-invoice/readiness. */
export async function invoiceReadiness(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
): Promise<EInvoiceReadiness> {
  const [status, input, clientFormat] = await Promise.all([
    findInvoiceStatus(deps.db, userId, invoiceId),
    loadInvoiceEInvoiceInput(deps.db, userId, invoiceId, { withLogo: false }),
    clientEInvoiceFormat(deps.db, userId, invoiceId),
  ]);
  if (!input || status === undefined) throw notFound('invoice_not_found');
  return readinessOf(input, isIssued({ status }), clientFormat);
}

/** The format the invoice's client asks for now ('pdf' when the client is gone). */
export async function clientEInvoiceFormat(
  tx: Tx,
  userId: string,
  invoiceId: number,
): Promise<ClientEInvoiceFormat> {
  const [row] = await tx
    .select({ format: clients.eInvoiceFormat })
    .from(invoices)
    .innerJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.userId, userId)))
    .where(and(eq(invoices.userId, userId), eq(invoices.id, invoiceId)));
  return clientEInvoiceFormatOf(row?.format ?? 'pdf');
}

/**
 * The XML the client's page offers: the client's format when it is an XML one, else plain CII — the
 * XML the Factur-X PDF carries, so only where that PDF can be one (a company in the EU). Null when
 * neither applies.
 */
export function offeredEInvoice(
  input: EInvoiceInput,
  clientFormat: ClientEInvoiceFormat,
): { format: EInvoiceFormat; ready: boolean } | null {
  const primary = primaryEInvoiceFormat(clientFormat, input.document.seller.postalAddress.country);
  const format = primary === 'facturx' ? 'cii' : primary;
  return format && { format, ready: readinessProblems(input, format).length === 0 };
}

/** The XML format a client receives beside the PDF, and what the document lacks for it. */
export interface ClientEInvoice {
  format: EInvoiceFormat;
  problems: ReadinessProblem[];
}

/**
 * The XML e-invoice the client of the invoice (of the invoice a credit note corrects) asks for at send
 * time, with what `input` — the document the send prints — lacks for it; null for a `pdf` client.
 */
export async function clientEInvoice(
  tx: Tx,
  userId: string,
  invoiceId: number,
  input: EInvoiceInput,
): Promise<ClientEInvoice | null> {
  const format = attachedXmlFormat(await clientEInvoiceFormat(tx, userId, invoiceId));
  return format && { format, problems: readinessProblems(input, format) };
}

/**
 * The client's XML e-invoice an invoice cannot be as it stands — a draft as it would be issued now —,
 * with what it lacks; null when the client receives none or nothing is missing. The recurring
 * generator asks before it issues an invoice in send mode (issue 2/7 item 12).
 */
export async function unreadyClientEInvoice(
  tx: Tx,
  userId: string,
  invoiceId: number,
): Promise<ClientEInvoice | null> {
  const input = await loadInvoiceEInvoiceInput(tx, userId, invoiceId, { withLogo: false });
  const wanted = input ? await clientEInvoice(tx, userId, invoiceId, input) : null;
  return wanted && wanted.problems.length > 0 ? wanted : null;
}

/**
 * The 422 of a send whose client receives an XML e-invoice the document cannot be (issue 2/7 item
 * 12): `e_invoice_not_ready`, with each problem and its field, so the sender adds what is missing or
 * sends the PDF alone on purpose. Before it, such a send went with the PDF alone without a word.
 */
export function eInvoiceNotReady(
  what: 'invoice' | 'issued_invoice' | 'credit_note' | 'recurring_invoice',
  { format, problems }: ClientEInvoice,
): AppError {
  return new AppError(
    422,
    E_INVOICE_NOT_READY,
    { what, format: E_INVOICE_FORMAT_LABELS[format] },
    problems.map(fieldErrorOfProblem),
  );
}

/** A readiness problem as a field error of the answer, in the caller's language. */
function fieldErrorOfProblem(problem: ReadinessProblem): FieldError {
  return { path: problem.path, code: problem.code, values: problem.values };
}

/**
 * The client's XML as the email's attachment, written from the e-invoice input of the document the
 * attached PDF printed (the send's one print), named like the download; the caller has found it ready.
 */
export async function eInvoiceAttachment(
  userId: string,
  input: EInvoiceInput,
  format: EInvoiceFormat,
  options: { limitPerUser?: boolean } = {},
): Promise<EInvoiceFile> {
  const file = await xmlFile(userId, input, format, { limitPerUser: options.limitPerUser ?? false });
  return { ...file, contentType: 'application/xml' };
}

/**
 * The invoice's history when an email went with the PDF alone although the client receives an XML
 * e-invoice: the sender chose so (`attachEInvoice: false`), naming what the XML lacked if anything.
 */
export function leftOutDetail({ format, problems }: ClientEInvoice, what = 'Sent'): string {
  const missing = problems.length > 0 ? ` (it lacked: ${problems.map((p) => p.message).join('; ')})` : '';
  return `${what} with the PDF alone, as chosen: without the ${E_INVOICE_FORMAT_LABELS[format]} e-invoice the client receives${missing}`;
}
