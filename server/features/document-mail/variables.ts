/**
 * What an invoice's emails say of its amounts: the values of the text variables ({amount},
 * {balanceDue}, {creditedAmount}, …) and the amounts in words below the message. A client's email
 * reads them from the document it is about (its language, locale and seller); the owner's own
 * emails (the digests, in English) from the invoice row.
 */
import { formatMoney } from '../../../shared/currency';
import { addDays, formatDocumentDate } from '../../../shared/dates';
import type { Document } from '../../../shared/document';
import { type Translator, translator } from '../../../shared/i18n/catalog';
import { companyDisplayName, documentTranslator } from '../../../shared/invoice-document';
import { balanceDueCents } from '../../../shared/invoice-lifecycle';
import { daysBetween } from '../../../shared/invoice-status';
import { localeForCountry } from '../../../shared/locale-defaults';
import { fromCents, toCents } from '../../../shared/money';
import { NEW_DEADLINE_DAYS, type ReminderVariables } from '../../../shared/reminders';
import { type Contact, greeting } from '../../../shared/salutation';

/** The figures the variables are written from, whichever source they come from. */
interface Figures {
  clientName: string;
  invoiceNumber: string;
  total: string;
  amountPaid: string;
  creditedAmount: string;
  balanceDue: string;
  currency: string;
  dueDate: string;
  companyName: string;
}

function variablesOf(
  figures: Figures,
  today: string,
  t: Translator,
  contact: Contact | null | undefined,
): ReminderVariables {
  const { locale } = t;
  const money = (amount: string) => formatMoney(amount, figures.currency, locale);
  return {
    greeting: greeting(t, contact),
    clientName: figures.clientName,
    invoiceNumber: figures.invoiceNumber,
    amount: money(figures.total),
    balanceDue: money(figures.balanceDue),
    amountPaid: money(figures.amountPaid),
    creditedAmount: money(figures.creditedAmount),
    currency: figures.currency,
    dueDate: formatDocumentDate(figures.dueDate, locale),
    daysOverdue: String(Math.max(0, daysBetween(figures.dueDate, today))),
    newDeadline: formatDocumentDate(addDays(today, NEW_DEADLINE_DAYS), locale),
    companyName: figures.companyName,
  };
}

/**
 * The values of {clientName}, {amount}, … in an email about `document` on `today` (the account's):
 * in the document's language and locale, its buyer and seller as it prints them.
 */
export function documentVariables(
  document: Document,
  today: string,
  contact: Contact | null,
): ReminderVariables {
  const { totals } = document;
  const figures = {
    clientName: document.buyer.name,
    invoiceNumber: document.number,
    total: totals.total,
    amountPaid: totals.amountPaid,
    creditedAmount: totals.creditedAmount,
    balanceDue: totals.balanceDue,
    currency: document.currency,
    dueDate: document.dueDate ?? document.issueDate,
    companyName: document.seller.name,
  };
  return variablesOf(figures, today, documentTranslator(document), contact);
}

/** The same values for the owner's own emails (English, amounts and dates as in the company's country). */
export function ownerVariables(
  invoice: Omit<Figures, 'balanceDue' | 'companyName'> & { status: string },
  settings: { companyName: string | null; country: string },
  today: string,
): ReminderVariables {
  const figures = {
    ...invoice,
    balanceDue: fromCents(balanceDueCents(invoice)),
    companyName: companyDisplayName(settings.companyName),
  };
  return variablesOf(figures, today, translator('en', localeForCountry(settings.country)), null);
}

/**
 * The amounts in words: the total, and when a payment or a credit note took something off, what was
 * paid and credited (each only when there is any) and the balance still due.
 */
export function amountDetails(document: Document, vars: ReminderVariables, t: Translator): string {
  const { invoiceNumber, amount, balanceDue, dueDate } = vars;
  const { totals } = document;
  // Something was taken off when less is due than the total.
  if (toCents(totals.balanceDue) >= toCents(totals.total))
    return t.t('email.amounts.full', { invoiceNumber, amount, dueDate });
  const paid = toCents(totals.amountPaid) > 0;
  const credited = toCents(totals.creditedAmount) > 0;
  const values = { paid: vars.amountPaid, credited: vars.creditedAmount };
  const taken =
    paid && credited
      ? t.t('email.amounts.paidAndCredited', values)
      : paid
        ? t.t('email.amounts.paid', values)
        : t.t('email.amounts.credited', values);
  return t.t('email.amounts.reduced', { invoiceNumber, amount, taken, balanceDue, dueDate });
}
