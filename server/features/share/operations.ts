/**
 * The client's side of an invoice: the owner creates or revokes its private link; anyone holding the
 * link reads the invoice (and its PDF) without signing in. What the page may reveal: decision 014.
 */

import { and, eq, isNull } from 'drizzle-orm';
import type { EInvoiceFormat } from '../../../shared/e-invoice';
import { eInvoiceInputOf } from '../../../shared/e-invoice';
import { en } from '../../../shared/i18n/errors/en';
import { type DocumentLanguage, languageOf } from '../../../shared/i18n/languages';
import { documentFileName } from '../../../shared/invoice-document';
import type { PublicInvoice } from '../../../shared/public-invoice';
import { invoices } from '../../db/schema';
import { readAccountClock } from '../../lib/account-today';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { paymentQrCodes } from '../../pdf/payment-qr';
import { loadInvoiceDocument } from '../documents/assemble';
import {
  clientEInvoiceFormat,
  type EInvoiceFile,
  invoiceEInvoice,
  offeredEInvoice,
} from '../documents/e-invoice';
import { accountName } from '../documents/e-invoice-input';
import { findInvoiceLogo } from '../documents/logos';
import { renderCreditNoteVersion, renderInvoicePdf } from '../documents/render';
import { findCreditNoteIdByNumber } from '../documents/repository';
import { recordEvent } from '../invoices/activity';
import { findInvoice, type InvoiceRow } from '../invoices/repository';
import { effectiveStatus, isAwaitingPayment } from '../invoices/status';
import { ensureShareToken, revokeShareToken, shareUrl } from './links';

export const NOT_SHARED = en.share_needs_sent_invoice;
/** One answer for unknown, revoked and malformed tokens. */
export const LINK_NOT_FOUND = en.share_link_invalid;
/** A render the public link causes: limited, against the account's outsiders' budget (decision 022). */
const BY_OUTSIDER = { limitPerUser: true, outsider: true };
/** No stored token is longer; a longer value is looked up cut to this length, so it costs the same. */
const TOKEN_LOOKUP_LENGTH = 64;

export async function createShareLink(deps: Deps, userId: string, invoiceId: number): Promise<string> {
  const token = await deps.db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, userId, invoiceId, { forUpdate: true });
    if (!invoice) throw notFound('invoice_not_found');
    if (invoice.status === 'draft') throw conflict('share_needs_sent_invoice');
    return ensureShareToken(tx, userId, invoiceId);
  });
  return shareUrl(deps.config.appUrl, token!);
}

export async function revokeShareLink(deps: Deps, userId: string, invoiceId: number): Promise<void> {
  if (!(await revokeShareToken(deps.db, userId, invoiceId))) throw notFound('invoice_not_found');
}

/** The invoice behind a token; drafts are never shown (a link exists only once an invoice is sent). */
async function findShared(deps: Deps, token: string): Promise<InvoiceRow> {
  const [row] = await deps.db
    .select()
    .from(invoices)
    .where(eq(invoices.shareToken, token.slice(0, TOKEN_LOOKUP_LENGTH)));
  if (!row || row.status === 'draft') throw new AppError(404, 'share_link_invalid');
  return row;
}

/**
 * The language of the invoice behind a token, for the page's HTML (`<html lang>`) before its script
 * runs; null for a token that shows no invoice. Looked up like the API does, so it reveals nothing more.
 */
export async function sharedInvoiceLanguage(deps: Deps, token: string): Promise<DocumentLanguage | null> {
  const [row] = await deps.db
    .select({ language: invoices.language, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.shareToken, token.slice(0, TOKEN_LOOKUP_LENGTH)));
  return row && row.status !== 'draft' ? languageOf(row.language) : null;
}

/**
 * The first view by anyone but the signed-in owner sets viewedAt and records "Viewed by client",
 * once: the update only matches while viewedAt is still empty.
 */
async function recordFirstView(deps: Deps, invoice: InvoiceRow, viewerUserId: string | undefined, now: Date) {
  if (invoice.viewedAt || viewerUserId === invoice.userId) return;
  await deps.db.transaction(async (tx) => {
    const [first] = await tx
      .update(invoices)
      .set({ viewedAt: now })
      .where(and(eq(invoices.id, invoice.id), isNull(invoices.viewedAt)))
      .returning({ id: invoices.id });
    if (first) await recordEvent(tx, invoice, 'viewed', 'Viewed by client', now);
  });
}

