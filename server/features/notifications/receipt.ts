/**
 * The payment receipt the client gets when an invoice is paid. Queued by the invoice lifecycle in
 * the transaction that marks the invoice paid; composed here by the worker (it renders the PDF) right
 * before it is sent, so the request that marked the invoice paid never waits for it.
 */
import type { Deps } from '../../lib/deps';
import { htmlLayout, textToHtml } from '../../mail/compose';
import type { Content } from '../../mail/outbox';
import type { ReceiptPayload } from '../invoices/lifecycle';
import { findInvoice } from '../invoices/repository';
import { invoiceAttachment, reminderVariables } from '../reminders/email';
import { getSettings } from '../settings/repository';

export async function composeReceipt(deps: Pick<Deps, 'db'>, payload: unknown): Promise<Content> {
  const { userId, invoiceId } = payload as ReceiptPayload;
  const invoice = await findInvoice(deps.db, userId, invoiceId);
  if (!invoice) throw new Error(`Invoice ${invoiceId} no longer exists`);
  const settings = await getSettings(deps.db, userId);
  const vars = reminderVariables(invoice, settings, invoice.dueDate);
  const text = `Hi ${vars.clientName},\n\nthank you for your payment of ${vars.amount} for invoice ${vars.invoiceNumber}. We have received it and marked the invoice as paid; it is attached for your records.\n\nKind regards,\n${vars.companyName}`;
  return {
    to: invoice.clientEmail,
    replyTo: settings.email?.trim() || null,
    subject: `Payment received: Invoice ${invoice.invoiceNumber} from ${vars.companyName}`,
    text,
    html: htmlLayout(textToHtml(text)),
    attachments: await invoiceAttachment(deps, userId, invoiceId, invoice.invoiceNumber),
  };
}
