/**
 * The receipt the client gets for each payment: the amount received and what remains. Queued by the
 * invoice lifecycle in the transaction that records the payment; composed here by the worker (it
 * renders the PDF) right before it is sent, so the request never waits for it. A payment deleted in
 * the meantime gets no receipt.
 */
import { formatMoney } from '../../../shared/currency';
import { localeForCountry } from '../../../shared/locale-defaults';
import { toCents } from '../../../shared/money';
import type { Deps } from '../../lib/deps';
import { textToHtml } from '../../mail/compose';
import type { Content } from '../../mail/outbox';
import { findPayment } from '../invoices/payments-repository';
import type { ReceiptPayload } from '../invoices/receipt-queue';
import { findInvoice } from '../invoices/repository';
import { invoiceAttachment } from '../reminders/attachments';
import { companyHtml, companySender } from '../reminders/email';
import { reminderVariables } from '../reminders/variables';
import { getSettings } from '../settings/repository';
import { shareUrl } from '../share/links';

export async function composeReceipt(
  deps: Pick<Deps, 'db'> & { appUrl: string },
  payload: unknown,
): Promise<Content | null> {
  const { userId, invoiceId, paymentId, balanceAfter, amountPaidAfter } = payload as ReceiptPayload;
  const [invoice, payment] = await Promise.all([
    findInvoice(deps.db, userId, invoiceId),
    findPayment(deps.db, userId, paymentId),
  ]);
  if (!invoice || !payment) return null;
  const settings = await getSettings(deps.db, userId);
  const vars = reminderVariables(invoice, settings, invoice.dueDate);
  const locale = localeForCountry(settings.country);
  const received = formatMoney(payment.amount, invoice.currency, locale);
  const remains =
    toCents(balanceAfter) > 0
      ? `The balance still due is ${formatMoney(balanceAfter, invoice.currency, locale)}.`
      : 'The invoice is now paid in full.';
  // The invoice's private link, when it has one (every emailed invoice does); a receipt never creates one.
  const viewUrl = invoice.shareToken ? shareUrl(deps.appUrl, invoice.shareToken) : null;
  const text = `Hi ${vars.clientName},\n\nthank you for your payment of ${received} for invoice ${vars.invoiceNumber} (${vars.amount}). We have received it. ${remains} The invoice is attached for your records.${viewUrl ? `\n\nView invoice: ${viewUrl}` : ''}\n\nKind regards,\n${vars.companyName}`;
  const asOf = amountPaidAfter === undefined ? undefined : { amountPaid: amountPaidAfter };
  const attachments = await invoiceAttachment(deps, userId, invoiceId, invoice.invoiceNumber, { asOf });
  return {
    to: invoice.clientEmail,
    ...companySender(settings),
    subject: `Payment received: Invoice ${invoice.invoiceNumber} from ${vars.companyName}`,
    text,
    html: companyHtml(settings, textToHtml(text), {
      buttons: viewUrl ? [{ label: 'View invoice', url: viewUrl }] : [],
      attachments,
    }),
    attachments,
  };
}
