/** SPEC: the company block reads "Your Company" until a name is set in Settings. */
const DEFAULT_COMPANY_NAME = 'Your Company';

/** The company name the invoice preview, the PDF and the emails show. */
export function companyDisplayName(companyName: string | null | undefined): string {
  return companyName?.trim() || DEFAULT_COMPANY_NAME;
}

/** A line's quantity as printed: "2", "1.5 hours". */
export function quantityLabel(quantity: number, unit?: string | null): string {
  return unit ? `${quantity} ${unit}` : String(quantity);
}
