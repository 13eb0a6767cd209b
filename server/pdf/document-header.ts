/**
 * The top of a printed document: the void mark, the title and number, the seller with its logo, the
 * buyer and the document's dates and amount; on a credit note, the invoice it corrects and why.
 */
import { formatMoney } from '../../shared/currency';
import { formatDocumentDate } from '../../shared/dates';
import type { Document } from '../../shared/document';
import { voidMark } from '../../shared/document-build';
import type { Translator } from '../../shared/i18n/catalog';
import {
  documentServiceFact,
  documentTranslator,
  KIND_WORDS,
  labelled,
  paymentTermsText,
  sellerLegalLines,
} from '../../shared/invoice-document';
import { type Doc, INK, MARGIN, MUTED, present, RULE, width } from './layout';
import { drawText, textHeight } from './text';

const VOID_RED = '#b91c1c';

/**
 * "Credit note CN-2 · corrects invoice INV-1003 of 02.11.2026", "Stornorechnung CN-2 · zur Rechnung
 * INV-1003 vom 02.11.2026" (§ 14 UStG, art. 15 RD 1619/2012: a correction names the invoice).
 */
export function correctsLine(data: Document, t: Translator['t'] = documentTranslator(data).t): string | null {
  if (!data.refersTo) return null;
  return t('document.corrects', {
    title: data.title,
    number: data.number,
    invoice: data.refersTo.number,
    date: formatDocumentDate(data.refersTo.issueDate, data.locale),
  });
}

/** The title's size: 26 pt, smaller for a long one ("Rechnungskorrektur", "Factura rectificativa") to stay on one line. */
function titleSize(doc: Doc, title: string, room: number): number {
  let size = 26;
  while (size > 16 && textHeight(doc, title, { width: room, size, weight: 'bold' }) > size * 1.5) size -= 1;
  return size;
}

export function drawHeader(doc: Doc, data: Document, t: Translator['t']) {
  const half = width(doc) / 2;
  const mark = voidMark(data.voided, data.locale, t);
  const top = mark
    ? drawText(doc, mark, MARGIN, MARGIN, { width: width(doc), size: 14, weight: 'bold', color: VOID_RED }) +
      10
    : MARGIN;
  const { title } = data;
  const size = titleSize(doc, title, half - 10);
  let y = drawText(doc, title, MARGIN, top, { width: half - 10, size, weight: 'bold', color: INK });
  const leftBottom = drawText(doc, data.number, MARGIN, y, {
    width: half - 10,
    size: 12,
    color: MUTED,
  });

  const right = { width: half, align: 'right' as const };
  y = drawText(doc, data.seller.name, MARGIN + half, drawLogo(doc, data.logo, top), {
    ...right,
    size: 13,
    weight: 'bold',
    color: INK,
  });
  const c = data.seller;
  // The registered name beneath the company name where they differ: a sole trader's full name
  // (§ 14 (4) No. 1 UStG), a company's name as registered.
  if (c.legalName) y = drawText(doc, c.legalName, MARGIN + half, y, { ...right, size: 10, color: INK });
  for (const line of present(
    ...c.addressLines,
    c.email,
    c.phone,
    c.website,
    c.vatId && `${t('document.vatId')} ${c.vatId}`,
    c.taxId && `${t('document.taxNumber')} ${c.taxId}`,
    // Legal form, share capital and register entries (SIREN, RCS, Handelsregister …) where set.
    ...sellerLegalLines(c, data.locale, t),
  ))
    y = drawText(doc, line, MARGIN + half, y, { ...right, size: 9.5, color: MUTED });
  doc.y = Math.max(leftBottom, y) + 16;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width(doc), doc.y)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();
  doc.y += 16;
  drawCorrects(doc, data, t);
}

/** On a credit note: which invoice it corrects and the reason, above the parties. */
function drawCorrects(doc: Doc, data: Document, t: Translator['t']) {
  const line = correctsLine(data, t);
  if (!line || !data.refersTo) return;
  const full = { width: width(doc) };
  const below = drawText(doc, line, MARGIN, doc.y, { ...full, size: 11, weight: 'bold', color: INK });
  doc.y =
    drawText(doc, t('document.reason', { reason: data.refersTo.reason }), MARGIN, below + 3, {
      ...full,
      size: 10,
      color: INK,
    }) + 14;
}

/** A box of about 4 cm × 1.5 cm at the top right. */
const LOGO_BOX = { width: 113, height: 42 };

/**
 * The logo in its box at the top right, its aspect ratio kept; returns where the text below it
 * starts. A logo pdfkit cannot embed is left out rather than costing the whole document.
 */
