/**
 * An invoice email or reminder as a send would write it now (reminders/wording.ts `reminderMail`):
 * the invoice's print, its flow, the account's today and company, without attachments.
 */
import type { Tx } from '../server/db/client';
import { recipientOf } from '../server/features/document-mail/recipient';
import { loadInvoicePrint } from '../server/features/documents/print';
import { resolveTemplate } from '../server/features/reminders/templates';
import { type MailKind, reminderMail } from '../server/features/reminders/wording';
import { loadAccountContext } from '../server/features/settings/account-context';
import type { QueueInput } from '../server/mail/outbox';

export async function invoiceMailOf(
  db: Tx,
  userId: string,
  invoiceId: number,
  kind: MailKind,
  now = new Date(),
): Promise<QueueInput> {
  const print = await loadInvoicePrint(db, userId, invoiceId, { withLogo: false });
  if (!print) throw new Error(`No invoice ${invoiceId}`);
  const { invoice } = print;
  const [account, flow, { contact }] = await Promise.all([
    loadAccountContext(db, userId, now),
    resolveTemplate(db, userId, invoice.reminderFlowTemplateId),
    recipientOf(db, invoice),
  ]);
  return reminderMail({
    kind,
    print,
    invoice,
    account: account!,
    flow,
    contact,
    attachments: [],
    viewUrl: 'https://duely.example/i/token',
  });
}
