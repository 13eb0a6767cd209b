import QRCode from 'qrcode';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Translator } from '../../shared/i18n/catalog';
import type { DocumentLanguage } from '../../shared/i18n/languages';
import { labelled } from '../../shared/invoice-document';
import { bankFieldKey, type PaymentInformationRow } from '../../shared/payment-information';
import type { SwissQrBill } from '../../shared/payment-qr';
import { type Doc, ensureSpace, INK, MARGIN, MUTED, width } from './layout';
import { acceptedSwissQrBill, QR_OPTIONS } from './payment-qr';
import { drawText } from './text';

/** The GiroCode's side, quiet zone included: about 3 cm, which scans reliably from paper. */
const EPC_SIZE = 85;
const QUIET_ZONE = 4;
/** Room kept above a QR-bill for the page number. */
const FOOTER_ROOM = 24;

/** Draws a QR code as squares (one rectangle per run of dark modules in a row), quiet zone included in `size`. */
function drawQrCode(doc: Doc, payload: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(payload, QR_OPTIONS);
  const unit = size / (modules.size + 2 * QUIET_ZONE);
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(x + (QUIET_ZONE + start) * unit, y + (QUIET_ZONE + row) * unit, (col - start) * unit, unit);
    }
  }
  doc.fillColor('#000000').fill();
}

/** "Payment information": the bank rows, and the GiroCode beside them when the invoice has one. */
export function drawPaymentInformation(
  doc: Doc,
  rows: PaymentInformationRow[],
  epc: string | null,
  t: Translator['t'],
) {
  if (rows.length === 0 && !epc) return;
  const codeWidth = epc ? EPC_SIZE + 16 : 0;
  ensureSpace(doc, Math.max(24 + rows.length * 15, epc ? EPC_SIZE + 12 : 0));
  const top = doc.y;
  let y = drawText(doc, t('document.paymentInformation'), MARGIN, top, {
    width: width(doc) - codeWidth,
    size: 10,
    weight: 'bold',
    color: INK,
  });
  y += 3;
  for (const row of rows) {
    const name = row.field ? t(bankFieldKey(row.field)) : row.label;
    const labelBottom = drawText(doc, labelled(name, t), MARGIN, y, { width: 110, size: 9.5, color: MUTED });
    const valueBottom = drawText(doc, row.value, MARGIN + 110, y, {
      width: width(doc) - 110 - codeWidth,
      size: 9.5,
      color: INK,
    });
    y = Math.max(labelBottom, valueBottom);
  }
  if (epc) {
    const x = MARGIN + width(doc) - EPC_SIZE;
    drawQrCode(doc, epc, x, top, EPC_SIZE);
    const caption = { width: codeWidth, align: 'right', size: 7, color: MUTED, flow: false } as const;
    y = Math.max(
      y,
      drawText(doc, t('document.qr.epcCaption'), x + EPC_SIZE - codeWidth, top + EPC_SIZE, caption),
    );
  }
  doc.y = y;
}

/**
 * The Swiss QR-bill's payment part across the bottom of the last page, or of a new page when the
 * invoice leaves no room. Answers its top edge (the page number goes above it), or undefined when
 * swissqrbill refused the data.
 */
export function drawSwissQrBill(doc: Doc, bill: SwissQrBill, language: DocumentLanguage): number | undefined {
  const qrBill = acceptedSwissQrBill(bill, language);
  if (!qrBill) return undefined;
  const top = doc.page.height - SwissQRBill.height;
  if (doc.y + FOOTER_ROOM > top) doc.addPage();
  // swissqrbill measures the room from doc.y, and its text must not flow past the bottom margin.
  doc.y = top;
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  qrBill.attachTo(doc, 0, top);
  doc.page.margins.bottom = margin;
  return top;
}
