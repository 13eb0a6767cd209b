import PDFDocument from 'pdfkit';
import { formatMoney } from '../../shared/currency';
import { formatDocumentDate } from '../../shared/dates';
import type { InvoiceDocumentData } from '../../shared/invoice-document';
import { toCents } from '../../shared/money';
import { formatTaxRate, type PaymentInformationRow } from '../../shared/payment-information';
import type { ScanToPay } from '../../shared/payment-qr';
import { drawItems } from './items-table';
import { type Doc, ensureSpace, INK, MARGIN, MUTED, present, RULE, width } from './layout';
import { drawPaymentInformation, drawSwissQrBill } from './payment-section';
import { drawText, textHeight } from './text';

/** Everything printed on an invoice: what the preview shows too, plus the company, payment block and page size. */
export interface InvoiceDocument extends InvoiceDocumentData {
  company: {
    name: string;
    email: string | null;
    phone: string | null;
    website: string | null;
    address: string | null;
    /** Printed as "Tax ID: …" when set (Settings → Tax ID). */
    taxId?: string | null;
  };
  /** Decimal strings like the other amounts; the balance is what is still owed (0 for a void invoice). */
  amountPaid: string;
  balanceDue: string;
  paymentInstructions: string | null;
  paymentInformation: PaymentInformationRow[];
  /** The GiroCode printed beside the payment information and the Swiss QR-bill at the end, when they apply. */
  scanToPay: ScanToPay;
  pageSize: 'A4' | 'LETTER';
  /** The company country's locale (shared/locale-defaults.ts): how dates and amounts are written. */
  locale: string;
  /** The company logo (PNG or JPEG bytes, checked at upload), printed at the top right; null when none. */
  logo?: { data: Uint8Array; width: number; height: number } | null;
}

/** Renders the invoice as a PDF; long item tables continue on further pages with their header repeated. */
export function renderInvoiceDocument(data: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: data.pageSize,
    margin: MARGIN,
    bufferPages: true,
    // No default font: pdfkit would load Helvetica's metrics for every document; text.ts picks the faces.
    font: '',
    info: { Title: `Invoice ${data.invoiceNumber}`, Author: data.company.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, data);
  drawParties(doc, data);
  drawItems(doc, data);
  drawTotals(doc, data);
  drawTextBlock(doc, 'Notes', data.notes);
  drawTextBlock(doc, 'Payment Instructions', data.paymentInstructions);
  drawPaymentInformation(doc, data.paymentInformation, data.scanToPay.epc);
  const billTop = data.scanToPay.swissQrBill ? drawSwissQrBill(doc, data.scanToPay.swissQrBill) : undefined;
  drawPageNumbers(doc, data.invoiceNumber, billTop);
  doc.end();
  return done;
}

function drawHeader(doc: Doc, data: InvoiceDocument) {
  const top = MARGIN;
  const half = width(doc) / 2;
  let y = drawText(doc, 'INVOICE', MARGIN, top, { width: half - 10, size: 26, weight: 'bold', color: INK });
  const leftBottom = drawText(doc, `#${data.invoiceNumber}`, MARGIN, y, {
    width: half - 10,
    size: 12,
    color: MUTED,
  });

  const right = { width: half, align: 'right' as const };
  y = drawText(doc, data.company.name, MARGIN + half, drawLogo(doc, data.logo, top), {
    ...right,
    size: 13,
    weight: 'bold',
    color: INK,
  });
  const c = data.company;
  for (const line of present(c.email, c.phone, c.website, c.address, c.taxId && `Tax ID: ${c.taxId}`))
    y = drawText(doc, line, MARGIN + half, y, { ...right, size: 9.5, color: MUTED });
  doc.y = Math.max(leftBottom, y) + 16;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width(doc), doc.y)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();
  doc.y += 16;
}

/** A box of about 4 cm × 1.5 cm at the top right. */
const LOGO_BOX = { width: 113, height: 42 };

/**
 * The logo in its box at the top right, its aspect ratio kept; returns where the text below it
 * starts. A logo pdfkit cannot embed is left out rather than costing the whole invoice.
 */
function drawLogo(doc: Doc, logo: InvoiceDocument['logo'], top: number): number {
  if (!logo) return top;
  const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 1);
  const [w, h] = [logo.width * scale, logo.height * scale];
  // The render thread receives the bytes as a plain Uint8Array; pdfkit reads Buffers.
  const bytes = Buffer.from(logo.data.buffer, logo.data.byteOffset, logo.data.byteLength);
  try {
    doc.image(bytes, MARGIN + width(doc) - w, top, { width: w, height: h });
  } catch {
    return top;
  }
  return top + h + 8;
}

