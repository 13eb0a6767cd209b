/** SPEC: the company block reads "Your Company" until a name is set in Settings. */
const DEFAULT_COMPANY_NAME = 'Your Company';

/** The company name the invoice preview, the PDF and the emails show. */
export function companyDisplayName(companyName: string | null | undefined): string {
  return companyName?.trim() || DEFAULT_COMPANY_NAME;
}

/** What the invoice preview and the PDF both print about the invoice itself; amounts as decimal strings. */
export interface InvoiceDocumentData {
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
  billTo: { name: string; email: string | null; phone: string | null; address: string | null };
  lines: { description: string; quantity: number; unit?: string | null; rate: string; amount: string }[];
}

/** A line's quantity as printed: "2", "1.5 hours". */
export function quantityLabel(quantity: number, unit?: string | null): string {
  return unit ? `${quantity} ${unit}` : String(quantity);
}
