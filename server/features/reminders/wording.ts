/**
 * Which words an invoice email or reminder uses: the reminders feature's choice (its flow texts and
 * the stage an invoice has reached); the email itself is written from the document by
 * document-mail/invoice-mail.ts.
 */
import type { Document } from '../../../shared/document';
import type { DocumentLanguage } from '../../../shared/i18n/languages';
import { daysBetween } from '../../../shared/invoice-status';
import { builtInUpcomingText } from '../../../shared/reminder-texts';
import type { EmailEdits } from '../../../shared/reminders';
import type { Contact } from '../../../shared/salutation';
import type { QueueInput } from '../../mail/outbox';
import { buildInvoiceMail, type InvoiceMailInput } from '../document-mail/invoice-mail';
import { type Attachment, companySender } from '../document-mail/layout';
import type { InvoicePrint } from '../documents/print';
import type { AccountContext } from '../settings/account-context';
import { type FlowTexts, flowText } from './templates';

/** What an email is about: the invoice email itself, a step of the flow or schedule, or "Send Reminder". */
export type MailKind = 'invoice' | 'due' | 'first' | 'second' | 'final' | 'scheduled' | 'manual';

/**
 * A reminder's text in the client's language. Template steps use their own text; a scheduled or
 * manual reminder uses the text of the stage the invoice has reached (how many days overdue it is).
 */
function reminderText(
  kind: Exclude<MailKind, 'invoice'>,
  flow: FlowTexts,
  daysOverdue: number,
  language: DocumentLanguage,
): string {
  switch (kind) {
    case 'due':
      return flowText(flow, 'dueDateReminderText', language);
    case 'first':
      return flowText(flow, 'firstReminderText', language);
    case 'second':
      return flowText(flow, 'secondReminderText', language);
    case 'final':
      return flowText(flow, 'finalReminderText', language);
    default:
      if (daysOverdue >= flow.finalReminderDaysAfter) return flowText(flow, 'finalReminderText', language);
      if (daysOverdue >= flow.secondReminderDaysAfter) return flowText(flow, 'secondReminderText', language);
      if (daysOverdue >= 1) return flowText(flow, 'firstReminderText', language);
      if (daysOverdue === 0) return flowText(flow, 'dueDateReminderText', language);
      return builtInUpcomingText(language);
  }
}

/** The subject and the message template of an email of `kind` about `document` on `today` (the account's). */
export function wordingFor(
  kind: MailKind,
  flow: FlowTexts,
  document: Pick<Document, 'dueDate' | 'issueDate' | 'language'>,
  today: string,
): Pick<InvoiceMailInput, 'subject' | 'template'> {
  if (kind === 'invoice') return { subject: 'invoice' };
  const daysOverdue = daysBetween(document.dueDate ?? document.issueDate, today);
  return {
    subject: kind === 'final' ? 'final' : 'reminder',
    template: reminderText(kind, flow, daysOverdue, document.language),
  };
}

/** The email a send by hand writes: the invoice email for "first", otherwise a reminder in the invoice's stage. */
export function mailKindOf(reminderType: 'first' | 'manual'): 'invoice' | 'manual' {
  return reminderType === 'first' ? 'invoice' : 'manual';
}

/**
 * The email of a send of `kind`: written from the print its attachments were made from, on the
 * account's today, from the company as it is now (the envelope), to the invoice's client.
 */
export function reminderMail(input: {
  kind: MailKind;
  print: InvoicePrint;
  /** The invoice row as the send holds it (locked): its client's address. */
  invoice: Pick<InvoicePrint['invoice'], 'clientEmail' | 'userId' | 'id'>;
  account: Pick<AccountContext, 'today' | 'settings'>;
  flow: FlowTexts;
  contact: Contact | null;
  attachments: Attachment[];
  viewUrl: string;
  edits?: EmailEdits;
}): QueueInput {
  const { document } = input.print.job;
  const { today } = input.account;
  return buildInvoiceMail({
    document,
    ...wordingFor(input.kind, input.flow, document, today),
    to: input.invoice.clientEmail,
    today,
    contact: input.contact,
    ids: { userId: input.invoice.userId, invoiceId: input.invoice.id },
    sender: companySender(input.account.settings),
    attachments: input.attachments,
    viewUrl: input.viewUrl,
    edits: input.edits,
  });
}
