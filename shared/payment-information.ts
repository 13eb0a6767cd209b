import { type BankDetails, bankFieldsFor } from './bank-fields';

/** The bank field a row shows; its printed label is `document.bank.<field>` in the document's language. */
export type BankField = keyof BankDetails;

export interface PaymentInformationRow {
  /** Absent in documents answered before rows named their field: the label is printed as it is. */
  field?: BankField;
  /** The English label (the app's screens). */
  label: string;
  value: string;
}

/** The catalog key of a bank field's printed label ("IBAN", "Kontonummer", "Numéro de compte"). */
export function bankFieldKey(field: BankField) {
  return `document.bank.${field}` as const;
}

/**
 * The "Payment Information" block of the invoice preview and PDF: only the bank fields the
 * company's country uses, and only those filled in. SWIFT is printed only when there is no BIC.
 */
export function paymentInformationRows(
  country: string,
  bank: Partial<BankDetails> | null | undefined,
): PaymentInformationRow[] {
  if (!bank) return [];
  const show = bankFieldsFor(country);
  const rows: [boolean, BankField, string, string | null | undefined][] = [
    [true, 'bankName', 'Bank', bank.bankName],
    [true, 'accountNumber', 'Account Number', bank.accountNumber],
    [show.routingNumber, 'routingNumber', 'Routing Number', bank.routingNumber],
    [show.iban, 'iban', 'IBAN', bank.iban],
    [show.bic, 'bic', 'BIC', bank.bic],
    [(show.bic || show.swiftCode) && !bank.bic?.trim(), 'swiftCode', 'SWIFT', bank.swiftCode],
    [show.blz, 'blz', 'BLZ', bank.blz],
    [show.sortCode, 'sortCode', 'Sort Code', bank.sortCode],
  ];
  return rows
    .filter(([visible, , , value]) => visible && Boolean(value?.trim()))
    .map(([, field, label, value]) => ({ field, label, value: value!.trim() }));
}

/** "19.00" → "19", "7.50" → "7.5": the rate as printed in "Tax (19%)". */
export function formatTaxRate(rate: string | number): string {
  return String(Number(rate));
}
