/**
 * The receipt the client gets for each payment: the amount received and what remains. Queued by the
 * invoice lifecycle in the transaction that records the payment; composed here by the worker (it
 * renders the PDF) right before it is sent, so the request never waits for it. A payment deleted in
 * the meantime gets no receipt.
 */
import { formatMoney } from '../../../shared/currency';
import { toCents } from '../../../shared/money';
import type { Deps } from '../../lib/deps';
import { textToHtml } from '../../mail/compose';
import type { Content } from '../../mail/outbox';
import { findPayment } from '../invoices/payments-repository';
import type { ReceiptPayload } from '../invoices/receipt-queue';
import { findInvoice } from '../invoices/repository';
import { invoiceAttachment } from '../reminders/attachments';
import { companyHtml, companySender } from '../reminders/email';
import { recipientOf } from '../reminders/recipient';
import { clientTranslator, reminderVariables } from '../reminders/variables';
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
  // In the invoice's language, greeting its client's contact (issue 5/6).
  const recipient = await recipientOf(deps.db, invoice);
  const t = clientTranslator(recipient.language, settings);
  const vars = reminderVariables(invoice, settings, invoice.dueDate, recipient);
  const received = formatMoney(payment.amount, invoice.currency, t.locale);
  const remains =
    toCents(balanceAfter) > 0
      ? t.t('email.receipt.balance', { balance: formatMoney(balanceAfter, invoice.currency, t.locale) })
      : t.t('email.receipt.paidInFull');
  // The invoice's private link, when it has one (every emailed invoice does); a receipt never creates one.
  const viewUrl = invoice.shareToken ? shareUrl(deps.appUrl, invoice.shareToken) : null;
  const thanks = t.t('email.receipt.thanks', {
    received,
    invoiceNumber: vars.invoiceNumber,
    amount: vars.amount,
  });
  const text = [
    vars.greeting,
    `${thanks} ${remains} ${t.t('email.receipt.attached')}`,
    viewUrl ? t.t('email.link.view', { url: viewUrl }) : '',
    `${t.t('email.closing')}\n${vars.companyName}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const asOf = amountPaidAfter === undefined ? undefined : { amountPaid: amountPaidAfter };
  const attachments = await invoiceAttachment(deps, userId, invoiceId, { asOf });
  return {
    to: invoice.clientEmail,
    ...companySender(settings),
    subject: t.t('email.subject.receipt', {
      invoiceNumber: invoice.invoiceNumber,
      companyName: vars.companyName,
    }),
    text,
    html: companyHtml(settings, textToHtml(text), t, {
      buttons: viewUrl ? [{ label: t.t('email.button.view'), url: viewUrl }] : [],
      attachments,
    }),
    attachments,
  };
}
