import { languageOf } from '../../../shared/i18n/languages';
import type { CreditNoteSummary } from '../../../shared/credit-notes';
import type { Invoice, InvoiceWithItems, LineItem } from '../../../shared/invoices';
import { fromCents, type TaxCategory } from '../../../shared/money';
import type { TaxBreakdownRow } from '../../../shared/tax';
import type { InvoiceRow, InvoiceWithItemsRow, LineItemRow } from './repository';
import { balanceDueCents, effectiveStatus } from './status';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The API shape of an invoice; `today` (YYYY-MM-DD in the user's zone) decides whether a sent invoice is overdue. */
export function toInvoice(row: InvoiceRow & { creditNotes?: CreditNoteSummary[] }, today: string): Invoice {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    clientId: row.clientId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    status: effectiveStatus(row.status, row.dueDate, today),
    currency: row.currency,
    subtotal: row.subtotal,
    tax: row.tax,
    taxRate: row.taxRate,
    total: row.total,
    taxBreakdown: row.taxBreakdown as TaxBreakdownRow[],
    taxExemptionReason: row.taxExemptionReason,
    buyerReference: row.buyerReference,
    language: languageOf(row.language),
    serviceDate: row.serviceDate,
    servicePeriodStart: row.servicePeriodStart,
    servicePeriodEnd: row.servicePeriodEnd,
    amountPaid: row.amountPaid,
    creditedAmount: row.creditedAmount,
    balanceDue: fromCents(balanceDueCents(row)),
    creditNotes: row.creditNotes ?? [],
    notes: row.notes,
    projectDescription: row.projectDescription,
    sendReminders: row.sendReminders,
    reminderFlowTemplateId: row.reminderFlowTemplateId,
    sentAt: iso(row.sentAt),
    paidAt: iso(row.paidAt),
    voidedAt: iso(row.voidedAt),
    voidReason: row.voidReason,
    viewedAt: iso(row.viewedAt),
    recurringInvoiceId: row.recurringInvoiceId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toLineItem(row: LineItemRow): LineItem {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    position: row.position,
    description: row.description,
    quantity: Number(row.quantity),
    unit: row.unit,
    rate: row.rate,
    amount: row.amount,
    taxRate: row.taxRate,
    taxCategory: row.taxCategory as TaxCategory,
  };
}

export function toInvoiceWithItems(row: InvoiceWithItemsRow, today: string): InvoiceWithItems {
  return { ...toInvoice(row, today), lineItems: row.lineItems.map(toLineItem) };
}