function drawParties(doc: Doc, data: InvoiceDocument) {
  const top = doc.y;
  const half = width(doc) / 2;
  const left = { width: half - 10 };
  let leftBottom =
    drawText(doc, 'Bill To:', MARGIN, top, { ...left, size: 9, weight: 'bold', color: MUTED }) + 3;
  leftBottom = drawText(doc, data.billTo.name, MARGIN, leftBottom, {
    ...left,
    size: 11,
    weight: 'bold',
    color: INK,
  });
  const b = data.billTo;
  for (const line of present(b.email, b.phone, b.address))
    leftBottom = drawText(doc, line, MARGIN, leftBottom, { ...left, size: 9.5, color: MUTED });

  const x = MARGIN + half;
  const rows: [string, string, boolean][] = [
    ['Issue Date:', formatDocumentDate(data.issueDate, data.locale), false],
    ['Due Date:', formatDocumentDate(data.dueDate, data.locale), false],
    ['Amount Due:', formatMoney(data.balanceDue, data.currency, data.locale), true],
  ];
  let y = top;
  for (const [label, value, strong] of rows) {
    const labelBottom = drawText(doc, label, x, y, { width: half / 2, size: 9.5, color: MUTED });
    const valueBottom = drawText(doc, value, x + half / 2, y, {
      width: half / 2,
      align: 'right',
      size: strong ? 12 : 9.5,
      weight: strong ? 'bold' : 'regular',
      color: INK,
    });
    y = Math.max(labelBottom, valueBottom) + 4;
  }
  doc.y = Math.max(leftBottom, y) + 14;
  if (data.projectDescription?.trim()) {
    const full = { width: width(doc) };
    const below = drawText(doc, 'Project:', MARGIN, doc.y, {
      ...full,
      size: 9,
      weight: 'bold',
      color: MUTED,
    });
    doc.y = drawText(doc, data.projectDescription, MARGIN, below, { ...full, size: 10, color: INK }) + 14;
  }
}

function drawTotals(doc: Doc, data: InvoiceDocument) {
  const boxWidth = 220;
  const x = MARGIN + width(doc) - boxWidth;
  const rows: [string, string, boolean][] = [
    ['Subtotal:', formatMoney(data.subtotal, data.currency, data.locale), false],
    [`Tax (${formatTaxRate(data.taxRate)}%):`, formatMoney(data.tax, data.currency, data.locale), false],
    ['Total:', formatMoney(data.total, data.currency, data.locale), true],
  ];
  if (toCents(data.amountPaid) > 0)
    rows.push(
      ['Amount Paid:', formatMoney(data.amountPaid, data.currency, data.locale), false],
      ['Balance Due:', formatMoney(data.balanceDue, data.currency, data.locale), true],
    );
  ensureSpace(doc, rows.length * 24 + 8);
  for (const [label, value, strong] of rows) {
    const y = doc.y;
    if (strong) {
      doc
        .moveTo(x, y)
        .lineTo(x + boxWidth, y)
        .strokeColor(RULE)
        .lineWidth(1)
        .stroke();
      doc.y = y + 6;
    }
    const style = {
      width: boxWidth / 2,
      size: strong ? 12 : 10,
      weight: strong ? 'bold' : 'regular',
    } as const;
    const rowY = doc.y;
    const labelBottom = drawText(doc, label, x, rowY, { ...style, color: strong ? INK : MUTED });
    const valueBottom = drawText(doc, value, x + boxWidth / 2, rowY, {
      ...style,
      align: 'right',
      color: INK,
    });
    doc.y = Math.max(labelBottom, valueBottom) + 4;
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
function drawPageNumbers(doc: Doc, invoiceNumber: string, billTop: number | undefined) {
  const range = doc.bufferedPageRange();
  if (range.count < 2) return;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const last = i === range.start + range.count - 1;
    const y = last && billTop !== undefined ? billTop - 16 : doc.page.height - MARGIN + 16;
    const margins = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
    drawText(doc, `${invoiceNumber} · Page ${i + 1} of ${range.count}`, MARGIN, y, {
      width: width(doc),
      align: 'right',
      size: 8,
      color: MUTED,
      flow: false,
    });
    doc.page.margins.bottom = margins;
  }
}
