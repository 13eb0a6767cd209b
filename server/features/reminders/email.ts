import { formatDocumentDate, todayIn } from '../../../shared/dates';
import { addressLines, invoicePayUrl, invoiceService } from '../../../shared/document-build';
import { CATALOG, type Translator } from '../../../shared/i18n/catalog';
import { languageOf } from '../../../shared/i18n/languages';
import { companyDisplayName, type Service, taxNotes } from '../../../shared/invoice-document';
import { daysBetween } from '../../../shared/invoice-status';
import { toCents } from '../../../shared/money';
import { builtInUpcomingText } from '../../../shared/reminder-texts';
import { type EmailDraft, type EmailEdits, renderReminderText } from '../../../shared/reminders';
import type { TaxBreakdownRow } from '../../../shared/tax';
import type { Tx } from '../../db/client';
import { htmlLayout, type LayoutParts, textToHtml } from '../../mail/compose';
import type { QueueInput } from '../../mail/outbox';
import { frozenSeller } from '../documents/assemble';
import type { InvoiceRow } from '../invoices/repository';
import { imageSides } from '../settings/logo-image';
import type { SettingsValues } from '../settings/repository';
import { ensureShareToken, shareUrl } from '../share/links';
import { type FlowTexts, flowText } from './templates';
import { amountDetails, clientTranslator, type Recipient, reminderVariables } from './variables';

/** What an email is about: the invoice email itself, a step of the flow or schedule, or "Send Reminder". */
export type MailKind = 'invoice' | 'due' | 'first' | 'second' | 'final' | 'scheduled' | 'manual';

/**
 * The wording for a send, in the client's language. Template steps use their own text; a scheduled or
 * manual reminder uses the text of the stage the invoice has reached (how many days overdue it is).
 */
