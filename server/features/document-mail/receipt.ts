/**
 * The receipt the client gets for each payment: the amount received and what remains, with the
 * invoice as it stood right after that payment — its document, the PDF and the email alike.
 * Queued by the invoice lifecycle in the transaction that records the payment; composed here by the
 * worker (it renders the PDF) right before it is sent, so the request never waits for it. A payment
 * deleted in the meantime gets no receipt.
 */
import { formatMoney } from '../../../shared/currency';
import { documentTranslator } from '../../../shared/invoice-document';
import { toCents } from '../../../shared/money';
import type { Deps } from '../../lib/deps';
import { textToHtml } from '../../mail/compose';
import type { Content } from '../../mail/outbox';
import { loadInvoicePrint } from '../documents/print';
import { findPayment } from '../invoices/payments-repository';
import type { ReceiptPayload } from '../invoices/receipt-queue';
import { getSettings } from '../settings/repository';
import { shareUrl } from '../share/links';
import { printAttachments } from './attachments';
import { companySender, documentHtml } from './layout';
import { recipientOf } from './recipient';
import { documentVariables } from './variables';

export async function composeReceipt(
  deps: Pick<Deps, 'db'> & { appUrl: string },
  payload: unknown,
): Promise<Content | null> {
  const { userId, invoiceId, paymentId, balanceAfter, amountPaidAfter } = payload as ReceiptPayload;
  const asOf = amountPaidAfter === undefined ? undefined : { amountPaid: amountPaidAfter };
  const [print, payment] = await Promise.all([
    loadInvoicePrint(deps.db, userId, invoiceId, { asOf }),
    findPayment(deps.db, userId, paymentId),
  ]);
  if (!print || !payment) return null;
  const { invoice, job } = print;
  const { document } = job;
  // In the invoice's language, greeting its client's contact (issue 5/6).
  const { contact } = await recipientOf(deps.db, invoice);
  const t = documentTranslator(document);
  const vars = documentVariables(document, invoice.dueDate, contact);
  const money = (amount: string) => formatMoney(amount, document.currency, t.locale);
  const remains =
    toCents(balanceAfter) > 0
      ? t.t('email.receipt.balance', { balance: money(balanceAfter) })
      : t.t('email.receipt.paidInFull');
  // The invoice's private link, when it has one (every emailed invoice does); a receipt never creates one.
  const viewUrl = invoice.shareToken ? shareUrl(deps.appUrl, invoice.shareToken) : null;
  const thanks = t.t('email.receipt.thanks', {
    received: money(payment.amount),
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
  const { attachments } = await printAttachments(deps, print);
  return {
    to: invoice.clientEmail,
    ...companySender(await getSettings(deps.db, userId)),
    subject: t.t('email.subject.receipt', {
      invoiceNumber: vars.invoiceNumber,
      companyName: vars.companyName,
    }),
    text,
    html: documentHtml(document, textToHtml(text), t, {
      buttons: viewUrl ? [{ label: t.t('email.button.view'), url: viewUrl }] : [],
    }),
    attachments,
  };
}
