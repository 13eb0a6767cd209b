import { type BankDetails, bankFieldsFor } from './bank-fields';

export interface PaymentInformationRow {
  label: string;
  value: string;
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
  const rows: [boolean, string, string | null | undefined][] = [
    [true, 'Bank', bank.bankName],
    [true, 'Account Number', bank.accountNumber],
    [show.routingNumber, 'Routing Number', bank.routingNumber],
    [show.iban, 'IBAN', bank.iban],
    [show.bic, 'BIC', bank.bic],
    [(show.bic || show.swiftCode) && !bank.bic?.trim(), 'SWIFT', bank.swiftCode],
    [show.blz, 'BLZ', bank.blz],
    [show.sortCode, 'Sort Code', bank.sortCode],
  ];
  return rows
    .filter(([visible, , value]) => visible && Boolean(value?.trim()))
    .map(([, label, value]) => ({ label, value: value!.trim() }));
}

/** "19.00" → "19", "7.50" → "7.5": the rate as printed in "Tax (19%)". */
export function formatTaxRate(rate: string | number): string {
  return String(Number(rate));
}
