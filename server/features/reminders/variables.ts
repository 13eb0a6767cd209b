/**
 * What an invoice's emails say of its amounts: the values of the text variables ({amount},
 * {balanceDue}, {creditedAmount}, …) and the amounts in words below the message.
 */
import { formatMoney } from '../../../shared/currency';
import { addDays, formatDocumentDate } from '../../../shared/dates';
import { type Translator, translator } from '../../../shared/i18n/catalog';
import { type DocumentLanguage, documentLocale } from '../../../shared/i18n/languages';
import { companyDisplayName } from '../../../shared/invoice-document';
import { daysBetween } from '../../../shared/invoice-status';
import { localeForCountry } from '../../../shared/locale-defaults';
import { fromCents, toCents } from '../../../shared/money';
import { NEW_DEADLINE_DAYS, type ReminderVariables } from '../../../shared/reminders';
import type { InvoiceRow } from '../invoices/repository';
import { balanceDueCents } from '../invoices/status';
import type { SettingsValues } from '../settings/repository';

/** Who an email to the client speaks to: in the invoice's language, greeting its contact when it names one. */
export interface Recipient {
  language: DocumentLanguage;
  contactName: string | null;
}

/** The texts of an email to a client of `language`, dates and money as the document writes them. */
export function clientTranslator(
  language: DocumentLanguage,
  settings: Pick<SettingsValues, 'country'>,
): Translator {
  return translator(language, documentLocale(language, settings.country));
}

/** "Dear Anna Weber," with a contact name, else the language's neutral opening ("Hello,"). */
export function greeting(t: Translator, contactName: string | null | undefined): string {
  const name = contactName?.trim();
  return name ? t.t('email.greeting.named', { name }) : t.t('email.greeting.neutral');
}

/**
 * The values of {clientName}, {amount}, … for one invoice on one day (the user's "today"). For a
 * client (`recipient`), in the invoice's language and its document locale; without one (the owner's
 * own emails, which stay English), amounts and dates as in the company's country.
 */
export function reminderVariables(
  invoice: Pick<
    InvoiceRow,
    | 'clientName'
    | 'invoiceNumber'
    | 'total'
    | 'amountPaid'
    | 'creditedAmount'
    | 'status'
    | 'currency'
    | 'dueDate'
  >,
  settings: Pick<SettingsValues, 'companyName' | 'country'>,
  today: string,
  recipient?: Recipient,
): ReminderVariables {
  const t = recipient
    ? clientTranslator(recipient.language, settings)
    : translator('en', localeForCountry(settings.country));
  const { locale } = t;
  return {
    greeting: greeting(t, recipient?.contactName),
    clientName: invoice.clientName,
    invoiceNumber: invoice.invoiceNumber,
    amount: formatMoney(invoice.total, invoice.currency, locale),
    balanceDue: formatMoney(fromCents(balanceDueCents(invoice)), invoice.currency, locale),
    amountPaid: formatMoney(invoice.amountPaid, invoice.currency, locale),
    creditedAmount: formatMoney(invoice.creditedAmount, invoice.currency, locale),
    currency: invoice.currency,
    dueDate: formatDocumentDate(invoice.dueDate, locale),
    daysOverdue: String(Math.max(0, daysBetween(invoice.dueDate, today))),
    newDeadline: formatDocumentDate(addDays(today, NEW_DEADLINE_DAYS), locale),
    companyName: companyDisplayName(settings.companyName),
  };
}

/**
 * The amounts in words: the total, and when a payment or a credit note took something off, what was
 * paid and credited (each only when there is any) and the balance still due.
 */
export function amountDetails(
  invoice: Pick<InvoiceRow, 'invoiceNumber' | 'status' | 'total' | 'amountPaid' | 'creditedAmount'>,
  vars: ReminderVariables,
  t: Translator,
): string {
  const { invoiceNumber, amount, balanceDue, dueDate } = vars;
  // Something was taken off when less is due than the total (shared/invoice-lifecycle.ts).
  if (balanceDueCents(invoice) >= toCents(invoice.total))
    return t.t('email.amounts.full', { invoiceNumber, amount, dueDate });
  const paid = toCents(invoice.amountPaid) > 0;
  const credited = toCents(invoice.creditedAmount) > 0;
  const values = { paid: vars.amountPaid, credited: vars.creditedAmount };
  const taken =
    paid && credited
      ? t.t('email.amounts.paidAndCredited', values)
      : paid
        ? t.t('email.amounts.paid', values)
        : t.t('email.amounts.credited', values);
  return t.t('email.amounts.reduced', { invoiceNumber, amount, taken, balanceDue, dueDate });
}
