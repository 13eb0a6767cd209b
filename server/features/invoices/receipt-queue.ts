/**
 * A payment's receipt to the client, queued in the transaction that records the payment and
 * composed by the worker (document-mail/receipt.ts).
 */
import { todayIn } from '../../../shared/dates';
import { translator } from '../../../shared/i18n/catalog';
import { documentLocale, languageOf } from '../../../shared/i18n/languages';
import { companyDisplayName } from '../../../shared/invoice-document';
import type { Tx } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { sendMoment } from '../../lib/send-moment';
import { companyReady } from '../settings/company-ready';
import { getNotificationPreferences, getSettings } from '../settings/repository';
import { RECEIPT_KIND } from './payments-repository';
import type { InvoiceRow } from './repository';
import { countSendsByHand } from './sends-by-hand';

export interface ReceiptPayload {
  userId: string;
  invoiceId: number;
  paymentId: number;
  /** What remained due right after this payment: the receipt states it as of the payment. */
  balanceAfter: string;
  /**
   * What was paid in all right after this payment: the attached PDF shows the invoice as of the
   * payment, though the worker renders it later (issue #22 item 6). Absent in receipts queued before.
   */
  amountPaidAfter?: string;
}

/**
 * Queues the payment's receipt when the owner wants receipts. A receipt counts towards the invoice's
 * daily cap of emails sent by hand (MAIL_MANUAL_PER_INVOICE_DAY, docs/decisions/009 and 022): past
 * it the payment is recorded and no receipt goes (issue #22 item 7). The caller holds the invoice's
 * row lock, so payments at once count one after another.
 */
export async function queueReceipt(
  deps: Deps,
  tx: Tx,
  invoice: InvoiceRow,
  payload: ReceiptPayload,
  clock: { timeZone: string; now: Date },
) {
  const prefs = await getNotificationPreferences(tx, invoice.userId);
  if (!prefs.paymentNotifications) return;
  // A receipt belongs to the moment of payment: none for an account without a company (decision 017).
  if (!(await companyReady(tx, invoice.userId))) return;
  const dayStart = sendMoment(todayIn(clock.timeZone, clock.now), clock.timeZone, 0);
  if ((await countSendsByHand(tx, invoice.id, dayStart)) >= deps.config.mailLimits.manualPerInvoiceDay)
    return;
  const settings = await getSettings(tx, invoice.userId);
  const language = languageOf(invoice.language);
  const t = translator(language, documentLocale(language, settings.country));
  await deps.mailer.enqueueDeferred(tx, {
    userId: invoice.userId,
    kind: RECEIPT_KIND,
    invoiceId: invoice.id,
    to: invoice.clientEmail,
    // The subject the worker's receipt will carry (document-mail/receipt.ts), in the invoice's language.
    subject: t.t('email.subject.receipt', {
      invoiceNumber: invoice.invoiceNumber,
      companyName: companyDisplayName(settings.companyName),
    }),
    payload,
    // The cap above counts receipts from the day's start by the same clock.
    createdAt: clock.now,
  });
}
