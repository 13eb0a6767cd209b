/**
 * What an invoice's emails say of its amounts: the values of the text variables ({amount},
 * {balanceDue}, {creditedAmount}, …) and the amounts in words below the message.
 */
import { formatMoney } from '../../../shared/currency';
import { formatDocumentDate } from '../../../shared/dates';
import { companyDisplayName } from '../../../shared/invoice-document';
import { daysBetween } from '../../../shared/invoice-status';
import { localeForCountry } from '../../../shared/locale-defaults';
import { fromCents, toCents } from '../../../shared/money';
import type { ReminderVariables } from '../../../shared/reminders';
import type { InvoiceRow } from '../invoices/repository';
import { balanceDueCents } from '../invoices/status';
import type { SettingsValues } from '../settings/repository';

/**
 * The values of {clientName}, {amount}, … for one invoice on one day (the user's "today"), amounts
 * and dates written as in the company's country.
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
): ReminderVariables {
  const locale = localeForCountry(settings.country);
  return {
    clientName: invoice.clientName,
    invoiceNumber: invoice.invoiceNumber,
    amount: formatMoney(invoice.total, invoice.currency, locale),
    balanceDue: formatMoney(fromCents(balanceDueCents(invoice)), invoice.currency, locale),
    amountPaid: formatMoney(invoice.amountPaid, invoice.currency, locale),
    creditedAmount: formatMoney(invoice.creditedAmount, invoice.currency, locale),
    currency: invoice.currency,
    dueDate: formatDocumentDate(invoice.dueDate, locale),
    daysOverdue: String(Math.max(0, daysBetween(invoice.dueDate, today))),
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
): string {
  // Something was taken off when less is due than the total (shared/invoice-lifecycle.ts).
  if (balanceDueCents(invoice) >= toCents(invoice.total))
    return `Invoice ${invoice.invoiceNumber}: ${vars.amount}, due ${vars.dueDate}.`;
  const taken = [
    toCents(invoice.amountPaid) > 0 ? `${vars.amountPaid} paid` : '',
    toCents(invoice.creditedAmount) > 0 ? `${vars.creditedAmount} credited` : '',
  ].filter(Boolean);
  return `Invoice ${invoice.invoiceNumber}: ${vars.amount}, of which ${taken.join(' and ')}; balance due ${vars.balanceDue}, due ${vars.dueDate}.`;
}
