/**
 * Scan-to-pay codes (facts: PAYMENT-QR.md): the EPC "GiroCode" for EUR transfers and the Swiss
 * QR-bill for CHF. Pure data in, pure data out: the PDF threads draw them and the client's page shows
 * them from the same values.
 */
import { BIC_PATTERN, compactCode, IBAN_PATTERN } from './bank-fields';
import { fromCents, toCents } from './money';

/** EPC069-12: the whole payload, UTF-8 encoded, fits in this many bytes. */
const EPC_MAX_BYTES = 331;

export interface EpcInput {
  beneficiaryName: string;
  iban: string;
  bic?: string | null;
  /** Decimal string, e.g. "120.00". */
  amount: string;
  remittance: string;
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** By code points, so a cut never leaves half a character. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/** A line break inside a field would shift every field after it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function isIban(iban: string | null | undefined): iban is string {
  return Boolean(iban && IBAN_PATTERN.test(compactCode(iban)));
}

function epcLines(input: EpcInput, name: string, remittance: string): string[] {
  const bic = input.bic ? compactCode(input.bic) : '';
  const lines = [
    'BCD',
    '002',
    '1', // UTF-8
    'SCT',
    BIC_PATTERN.test(bic) ? bic : '', // version 002 lets the bank find it from the IBAN
    name,
    compactCode(input.iban).slice(0, 34),
    `EUR${fromCents(toCents(input.amount))}`,
    '', // purpose code
    '', // structured reference
    remittance,
  ];
  while (lines.at(-1) === '') lines.pop();
  return lines;
}

/** The EPC QR code's text (version 002, UTF-8, SEPA credit transfer). */
export function epcPayload(input: EpcInput): string {
  let name = cut(oneLine(input.beneficiaryName), 70);
  let remittance = cut(oneLine(input.remittance), 140);
  let payload = epcLines(input, name, remittance).join('\n');
  // Multi-byte text can pass the byte limit within the character limits: the longer field gives way.
  while (utf8Length(payload) > EPC_MAX_BYTES) {
    if (utf8Length(name) >= utf8Length(remittance)) name = cut(name, Array.from(name).length - 1);
    else remittance = cut(remittance, Array.from(remittance).length - 1);
    payload = epcLines(input, name, remittance).join('\n');
  }
  return payload;
}

/** A GiroCode is for EUR only, while something is owed, and needs the company's IBAN. */
export function epcApplies(input: {
  currency: string;
  balanceDue: string;
  iban: string | null | undefined;
}): boolean {
  return input.currency === 'EUR' && toCents(input.balanceDue) > 0 && isIban(input.iban);
}

/** The structured creditor address a QR-bill needs. */
export interface SwissAddress {
  street: string;
  buildingNumber?: string;
  postalCode: string;
  town: string;
}

/** "8001 Zürich", "CH-8001 Zürich": Swiss and Liechtenstein postal codes have four digits. */
const POSTAL_LINE = /^(?:(?:CH|LI)[-\s]?)?(\d{4})\s+(\S.*)$/i;
/** "Bahnhofstrasse 12", "Rue du Lac 1268/2", "Musterweg 3a". */
const STREET_NUMBER = /^(.*\S)\s+(\d+\s?[a-z]?(?:[/-]\d+[a-z]?)?)$/i;

/**
 * The company's free-text address read as street, building number, postal code and town: the line
 * with the postal code and the line before it (lines or comma-separated parts). Undefined when there
 * is no such pair or a part is longer than the QR-bill allows.
 */
export function parseSwissAddress(address: string | null | undefined): SwissAddress | undefined {
  const parts = (address ?? '')
    .split(/[\n,]/)
    .map((p) => oneLine(p))
    .filter(Boolean);
  const postal = parts.findLastIndex((p, i) => i > 0 && POSTAL_LINE.test(p));
  if (postal < 1) return undefined;
  const [, postalCode, town] = POSTAL_LINE.exec(parts[postal])!;
  const line = parts[postal - 1];
  const numbered = STREET_NUMBER.exec(line);
  const street = numbered ? numbered[1] : line;
  const buildingNumber = numbered?.[2];
  if (street.length > 70 || town.length > 35 || (buildingNumber?.length ?? 0) > 16) return undefined;
  return buildingNumber ? { street, buildingNumber, postalCode, town } : { street, postalCode, town };
}

const isSwissIban = (iban: string | null | undefined): iban is string =>
  isIban(iban) && /^(CH|LI)/.test(compactCode(iban));

export function swissQrBillApplies(input: {
  currency: string;
  balanceDue: string;
  iban: string | null | undefined;
  address: string | null | undefined;
}): boolean {
  return (
    input.currency === 'CHF' &&
    toCents(input.balanceDue) > 0 &&
    isSwissIban(input.iban) &&
    parseSwissAddress(input.address) !== undefined
  );
}

/** A QR-IBAN has an institution id (positions 5–9) of 30000–31999 and takes only QRR references. */
export function isQrIban(iban: string): boolean {
  const iid = Number(compactCode(iban).slice(4, 9));
  return iid >= 30000 && iid <= 31999;
}

/** The QR reference's check digit: modulo 10, recursive. */
function mod10Recursive(digits: string): string {
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const d of digits) carry = table[(carry + Number(d)) % 10];
  return String((10 - carry) % 10);
}

