/** A profile's stored line items (recurring_invoices.line_items, jsonb) as the code reads them. */
import type { TaxCategory } from '../../../shared/money';
import type { ProfileRow } from './repository';

export interface StoredLine {
  description: string;
  quantity: number;
  unit: string | null;
  rate: string;
  /** "19.00", or null/absent (profiles saved before issue 3/6): the defaults when issued. */
  taxRate?: string | null;
  taxCategory?: TaxCategory | null;
}

export function storedLines(row: Pick<ProfileRow, 'lineItems'>): StoredLine[] {
  return row.lineItems as StoredLine[];
}
