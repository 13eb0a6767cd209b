import PDFDocument from 'pdfkit';
import { formatMoney } from '../../shared/currency';
import { formatLongDate } from '../../shared/dates';
import { formatTaxRate, type PaymentInformationRow } from '../../shared/payment-information';
import { invoiceFonts } from './fonts';

/** Everything printed on an invoice, already chosen and formatted by the caller's data. */
export interface InvoiceDocument {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  subtotal: string;
  tax: string;
  taxRate: string;
  total: string;
  projectDescription: string | null;
  notes: string | null;
  company: {
    name: string;
    email: string | null;
    phone: string | null;
    website: string | null;
    address: string | null;
  };
  billTo: { name: string; email: string | null; phone: string | null; address: string | null };
  lines: { description: string; quantity: number; rate: string; amount: string }[];
  paymentInstructions: string | null;
  paymentInformation: PaymentInformationRow[];
  pageSize: 'A4' | 'LETTER';
}

const MARGIN = 50;
const INK = '#0f172a';
const MUTED = '#64748b';
const RULE = '#e2e8f0';
const HEADER_FILL = '#f1f5f9';
const ROW_PAD = 6;

type Doc = PDFKit.PDFDocument;

/** Renders the invoice as a PDF; long item tables continue on further pages with their header repeated. */
export function renderInvoiceDocument(data: InvoiceDocument): Promise<Buffer> {
  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    size: data.pageSize,
    margin: MARGIN,
    info: { Title: `Invoice ${data.invoiceNumber}`, Author: data.company.name },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
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
  doc.end();
  return done;
}

const width = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN;

/** Starts a new page when the next `height` points would not fit. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function present(...values: (string | null | undefined)[]): string[] {
  return values.filter((v): v is string => Boolean(v?.trim()));
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

/** Column x offsets and widths: Description | Qty | Rate | Amount. */
function columns(doc: Doc) {
  const w = width(doc);
  const qty = 50;
  const money = 95;
  const desc = w - qty - 2 * money;
  return [
    { title: 'Description', x: MARGIN, width: desc, align: 'left' as const },
    { title: 'Qty', x: MARGIN + desc, width: qty, align: 'right' as const },
    { title: 'Rate', x: MARGIN + desc + qty, width: money, align: 'right' as const },
    { title: 'Amount', x: MARGIN + desc + qty + money, width: money, align: 'right' as const },
  ];
}

function drawTableHeader(doc: Doc) {
  const cols = columns(doc);
  const y = doc.y;
  doc.rect(MARGIN, y, width(doc), 22).fill(HEADER_FILL);
  doc.font('bold').fontSize(9).fillColor(MUTED);
  for (const col of cols) {
    doc.text(col.title, col.x + ROW_PAD, y + 7, {
      width: col.width - 2 * ROW_PAD,
      align: col.align,
      lineBreak: false,
    });
  }
  doc.y = y + 22;
}

function drawItems(doc: Doc, data: InvoiceDocument) {
  ensureSpace(doc, 60);
  drawTableHeader(doc);
  const cols = columns(doc);
  doc.font('regular').fontSize(9.5);
  for (const line of data.lines) {
    const cells = [
      line.description,
      String(line.quantity),
      formatMoney(line.rate, data.currency),
      formatMoney(line.amount, data.currency),
    ];
    const height =
      Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: cols[i].width - 2 * ROW_PAD }))) +
      2 * ROW_PAD;
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      drawTableHeader(doc);
      doc.font('regular').fontSize(9.5);
    }
    const y = doc.y;
    doc.fillColor(INK);
    cells.forEach((text, i) => {
      doc.text(text, cols[i].x + ROW_PAD, y + ROW_PAD, {
        width: cols[i].width - 2 * ROW_PAD,
        align: cols[i].align,
      });
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width(doc), y + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + height;
  }
  doc.y += 12;
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
