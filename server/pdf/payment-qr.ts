import QRCode from 'qrcode';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Document } from '../../shared/document';
import type { DocumentLanguage } from '../../shared/i18n/languages';
import { documentTranslator } from '../../shared/invoice-document';
import { type SwissQrBill, swissQrPayload } from '../../shared/payment-qr';
import type { PaymentQrCode } from '../../shared/public-invoice';

/** EPC069-12 and the Swiss guidelines both ask for error correction level M. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const;

/**
 * The languages the Swiss QR-bill's payment part is printed in (Swiss Implementation Guidelines QR-bill
 * §3.4: German, French, Italian or English); Spanish and Dutch documents take English.
 */
const SWISS_QR_BILL_LANGUAGES: Record<DocumentLanguage, 'DE' | 'EN' | 'FR' | 'IT'> = {
  en: 'EN',
  de: 'DE',
  fr: 'FR',
  it: 'IT',
  es: 'EN',
  nl: 'EN',
};

/**
 * The bill as swissqrbill accepts it (its constructor validates), or undefined when it refuses the
 * data: the invoice then goes without a QR-bill rather than without a PDF. Only the error's code is
 * logged; its message can quote the IBAN.
 */
export function acceptedSwissQrBill(
  bill: SwissQrBill,
  language: DocumentLanguage = 'en',
): SwissQRBill | undefined {
  try {
    return new SwissQRBill(bill, { language: SWISS_QR_BILL_LANGUAGES[language] });
  } catch (err) {
    console.warn(`Swiss QR-bill left out: ${(err as { code?: string }).code ?? 'invalid data'}`);
    return undefined;
  }
}

/**
 * The Swiss cross over the middle of a code drawn by `qrcode` with a quiet zone of `margin` modules.
 * The sizes are the guidelines' (a 7 mm cross on a 46 mm code), as swissqrbill draws them.
 */
function swissCross(modules: number, margin: number): string {
  const centre = margin + modules / 2;
  const scale = modules / 46;
  const square = (side: number, fill: string) => rect(centre - side / 2, centre - side / 2, side, side, fill);
  const arm = 3.89 * scale;
  const thickness = 1.17 * scale;
  return [
    square(7 * scale, '#ffffff'),
    square(6 * scale, '#000000'),
    rect(centre - arm / 2, centre - thickness / 2, arm, thickness, '#ffffff'),
    rect(centre - thickness / 2, centre - arm / 2, thickness, arm, '#ffffff'),
  ].join('');
}

const round = (n: number) => Number(n.toFixed(3));
const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" fill="${fill}"/>`;

/**
 * The scan-to-pay codes of the client's invoice page, as standalone SVG. The Swiss code is drawn by
 * `qrcode` with the cross laid over it: swissqrbill's own SVG has a <rect> per module (about 200 kB).
 */
export async function paymentQrCodes(document: Document): Promise<PaymentQrCode[]> {
  const margin = 4;
  const svg = (payload: string) => QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg', margin });
  const codes: PaymentQrCode[] = [];
  if (!document.payment) return [];
  const { t } = documentTranslator(document);
  const { epc, swissQrBill } = document.payment.scanToPay;
  if (epc) {
    codes.push({
      kind: 'epc',
      label: t('document.qr.epc'),
      payload: epc,
      svg: (await svg(epc)).trim(),
    });
  }
  if (swissQrBill && acceptedSwissQrBill(swissQrBill, document.language)) {
    const payload = swissQrPayload(swissQrBill);
    const modules = QRCode.create(payload, QR_OPTIONS).modules.size;
    const plain = (await svg(payload)).trim();
    codes.push({
      kind: 'swiss',
      label: t('document.qr.swiss'),
      payload,
      svg: plain.replace(/<\/svg>$/, `${swissCross(modules, margin)}</svg>`),
    });
  }
  return codes;
}