export async function getPublicInvoice(
  deps: Deps,
  token: string,
  viewerUserId: string | undefined,
  now: Date,
): Promise<PublicInvoice> {
  const invoice = await findShared(deps, token);
  await recordFirstView(deps, invoice, viewerUserId, now);
  const [document, clock, contactName, clientFormat] = await Promise.all([
    loadInvoiceDocument(deps.db, invoice.userId, invoice.id),
    readAccountClock(deps.db, invoice.userId, now),
    accountName(deps.db, invoice.userId),
    clientEInvoiceFormat(deps.db, invoice.userId, invoice.id),
  ]);
  if (!document) throw new AppError(404, 'share_link_invalid');
  // The document is what the PDF prints — the logo and payment link frozen at issue included —;
  // the page answers it whole (docs/decisions/033) with what only the page adds, the logo's bytes aside.
  const { totals, logo, ...printed } = document;
  const open = isAwaitingPayment(invoice) && Number(totals.balanceDue) > 0;
  const base = `/api/public/invoices/${encodeURIComponent(token)}`;
  return {
    ...printed,
    totals,
    status: effectiveStatus(invoice.status, invoice.dueDate, clock.today) as PublicInvoice['status'],
    creditNotes: printed.creditNotes.map((note) => ({
      ...note,
      pdfUrl: `${base}/credit-notes/${encodeURIComponent(note.number)}/pdf`,
    })),
    qrCodes: open ? await paymentQrCodes(document) : [],
    pdfUrl: `${base}/pdf`,
    eInvoice: offeredAt(offeredEInvoice(eInvoiceInputOf(document, contactName), clientFormat), base),
    logoUrl: logo ? `${base}/logo` : null,
  };
}

/** The logo the shared invoice prints (the one frozen at issue); 404 when it prints none. */
export async function getPublicInvoiceLogo(
  deps: Deps,
  token: string,
): Promise<{ contentType: string; data: Buffer }> {
  const invoice = await findShared(deps, token);
  const logo = await findInvoiceLogo(deps.db, invoice.userId, invoice.id);
  if (!logo) throw new AppError(404, 'invoice_has_no_logo');
  return { contentType: logo.contentType, data: logo.data };
}

/** The offered e-invoice with the address the page links it at. */
function offeredAt(
  offer: { format: EInvoiceFormat; ready: boolean } | null,
  base: string,
): PublicInvoice['eInvoice'] {
  return offer && { ...offer, url: `${base}/e-invoice?format=${offer.format}` };
}

/**
 * The shared invoice's PDF: the kept one, rendered once per version; a render counts against the
 * account's outsiders' budget, never the owner's own (issue #36 item 2).
 */
export async function getPublicInvoicePdf(
  deps: Deps,
  token: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const invoice = await findShared(deps, token);
  const pdf = await renderInvoicePdf(deps, invoice.userId, invoice.id, BY_OUTSIDER);
  if (!pdf) throw new AppError(404, 'share_link_invalid');
  const fileName = documentFileName({
    kind: 'invoice',
    number: invoice.invoiceNumber,
    language: invoice.language,
  });
  return { fileName, pdf };
}

/**
 * The shared invoice's e-invoice, as its owner downloads it: kept once written, counted like its PDF. Not ready: 422 with
 * a message for the reader, who cannot add what the sender's Settings or client lack (no field list).
 */
export async function getPublicEInvoice(
  deps: Deps,
  token: string,
  format: EInvoiceFormat,
): Promise<EInvoiceFile> {
  const invoice = await findShared(deps, token);
  try {
    return await invoiceEInvoice(deps, invoice.userId, invoice.id, format, { outsider: true });
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 422)
      throw new AppError(422, 'public_e_invoice_unavailable');
    throw err;
  }
}

/**
 * A credit note of the shared invoice, by its number, as a PDF: the client who holds the invoice's
 * link may read what corrected it. Kept and counted like the invoice's PDF.
 */
export async function getPublicCreditNotePdf(
  deps: Deps,
  token: string,
  creditNoteNumber: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const invoice = await findShared(deps, token);
  const id = await findCreditNoteIdByNumber(deps.db, invoice.userId, invoice.id, creditNoteNumber);
  const rendered = id && (await renderCreditNoteVersion(deps, invoice.userId, id, BY_OUTSIDER));
  if (!rendered) throw new AppError(404, 'credit_note_link_not_found');
  return { fileName: documentFileName(rendered.document), pdf: rendered.pdf };
}
