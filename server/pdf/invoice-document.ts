import PDFDocument from 'pdfkit';
import { formatMoney } from '../../shared/currency';
import type { Document } from '../../shared/document';
import type { Translator } from '../../shared/i18n/catalog';
import { documentTranslator, KIND_WORDS, labelled, printedTax } from '../../shared/invoice-document';
import { toCents } from '../../shared/money';
import { attachFacturx, FACTURX_PDF_OPTIONS } from '../einvoice/facturx-pdf';
import { drawHeader, drawParties } from './document-header';
import { drawItems } from './items-table';
import { type Doc, ensureSpace, INK, MARGIN, MUTED, RULE, width } from './layout';
import { drawPaymentInformation, drawSwissQrBill } from './payment-section';
import { drawText, textHeight } from './text';

/** What makes the PDF a Factur-X hybrid: the CII XML of the document (eInvoiceXml(input, 'facturx')). */
export interface FacturxContent {
  xml: string;
}

/**
 * Renders a `Document` as a PDF: an invoice (with its "VOID" mark when cancelled) or a credit note.
 * Long item tables continue on further pages with their header repeated. With `facturx` the same
 * drawing becomes a Factur-X hybrid (decision 026): PDF/A-3b with the XML attached. Every face is
 * an embedded TrueType font (text.ts), as PDF/A asks.
 */
export function renderDocument(data: Document, facturx?: FacturxContent): Promise<Buffer> {
  const { t } = documentTranslator(data);
  const doc = new PDFDocument({
    ...(facturx ? FACTURX_PDF_OPTIONS : {}),
    size: data.pageSize,
    margin: MARGIN,
    bufferPages: true,
    // No default font: pdfkit would load Helvetica's metrics for every document; text.ts picks the faces.
    font: '',
    info: {
      Title: `${data.title} ${data.number}`,
      Author: data.seller.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, data, t);
  drawParties(doc, data, t);
  drawItems(doc, data, t);
  drawTotals(doc, data, t);
  drawTextBlock(doc, t('document.notes'), data.notes);
  let billTop: number | undefined;
  if (data.payment) {
    drawTextBlock(doc, t('document.paymentInstructions'), data.payment.instructions);
    // The seller's "Online payment link" filled in for the balance due: on paper, its address to type.
    drawTextBlock(doc, t('document.payOnline'), data.payment.payUrl);
    drawPaymentInformation(doc, data.payment.information, data.payment.scanToPay.epc, t);
    const bill = data.payment.scanToPay.swissQrBill;
    billTop = bill ? drawSwissQrBill(doc, bill, data.language) : undefined;
  }
  drawPageNumbers(doc, data.number, billTop, t);
  if (facturx) {
    // The file is dated as the PDF is: Info's CreationDate, which the XMP repeats.
    attachFacturx(doc, { xml: facturx.xml, kind: data.kind, date: doc.info.CreationDate ?? new Date() });
  }
  doc.end();
  return done;
}

interface TotalsRow {
  label: string;
  value: string;
  strong?: boolean;
  /** Smaller text beneath the row, across the box: a breakdown row's note (reverse charge, § 19 UStG). */
  note?: string | null;
}

/**
 * The totals box: the subtotal, the tax rows as `printedTax` gives them ("VAT 19 % on 1.200,00 €"
 * with its note beneath; "Tax 8.875 % on $1,000.00" where the seller has no VAT), the total; an
 * invoice lists its credit notes before the balance still due.
 */
function totalsRows(data: Document, t: Translator['t']): TotalsRow[] {
  const label = (text: string) => labelled(text, t);
  const money = (amount: string) => formatMoney(amount, data.currency, data.locale);
  const totals = data.totals;
  const tax = printedTax(data, t);
  const rows: TotalsRow[] = [
    { label: label(t('document.subtotal')), value: money(totals.subtotal), note: tax.subtotalNote },
    ...tax.rows.map((row) => ({ label: row.label, value: money(row.amount), note: row.note })),
    {
      label: label(t(KIND_WORDS[data.kind].total)),
      value: money(totals.total),
      strong: true,
    },
  ];
  if (toCents(totals.amountPaid) > 0)
    rows.push({ label: label(t('document.amountPaid')), value: money(totals.amountPaid) });
  for (const note of data.creditNotes)
    rows.push({
      label: t(note.cancels ? 'document.cancellationRow' : 'document.creditNoteRow', { number: note.number }),
      value: `−${money(note.total)}`,
    });
  if (toCents(totals.amountPaid) > 0 || data.creditNotes.length > 0)
    rows.push({ label: label(t('document.balanceDue')), value: money(totals.balanceDue), strong: true });
  return rows;
}

const TOTALS = { width: 260, value: 95 };

function drawTotals(doc: Doc, data: Document, t: Translator['t']) {
  const x = MARGIN + width(doc) - TOTALS.width;
  const labelWidth = TOTALS.width - TOTALS.value;
  const rows = totalsRows(data, t);
  const noteStyle = { width: TOTALS.width, size: 8, color: MUTED } as const;
  const notesHeight = rows.reduce((sum, r) => sum + (r.note ? textHeight(doc, r.note, noteStyle) + 2 : 0), 0);
  ensureSpace(doc, rows.length * 24 + notesHeight + 8);
  for (const { label, value, strong = false, note } of rows) {
    const y = doc.y;
    if (strong) {
      doc
        .moveTo(x, y)
        .lineTo(x + TOTALS.width, y)
        .strokeColor(RULE)
        .lineWidth(1)
        .stroke();
      doc.y = y + 6;
    }
    const style = { size: strong ? 12 : 10, weight: strong ? 'bold' : 'regular' } as const;
    const rowY = doc.y;
    const labelBottom = drawText(doc, label, x, rowY, {
      ...style,
      width: labelWidth,
      color: strong ? INK : MUTED,
    });
    const valueBottom = drawText(doc, value, x + labelWidth, rowY, {
      ...style,
      width: TOTALS.value,
      align: 'right',
      color: INK,
    });
    doc.y = Math.max(labelBottom, valueBottom) + 4;
    if (note?.trim()) doc.y = drawText(doc, note, x, doc.y - 2, noteStyle) + 5;
  }
  doc.x = MARGIN;
  doc.y += 16;
}

function drawTextBlock(doc: Doc, title: string, text: string | null) {
  if (!text?.trim()) return;
  const body = { width: width(doc), size: 9.5, color: MUTED };
  ensureSpace(doc, Math.min(textHeight(doc, text, body), 120) + 24);
  const below = drawText(doc, title, MARGIN, doc.y, {
    width: width(doc),
    size: 10,
    weight: 'bold',
    color: INK,
  });
  doc.y = drawText(doc, text, MARGIN, below + 3, body) + 14;
}

/**
 * "INV-1000 · Page 2 of 3" at the foot of every page of a multi-page invoice; on the last page above
 * the QR-bill when one starts at `billTop`.
 */
function drawPageNumbers(doc: Doc, invoiceNumber: string, billTop: number | undefined, t: Translator['t']) {
  const range = doc.bufferedPageRange();
  if (range.count < 2) return;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const last = i === range.start + range.count - 1;
    const y = last && billTop !== undefined ? billTop - 16 : doc.page.height - MARGIN + 16;
    const margins = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
    const page = t('document.page', { page: i + 1, pages: range.count });
    drawText(doc, `${invoiceNumber} · ${page}`, MARGIN, y, {
      width: width(doc),
      align: 'right',
      size: 8,
      color: MUTED,
      flow: false,
    });
    doc.page.margins.bottom = margins;
  }
}
