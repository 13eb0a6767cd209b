import { formatMoney } from '../../shared/currency';
import type { Document } from '../../shared/document';
import type { Translator } from '../../shared/i18n/catalog';
import { formatQuantity, linesDifferInTax, lineTaxText, speaksOfVat } from '../../shared/invoice-document';
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

interface Column {
  title: string;
  x: number;
  width: number;
  align: 'left' | 'right';
}

/**
 * Column x offsets and widths: Description | Quantity | Unit price | Amount, with a tax column before
 * the amount when the lines differ in it (one rate is said once, in the totals): "VAT" with rate and
 * category, or "Tax" with the rate alone where the seller has no VAT.
 */
function columns(doc: Doc, vat: boolean, t: Translator['t'], heading: string): Column[] {
  const w = width(doc);
  const widths = { qty: 80, money: 90, vat: vat ? 55 : 0 };
  const desc = w - widths.qty - 2 * widths.money - widths.vat;
  const cols: [string, number, 'left' | 'right'][] = [
    [t('document.description'), desc, 'left'],
    [t('document.quantity'), widths.qty, 'right'],
    [t('document.unitPrice'), widths.money, 'right'],
    ...(vat ? [[heading, widths.vat, 'right'] as [string, number, 'right']] : []),
    [t('document.amount'), widths.money, 'right'],
  ];
  let x = MARGIN;
  return cols.map(([title, colWidth, align]) => {
    const col = { title, x, width: colWidth, align };
    x += colWidth;
    return col;
  });
}

function drawTableHeader(doc: Doc, cols: Column[]) {
  const y = doc.y;
  const styles = cols.map(
    (col) =>
      ({
        width: col.width - 2 * ROW_PAD,
        align: col.align,
        size: 9,
        weight: 'bold',
        color: MUTED,
      }) as const,
  );
  // A label longer than its column ("Prijs per eenheid") takes a second line; the band grows with it.
  const height = Math.max(22, ...cols.map((col, i) => textHeight(doc, col.title, styles[i]) + 13));
  doc.rect(MARGIN, y, width(doc), height).fill(HEADER_FILL);
  cols.forEach((col, i) => {
    drawText(doc, col.title, col.x + ROW_PAD, y + 7, styles[i]);
  });
  doc.y = y + height;
}

export function drawItems(doc: Doc, data: Document, t: Translator['t']) {
  ensureSpace(doc, 60);
  const speaksVat = speaksOfVat(data);
  const vat = linesDifferInTax(data.lines, speaksVat);
  const cols = columns(doc, vat, t, t(speaksVat ? 'document.vat' : 'document.tax'));
  drawTableHeader(doc, cols);
  const styles = cols.map((col) => ({
    width: col.width - 2 * ROW_PAD,
    align: col.align,
    size: 9.5,
    color: INK,
  }));
  for (const line of data.lines) {
    const cells = [
      line.description,
      formatQuantity(line.quantity, line.unit, data.locale, t),
      formatMoney(line.rate, data.currency, data.locale),
      ...(vat ? [lineTaxText(line, data.locale, speaksVat)] : []),
      formatMoney(line.amount, data.currency, data.locale),
    ];
    const height = Math.max(...cells.map((text, i) => textHeight(doc, text, styles[i]))) + 2 * ROW_PAD;
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      drawTableHeader(doc, cols);
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
