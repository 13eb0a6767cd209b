import { formatMoney } from '../../shared/currency';
import type { Document } from '../../shared/document';
import { quantityLabel } from '../../shared/invoice-document';
import {
  bottom,
  type Doc,
  ensureSpace,
  HEADER_FILL,
  INK,
  MARGIN,
  MUTED,
  ROW_PAD,
  RULE,
  width,
} from './layout';
import { drawText, textHeight } from './text';

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
  for (const col of cols) {
    const style = {
      width: col.width - 2 * ROW_PAD,
      align: col.align,
      size: 9,
      weight: 'bold',
      color: MUTED,
    } as const;
    drawText(doc, col.title, col.x + ROW_PAD, y + 7, style);
  }
  doc.y = y + 22;
}

export function drawItems(doc: Doc, data: Document) {
  ensureSpace(doc, 60);
  drawTableHeader(doc);
  const cols = columns(doc);
  const styles = cols.map((col) => ({
    width: col.width - 2 * ROW_PAD,
    align: col.align,
    size: 9.5,
    color: INK,
  }));
  for (const line of data.lines) {
    const cells = [
      line.description,
      quantityLabel(line.quantity, line.unit),
      formatMoney(line.rate, data.currency, data.locale),
      formatMoney(line.amount, data.currency, data.locale),
    ];
    const height = Math.max(...cells.map((text, i) => textHeight(doc, text, styles[i]))) + 2 * ROW_PAD;
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      drawTableHeader(doc);
    }
    const y = doc.y;
    cells.forEach((text, i) => {
      drawText(doc, text, cols[i].x + ROW_PAD, y + ROW_PAD, { ...styles[i], flow: false });
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