export function textFor(kind: MailKind, flow: FlowTexts, daysOverdue: number, recipient: Recipient): string {
  const { language } = recipient;
  switch (kind) {
    case 'invoice':
      return CATALOG[language]['email.invoice.body'];
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

export function subjectFor(
  kind: MailKind,
  invoiceNumber: string,
  companyName: string,
  t: Translator,
): string {
  const values = { invoiceNumber, companyName };
  if (kind === 'invoice') return t.t('email.subject.invoice', values);
  if (kind === 'final') return t.t('email.subject.final', values);
  return t.t('email.subject.reminder', values);
}

export type Attachment = NonNullable<QueueInput['attachments']>[number];

/** The content id the HTML's logo points at (`cid:`): the logo travels inside the message, never as a link. */
export const LOGO_CID = 'company-logo@duely';
/** The logo's box at the top of an email, in CSS pixels. */
const EMAIL_LOGO_BOX = { width: 200, height: 60 };

/** The layout's logo for the inline image among the attachments, fitted into its box; undefined without one. */
function emailLogo(attachments: Attachment[], alt: string): LayoutParts['logo'] {
  const image = attachments.find((a) => a.cid === LOGO_CID);
  const sides = image && imageSides(image.content);
  if (!sides) return undefined;
  const scale = Math.min(EMAIL_LOGO_BOX.width / sides.width, EMAIL_LOGO_BOX.height / sides.height, 1);
  const shown = (side: number) => Math.max(1, Math.round(side * scale));
  return { cid: LOGO_CID, alt, width: shown(sides.width), height: shown(sides.height) };
}

/** The invoice's private link; its token is created on first need, in the sending transaction. */
export async function invoiceLink(
  tx: Tx,
  appUrl: string,
  invoice: Pick<InvoiceRow, 'id' | 'userId'>,
): Promise<string> {
  // The caller holds the invoice row in this transaction, so the token is always there.
  const token = await ensureShareToken(tx, invoice.userId, invoice.id);
  return shareUrl(appUrl, token!);
}

/** Emails to the client come from the company's name (MAIL_FROM's own when unset) and reply to its email. */
export function companySender(
  settings: Pick<SettingsValues, 'companyName' | 'email'>,
): Pick<QueueInput, 'fromName' | 'replyTo'> {
  return { fromName: settings.companyName?.trim() || null, replyTo: settings.email?.trim() || null };
}

/**
 * The HTML of an email to the client: the company's logo (when `attachments` hold it) and name on
 * top, its address in lines, VAT ID and tax number at the foot, named in the client's language (`t`).
 */
export function companyHtml(
  settings: Pick<SettingsValues, 'companyName' | 'address' | 'taxId'> &
    Partial<Pick<SettingsValues, 'postalCode' | 'city' | 'vatId'>>,
  bodyHtml: string,
  t: Translator,
  {
    attachments = [],
    ...parts
  }: Pick<LayoutParts, 'facts' | 'buttons'> & { attachments?: Attachment[] } = {},
): string {
  const taxId = settings.taxId?.trim();
  const vatId = settings.vatId?.trim();
  const heading = companyDisplayName(settings.companyName);
  return htmlLayout(bodyHtml, {
    logo: emailLogo(attachments, heading),
    heading,
    footer: [
      addressLines(settings, null).join('\n'),
      vatId ? t.t('email.footer.vatId', { vatId }) : '',
      taxId ? t.t('email.footer.taxNumber', { taxNumber: taxId }) : '',
    ].filter(Boolean),
    ...parts,
  });
}

/** The buyer reference (BT-10: an order number, a Leitweg-ID) as the facts table names it, when there is one. */
export function referenceFact(buyerReference: string | null, t: Translator): Record<string, string> {
  const reference = buyerReference?.trim();
  return reference ? { [t.t('email.fact.reference')]: reference } : {};
}

/**
 * What the facts table adds of the invoice's tax content (issue 3/6): its service date or period, and
 * the notes of its VAT breakdown (reverse charge, § 19 UStG, an exemption) when it has any — dates in
 * the document's locale, as its PDF writes them, labels in its language. The notes themselves were
 * written in the invoice's language when it was issued (invoices/tax.ts `writtenIn`).
 */
export function taxFacts(
  service: Service,
  breakdown: Pick<TaxBreakdownRow, 'exemptionReason'>[],
  t: Translator,
): Record<string, string> {
  const date = (d: string) => formatDocumentDate(d, t.locale);
  const notes = taxNotes(breakdown);
  return {
    ...(service && 'date' in service ? { [t.t('email.fact.serviceDate')]: date(service.date) } : {}),
    ...(service && 'start' in service
      ? { [t.t('email.fact.servicePeriod')]: `${date(service.start)} – ${date(service.end)}` }
      : {}),
    ...(notes.length > 0 ? { [t.t('email.fact.vatNote')]: notes.join(' · ') } : {}),
  };
}

/**
 * The parts of an invoice email the sender may review and change before it goes: the recipient, the
 * subject and the message (the kind's template with its variables filled). The email-draft route
 * prefills the dialog with exactly what buildInvoiceMail would write.
 */
export function emailDraft(
  input: Pick<
    Parameters<typeof buildInvoiceMail>[0],
    'kind' | 'invoice' | 'settings' | 'flow' | 'timeZone' | 'now' | 'contactName'
  >,
): EmailDraft {
  const { invoice, settings } = input;
  const today = todayIn(input.timeZone, input.now);
  const recipient = recipientFor(input);
  const vars = reminderVariables(invoice, settings, today, recipient);
  const t = clientTranslator(recipient.language, settings);
  const daysOverdue = daysBetween(invoice.dueDate, today);
  return {
    to: invoice.clientEmail,
    subject: subjectFor(input.kind, invoice.invoiceNumber, vars.companyName, t),
    message: renderReminderText(textFor(input.kind, input.flow, daysOverdue, recipient), vars),
  };
}

/** The invoice's language and the client's contact the email greets. */
function recipientFor(input: {
  invoice: Pick<InvoiceRow, 'language'>;
  contactName: string | null;
}): Recipient {
  return { language: languageOf(input.invoice.language), contactName: input.contactName };
}

/**
 * The complete email for an invoice send: subject naming the invoice and company, the text with
 * its variables filled, the amounts, the invoice's private link (and the company's payment link
 * when it has one), the invoice PDF attached, sent in the company's name with Reply-To its email.
 */
export function buildInvoiceMail(input: {
  kind: MailKind;
  invoice: InvoiceRow;
  settings: SettingsValues;
  flow: FlowTexts;
  timeZone: string;
  now: Date;
  attachments: Attachment[];
  /** The invoice's private link (invoiceLink). */
  viewUrl: string;
  /** The sender's own subject, message and Cc for this one email (issue #22 item 16). */
  edits?: EmailEdits;
  /** The client's contact person the email greets (recipient.ts); null: a neutral opening. */
  contactName: string | null;
}): QueueInput {
  const { invoice, settings, viewUrl, edits = {} } = input;
  const today = todayIn(input.timeZone, input.now);
  const recipient = recipientFor(input);
  const vars = reminderVariables(invoice, settings, today, recipient);
  const t = clientTranslator(recipient.language, settings);
  const draft = emailDraft(input);
  const body = edits.message ?? draft.message;
  // An issued invoice's email says what its PDF says: the payment details frozen at issue.
  const seller = frozenSeller(invoice) ?? settings;
  const instructions = seller.paymentInstructions?.trim();
  const payment = instructions ? `${t.t('email.paymentInstructions')}\n${instructions}` : '';
  const paid = toCents(invoice.amountPaid) > 0;
  const credited = toCents(invoice.creditedAmount) > 0;
  const payUrl = invoicePayUrl(invoice, seller);
  const paragraphs = (...parts: string[]) => parts.filter(Boolean).join('\n\n');
  const xml = input.attachments.find((a) => a.contentType === 'application/xml');
  const attachedNote = xml
    ? t.t('email.attached.eInvoice', { filename: xml.filename })
    : t.t('email.attached.pdf');
  return {
    userId: invoice.userId,
    kind: input.kind === 'invoice' ? 'invoice' : 'reminder',
    invoiceId: invoice.id,
    to: draft.to,
    cc: edits.cc ?? null,
    ...companySender(settings),
    subject: edits.subject ?? draft.subject,
    text: paragraphs(
      body,
      `${amountDetails(invoice, vars, t)} ${attachedNote}`,
      payUrl ? t.t('email.link.payOnline', { url: payUrl }) : '',
      t.t('email.link.viewAndPay', { url: viewUrl }),
      payment,
    ),
    html: companyHtml(settings, textToHtml(paragraphs(body, attachedNote, payment)), t, {
      facts: {
        [t.t('email.fact.invoice')]: invoice.invoiceNumber,
        ...referenceFact(invoice.buyerReference, t),
        [t.t('email.fact.amount')]: vars.amount,
        ...(paid ? { [t.t('email.fact.amountPaid')]: vars.amountPaid } : {}),
        ...(credited ? { [t.t('email.fact.credited')]: vars.creditedAmount } : {}),
        [t.t('email.fact.balanceDue')]: vars.balanceDue,
        [t.t('email.fact.dueDate')]: vars.dueDate,
        ...taxFacts(invoiceService(invoice), invoice.taxBreakdown as TaxBreakdownRow[], t),
      },
      buttons: [
        ...(payUrl ? [{ label: t.t('email.button.payNow'), url: payUrl }] : []),
        { label: t.t('email.button.viewAndPay'), url: viewUrl },
      ],
      attachments: input.attachments,
    }),
    attachments: input.attachments,
  };
}
