import { todayIn } from '../../../shared/dates';
import { addressLines, invoicePayUrl, invoiceService } from '../../../shared/document-build';
import { companyDisplayName, documentServiceFact, taxNotes } from '../../../shared/invoice-document';
import { daysBetween } from '../../../shared/invoice-status';
import { localeForCountry } from '../../../shared/locale-defaults';
import { toCents } from '../../../shared/money';
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
import type { FlowTexts } from './templates';
import { amountDetails, reminderVariables } from './variables';

/** What an email is about: the invoice email itself, a step of the flow or schedule, or "Send Reminder". */
export type MailKind = 'invoice' | 'due' | 'first' | 'second' | 'final' | 'scheduled' | 'manual';

/** Used for a scheduled or manual reminder before the due date, where the flow has no wording. */
export const UPCOMING_TEXT =
  'Hi {clientName}, a friendly reminder that invoice {invoiceNumber} for {amount} is due on {dueDate}. Thank you for your business! — {companyName}';

const INVOICE_TEXT =
  'Hi {clientName},\n\nplease find attached invoice {invoiceNumber} for {amount}, due on {dueDate}.\n\nThank you for your business!\n{companyName}';

/**
 * The wording for a send. Template steps use their own text; a scheduled or manual reminder uses the
 * text of the stage the invoice has reached (how many days overdue it is).
 */
export function textFor(kind: MailKind, flow: FlowTexts, daysOverdue: number): string {
  switch (kind) {
    case 'invoice':
      return INVOICE_TEXT;
    case 'due':
      return flow.dueDateReminderText;
    case 'first':
      return flow.firstReminderText;
    case 'second':
      return flow.secondReminderText;
    case 'final':
      return flow.finalReminderText;
    default:
      if (daysOverdue >= flow.finalReminderDaysAfter) return flow.finalReminderText;
      if (daysOverdue >= flow.secondReminderDaysAfter) return flow.secondReminderText;
      if (daysOverdue >= 1) return flow.firstReminderText;
      if (daysOverdue === 0) return flow.dueDateReminderText;
      return UPCOMING_TEXT;
  }
}

export function subjectFor(kind: MailKind, invoiceNumber: string, companyName: string): string {
  const about = `Invoice ${invoiceNumber} from ${companyName}`;
  if (kind === 'invoice') return about;
  if (kind === 'final') return `Final Notice: ${about}`;
  return `Reminder: ${about}`;
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
 * top, its address in lines, VAT ID and tax number at the foot.
 */
export function companyHtml(
  settings: Pick<SettingsValues, 'companyName' | 'address' | 'taxId'> &
    Partial<Pick<SettingsValues, 'postalCode' | 'city' | 'vatId'>>,
  bodyHtml: string,
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
      vatId ? `VAT ID ${vatId}` : '',
      taxId ? `Tax number ${taxId}` : '',
    ].filter(Boolean),
    ...parts,
  });
}

/** The buyer reference (BT-10: an order number, a Leitweg-ID) as the facts table names it, when there is one. */
export function referenceFact(buyerReference: string | null): Record<string, string> {
  const reference = buyerReference?.trim();
  return reference ? { Reference: reference } : {};
}

/**
 * What the facts table adds of the invoice's tax content (issue 3/6): its service date or period, and
 * the notes of its VAT breakdown (reverse charge, § 19 UStG, an exemption) when it has any — dates in
 * the company's locale, as its PDF writes them.
 */
export function taxFacts(
  service: Parameters<typeof documentServiceFact>[0],
  breakdown: Pick<TaxBreakdownRow, 'exemptionReason'>[],
  locale: string,
): Record<string, string> {
  const fact = documentServiceFact(service, locale);
  const notes = taxNotes(breakdown);
  return {
    ...(fact ? { [fact.label]: fact.value } : {}),
    ...(notes.length > 0 ? { 'VAT note': notes.join(' · ') } : {}),
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
    'kind' | 'invoice' | 'settings' | 'flow' | 'timeZone' | 'now'
  >,
): EmailDraft {
  const { invoice, settings } = input;
  const today = todayIn(input.timeZone, input.now);
  const vars = reminderVariables(invoice, settings, today);
  return {
    to: invoice.clientEmail,
    subject: subjectFor(input.kind, invoice.invoiceNumber, vars.companyName),
    message: renderReminderText(textFor(input.kind, input.flow, daysBetween(invoice.dueDate, today)), vars),
  };
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
}): QueueInput {
  const { invoice, settings, viewUrl, edits = {} } = input;
  const today = todayIn(input.timeZone, input.now);
  const vars = reminderVariables(invoice, settings, today);
  const draft = emailDraft(input);
  const body = edits.message ?? draft.message;
  // An issued invoice's email says what its PDF says: the payment details frozen at issue.
  const seller = frozenSeller(invoice) ?? settings;
  const instructions = seller.paymentInstructions?.trim();
  const payment = instructions ? `Payment instructions:\n${instructions}` : '';
  const paid = toCents(invoice.amountPaid) > 0;
  const credited = toCents(invoice.creditedAmount) > 0;
  const payUrl = invoicePayUrl(invoice, seller);
  const paragraphs = (...parts: string[]) => parts.filter(Boolean).join('\n\n');
  const xml = input.attachments.find((a) => a.contentType === 'application/xml');
  const attachedNote = xml
    ? `The invoice is attached as a PDF and as an e-invoice (${xml.filename}).`
    : 'The invoice is attached as a PDF.';
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
      `${amountDetails(invoice, vars)} ${attachedNote}`,
      payUrl ? `Pay online: ${payUrl}` : '',
      `View and pay invoice: ${viewUrl}`,
      payment,
    ),
    html: companyHtml(settings, textToHtml(paragraphs(body, attachedNote, payment)), {
      facts: {
        Invoice: invoice.invoiceNumber,
        ...referenceFact(invoice.buyerReference),
        Amount: vars.amount,
        ...(paid ? { 'Amount paid': vars.amountPaid } : {}),
        ...(credited ? { Credited: vars.creditedAmount } : {}),
        'Balance due': vars.balanceDue,
        'Due date': vars.dueDate,
        ...taxFacts(
          invoiceService(invoice),
          invoice.taxBreakdown as TaxBreakdownRow[],
          localeForCountry(settings.country),
        ),
      },
      buttons: [
        ...(payUrl ? [{ label: 'Pay now', url: payUrl }] : []),
        { label: 'View and pay invoice', url: viewUrl },
      ],
      attachments: input.attachments,
    }),
    attachments: input.attachments,
  };
}