/** A 27-digit QRR reference from the invoice number's digits ("INV-1000" → 26 digits ending 1000, + check digit). */
export function qrReference(invoiceNumber: string): string {
  const digits = invoiceNumber.replace(/\D/g, '').slice(-26).padStart(26, '0');
  return digits + mod10Recursive(digits);
}

/** The data swissqrbill draws (its `Data` type): plain values, so it can travel to a PDF thread. */
export interface SwissQrBill {
  currency: 'CHF';
  amount: number;
  creditor: {
    account: string;
    name: string;
    address: string;
    buildingNumber?: string;
    zip: string;
    city: string;
    country: string;
  };
  /** QRR with a QR-IBAN; none (reference type NON) with a normal IBAN. */
  reference?: string;
  message: string;
}

export interface SwissQrBillInput {
  invoiceNumber: string;
  currency: string;
  balanceDue: string;
  creditorName: string;
  iban: string | null | undefined;
  address: string | null | undefined;
  /** The company's country setting; "OTHER" falls back to the IBAN's country. */
  country: string;
}

/** The QR-bill of a CHF invoice with a balance, or undefined when one does not apply (swissQrBillApplies). */
export function swissQrBill(input: SwissQrBillInput): SwissQrBill | undefined {
  if (!swissQrBillApplies(input)) return undefined;
  const address = parseSwissAddress(input.address)!;
  const account = compactCode(input.iban!);
  const bill: SwissQrBill = {
    currency: 'CHF',
    amount: toCents(input.balanceDue) / 100,
    creditor: {
      account,
      name: cut(oneLine(input.creditorName), 70),
      address: address.street,
      ...(address.buildingNumber ? { buildingNumber: address.buildingNumber } : {}),
      zip: address.postalCode,
      city: address.town,
      country: /^[A-Z]{2}$/.test(input.country) ? input.country : account.slice(0, 2),
    },
    message: cut(oneLine(input.invoiceNumber), 140),
  };
  return isQrIban(account) ? { ...bill, reference: qrReference(input.invoiceNumber) } : bill;
}

/**
 * The Swiss QR Code's text (Swiss Implementation Guidelines, version 0200): the same lines swissqrbill
 * encodes, written out because swissqrbill does not export its payload (tests compare the two).
 */
export function swissQrPayload(bill: SwissQrBill): string {
  const c = bill.creditor;
  const none = (n: number) => Array<string>(n).fill('');
  return [
    'SPC',
    '0200',
    '1',
    c.account,
    'S',
    c.name,
    c.address,
    c.buildingNumber ?? '',
    c.zip,
    c.city,
    c.country,
    ...none(7), // ultimate creditor (reserved)
    bill.amount.toFixed(2),
    bill.currency,
    ...none(7), // debtor: not known as a structured address
    bill.reference ? 'QRR' : 'NON',
    bill.reference ?? '',
    bill.message,
    'EPD',
  ].join('\n');
}

/** The codes an invoice carries; null where one does not apply. */
export interface ScanToPay {
  epc: string | null;
  swissQrBill: SwissQrBill | null;
}

/** Both codes for an invoice; the invoice number is the payment's reference text in each. */
export function scanToPay(input: SwissQrBillInput & { bic: string | null | undefined }): ScanToPay {
  const epc =
    epcApplies(input) && input.iban
      ? epcPayload({
          beneficiaryName: input.creditorName,
          iban: input.iban,
          bic: input.bic,
          amount: input.balanceDue,
          remittance: input.invoiceNumber,
        })
      : null;
  return { epc, swissQrBill: swissQrBill(input) ?? null };
}
