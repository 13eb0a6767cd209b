import PDFDocument from 'pdfkit';
import { formatMoney } from '../../shared/currency';
import { formatLongDate } from '../../shared/dates';
import type { InvoiceDocumentData } from '../../shared/invoice-document';
import { formatTaxRate, type PaymentInformationRow } from '../../shared/payment-information';
import { invoiceFonts } from './fonts';
import { drawItems } from './items-table';
import { type Doc, ensureSpace, INK, MARGIN, MUTED, present, RULE, width } from './layout';

/** Everything printed on an invoice: what the preview shows too, plus the company, payment block and page size. */
export interface InvoiceDocument extends InvoiceDocumentData {
  company: {
    name: string;
    email: string | null;
    phone: string | null;
    website: string | null;
    address: string | null;
  };
  paymentInstructions: string | null;
  paymentInformation: PaymentInformationRow[];
  pageSize: 'A4' | 'LETTER';
}

/** Renders the invoice as a PDF; long item tables continue on further pages with their header repeated. */
export function renderInvoiceDocument(data: InvoiceDocument): Promise<Buffer> {
  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    size: data.pageSize,
    margin: MARGIN,
    bufferPages: true,
    // No default font: pdfkit would load Helvetica's metrics for every document, and Inter is used throughout.
    font: '',
    info: { Title: `Invoice ${data.invoiceNumber}`, Author: data.company.name },
  });
  // pdfkit accepts an already parsed fontkit font, which its typings do not list.
  doc.registerFont('regular', fonts.regular as never);
  doc.registerFont('bold', fonts.bold as never);
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
  drawPaymentInformation(doc, data.paymentInformation);
  drawPageNumbers(doc, data.invoiceNumber);
  doc.end();
  return done;
}

function drawHeader(doc: Doc, data: InvoiceDocument) {
  const top = MARGIN;
  doc.font('bold').fontSize(26).fillColor(INK).text('INVOICE', MARGIN, top);
  doc.font('regular').fontSize(12).fillColor(MUTED).text(`#${data.invoiceNumber}`);
  const leftBottom = doc.y;

  const right = { x: MARGIN + width(doc) / 2, width: width(doc) / 2, align: 'right' as const };
  doc.font('bold').fontSize(13).fillColor(INK).text(data.company.name, right.x, top, right);
  doc.font('regular').fontSize(9.5).fillColor(MUTED);
  const c = data.company;
  for (const line of present(c.email, c.phone, c.website, c.address)) doc.text(line, right.x, doc.y, right);
  doc.y = Math.max(leftBottom, doc.y) + 16;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width(doc), doc.y)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();
  doc.y += 16;
}

function drawParties(doc: Doc, data: InvoiceDocument) {
  const top = doc.y;
  const half = width(doc) / 2;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Bill To:', MARGIN, top, { width: half - 10 });
  doc.moveDown(0.3);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(data.billTo.name, { width: half - 10 });
  doc.font('regular').fontSize(9.5).fillColor(MUTED);
  const b = data.billTo;
  for (const line of present(b.email, b.phone, b.address)) doc.text(line, { width: half - 10 });
  const leftBottom = doc.y;

  const x = MARGIN + half;
  const rows: [string, string, boolean][] = [
    ['Issue Date:', formatLongDate(data.issueDate), false],
    ['Due Date:', formatLongDate(data.dueDate), false],
    ['Amount Due:', formatMoney(data.total, data.currency), true],
  ];
  let y = top;
  for (const [label, value, strong] of rows) {
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(label, x, y, { width: half / 2 });
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 12 : 9.5)
      .fillColor(INK)
      .text(value, x + half / 2, y, { width: half / 2, align: 'right' });
    y = doc.y + 4;
  }
  doc.y = Math.max(leftBottom, y) + 14;
  if (data.projectDescription?.trim()) {
    doc.font('bold').fontSize(9).fillColor(MUTED).text('Project:', MARGIN, doc.y);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(data.projectDescription, { width: width(doc) });
    doc.y += 14;
  }
}

function drawTotals(doc: Doc, data: InvoiceDocument) {
  ensureSpace(doc, 80);
  const boxWidth = 220;
  const x = MARGIN + width(doc) - boxWidth;
  const rows: [string, string, boolean][] = [
    ['Subtotal:', formatMoney(data.subtotal, data.currency), false],
    [`Tax (${formatTaxRate(data.taxRate)}%):`, formatMoney(data.tax, data.currency), false],
    ['Total:', formatMoney(data.total, data.currency), true],
  ];
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
    const size = strong ? 12 : 10;
    const rowY = doc.y;
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(strong ? INK : MUTED);
    doc.text(label, x, rowY, { width: boxWidth / 2 });
    doc.fillColor(INK).text(value, x + boxWidth / 2, rowY, { width: boxWidth / 2, align: 'right' });
    doc.y += 4;
  }
  doc.x = MARGIN;
  doc.y += 16;
}

function drawTextBlock(doc: Doc, title: string, text: string | null) {
  if (!text?.trim()) return;
  doc.font('regular').fontSize(9.5);
  const height = Math.min(doc.heightOfString(text, { width: width(doc) }), 120) + 24;
  ensureSpace(doc, height);
  doc.font('bold').fontSize(10).fillColor(INK).text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(text, MARGIN, doc.y, { width: width(doc) });
  doc.y += 14;
}

function drawPaymentInformation(doc: Doc, rows: PaymentInformationRow[]) {
  if (rows.length === 0) return;
  ensureSpace(doc, 24 + rows.length * 15);
  doc.font('bold').fontSize(10).fillColor(INK).text('Payment Information', MARGIN, doc.y);
  doc.moveDown(0.3);
  for (const row of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(9.5).fillColor(MUTED).text(`${row.label}:`, MARGIN, y, { width: 110 });
    doc.fillColor(INK).text(row.value, MARGIN + 110, y, { width: width(doc) - 110 });
  }
}

/** "INV-1000 · Page 2 of 3" at the foot of every page of a multi-page invoice. */
function drawPageNumbers(doc: Doc, invoiceNumber: string) {
  const range = doc.bufferedPageRange();
  if (range.count < 2) return;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margins = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${invoiceNumber} · Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 16, {
        width: width(doc),
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margins;
  }
}