function drawLogo(doc: Doc, logo: Document['logo'], top: number): number {
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

/**
 * The document's dates and amount at the right of the parties: issue date, service date or period,
 * due date with the payment terms beneath it, the buyer's reference when there is one, then the
 * amount due (or credited). Returns its bottom.
 */
function drawFacts(doc: Doc, data: Document, top: number, t: Translator['t']): number {
  const half = width(doc) / 2;
  const x = MARGIN + half;
  const date = (d: string) => formatDocumentDate(d, data.locale);
  const money = (amount: string) => formatMoney(amount, data.currency, data.locale);
  const label = (key: Parameters<typeof t>[0]) => labelled(t(key), t);
  const words = KIND_WORDS[data.kind];
  // Label, value, strong; the service period may break after its dash, once the column's width is known.
  const rows: [string, string, boolean, boolean?][] = [
    [label(words.number), data.number, false],
    [label('document.issueDate'), date(data.issueDate), false],
  ];
  const service = documentServiceFact(data.service, data.locale, t);
  if (service) rows.push([labelled(service.label, t), service.value, false, true]);
  const dueLabel = label('document.dueDate');
  if (data.dueDate) rows.push([dueLabel, date(data.dueDate), false]);
  // BT-10, the buyer's reference (an order number, a Leitweg-ID): the one the e-invoice carries.
  if (data.buyerReference?.trim()) rows.push([label('document.reference'), data.buyerReference, false]);
  rows.push([label(words.headline.label), money(data.totals[words.headline.amount]), true]);
  const terms = paymentTermsText(data.paymentTermsDays, t);
  // Longer labels ("Periodo de la prestación", "Numero nota di credito") widen their column rather than wrap.
  const labelWidth = labelColumn(
    doc,
    rows.map(([text]) => text),
    half * 0.42,
    half * 0.62,
  );
  let y = top;
  for (const [text, printed, strong, dates] of rows) {
    const value = dates ? unbrokenDates(doc, printed, half - labelWidth) : printed;
    const labelBottom = drawText(doc, text, x, y, { width: labelWidth, size: 9.5, color: MUTED });
    const valueBottom = drawText(doc, value, x + labelWidth, y, {
      width: half - labelWidth,
      align: 'right',
      size: strong ? 12 : 9.5,
      weight: strong ? 'bold' : 'regular',
      color: INK,
    });
    y = Math.max(labelBottom, valueBottom) + 4;
    // "Payment terms: 30 days" beneath the due date it explains.
    if (text === dueLabel && terms)
      y = drawText(doc, terms, x, y - 2, { width: half, align: 'right', size: 8.5, color: MUTED }) + 4;
  }
  return y;
}

/** The narrowest width from `min` to `max` that holds every label on one line. */
function labelColumn(doc: Doc, labels: string[], min: number, max: number): number {
  const style = { size: 9.5 } as const;
  const oneLine = textHeight(doc, 'x', { ...style, width: max });
  for (let w = min; w < max; w += 6) {
    if (labels.every((label) => textHeight(doc, label, { ...style, width: w }) <= oneLine)) return w;
  }
  return max;
}

/**
 * A period too wide for its column breaks after its dash ("November 1, 2026 –" / "November 30, 2026"),
 * never inside a date.
 */
function unbrokenDates(doc: Doc, period: string, columnWidth: number): string {
  const style = { width: columnWidth, size: 9.5 };
  const oneLine = textHeight(doc, 'x', style);
  return textHeight(doc, period, style) > oneLine ? period.replace(' – ', ' –\n') : period;
}

export function drawParties(doc: Doc, data: Document, t: Translator['t']) {
  const top = doc.y;
  const half = width(doc) / 2;
  const left = { width: half - 10 };
  const to = labelled(t(KIND_WORDS[data.kind].party), t);
  let leftBottom = drawText(doc, to, MARGIN, top, { ...left, size: 9, weight: 'bold', color: MUTED }) + 3;
  leftBottom = drawText(doc, data.buyer.name, MARGIN, leftBottom, {
    ...left,
    size: 11,
    weight: 'bold',
    color: INK,
  });
  const b = data.buyer;
  for (const line of present(
    ...b.addressLines,
    b.vatId && `${t('document.vatId')} ${b.vatId}`,
    b.email,
    b.phone,
  ))
    leftBottom = drawText(doc, line, MARGIN, leftBottom, { ...left, size: 9.5, color: MUTED });

  const y = drawFacts(doc, data, top, t);
  doc.y = Math.max(leftBottom, y) + 14;
  if (data.projectDescription?.trim()) {
    const full = { width: width(doc) };
    const below = drawText(doc, labelled(t('document.project'), t), MARGIN, doc.y, {
      ...full,
      size: 9,
      weight: 'bold',
      color: MUTED,
    });
    doc.y = drawText(doc, data.projectDescription, MARGIN, below, { ...full, size: 10, color: INK }) + 14;
  }
}
