/**
 * A profile's send mode and its e-invoice choice (issue 2/7 item 12), kept together in the one
 * `send_mode` column: `draft`; `send`, the invoice email with the XML e-invoice the client receives
 * beside the PDF; `send-pdf-alone`, the invoice email with the PDF alone, chosen on purpose
 * (`attachEInvoice: false`). A draft is sent by hand, where that send makes its own choice, so a
 * draft-mode profile keeps none.
 */
import type { RecurringInvoice, RecurringInvoiceValues } from '../../../shared/recurring-invoices';

export const PDF_ALONE = 'send-pdf-alone';

/** What the column keeps for an input. */
export function storedSendMode(input: Pick<RecurringInvoiceValues, 'sendMode' | 'attachEInvoice'>): string {
  if (input.sendMode === 'draft') return 'draft';
  return input.attachEInvoice ? 'send' : PDF_ALONE;
}

/** What the API answers for a stored value. */
export function sendModeOf(stored: string): Pick<RecurringInvoice, 'sendMode' | 'attachEInvoice'> {
  if (stored === 'draft') return { sendMode: 'draft', attachEInvoice: true };
  return { sendMode: 'send', attachEInvoice: stored !== PDF_ALONE };
}

/** Whether the profile's invoices are issued and emailed as they are made (either sending value). */
export const sendsItsInvoices = (stored: string) => stored !== 'draft';
