import { addDays } from '@shared/dates';
import type { CreateInvoiceInput, createInvoiceInputSchema, InvoiceWithItems } from '@shared/invoices';
import { computeTotals, fromCents } from '@shared/money';
import type { z } from 'zod';
import { emptyLineItem, liveTotals } from '@/components/invoice/line-items';
import { browserToday } from '@/lib/dates';
import type { InvoiceParts } from './invoice-document';

export type InvoiceFormValues = CreateInvoiceInput;
export type InvoiceFormOutput = z.output<typeof createInvoiceInputSchema>;

/** SPEC §9: issue date today, due date 30 days later, one line item of quantity 1. */
export function defaultInvoiceValues(now = new Date()): InvoiceFormValues {
  const today = browserToday(now);
  return {
    clientId: undefined as unknown as number,
    clientEmail: '',
    projectDescription: '',
    issueDate: today,
    dueDate: addDays(today, 30),
    status: 'draft',
    notes: '',
    sendReminders: true,
    reminderFlowTemplateId: null,
    lineItems: [emptyLineItem()],
  };
}

/** A saved invoice as the form edits it (its number, currency and tax rate stay the invoice's own). */
export function invoiceToFormValues(invoice: InvoiceWithItems): InvoiceFormValues {
  return {
    clientId: invoice.clientId ?? (undefined as unknown as number),
    clientEmail: invoice.clientEmail,
    projectDescription: invoice.projectDescription ?? '',
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    status: invoice.status === 'draft' ? 'draft' : 'sent',
    notes: invoice.notes ?? '',
    sendReminders: invoice.sendReminders,
    reminderFlowTemplateId: invoice.reminderFlowTemplateId,
    lineItems: invoice.lineItems.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit: item.unit ?? '',
      rate: item.rate,
    })),
  };
}

/** The POST body: the form's values plus the figures shown (the server recomputes them anyway). */
export function toCreatePayload(
  values: InvoiceFormOutput,
  status: 'draft' | 'sent',
  opts: {
    clientName: string | undefined;
    currency: string | undefined;
    taxRate: number | string | undefined;
  },
): CreateInvoiceInput {
  const totals = computeTotals(values.lineItems, opts.taxRate);
  return {
    ...values,
    status,
    clientName: opts.clientName ?? null,
    ...(opts.currency ? { currency: opts.currency as CreateInvoiceInput['currency'] } : {}),
    subtotal: fromCents(totals.subtotalCents),
    tax: fromCents(totals.taxCents),
    total: fromCents(totals.totalCents),
    lineItems: values.lineItems.map((item, i) => ({
      ...item,
      amount: fromCents(totals.lines[i].amountCents),
    })),
  };
}

type PreviewClient = { name: string; email: string; phone: string | null; address: string | null };

/** The form's values as the preview prints them, before the invoice is saved (a draft). */
export function toPreviewData(
  values: InvoiceFormValues,
  opts: {
    client: PreviewClient;
    invoiceNumber: string;
    currency: string | undefined;
    taxRate: number | string | undefined;
  },
): InvoiceParts {
  const totals = liveTotals(values.lineItems, opts.taxRate);
  const { client } = opts;
  return {
    invoice: {
      invoiceNumber: opts.invoiceNumber,
      status: 'draft',
      issueDate: values.issueDate,
      dueDate: values.dueDate,
      currency: opts.currency ?? 'USD',
      subtotal: fromCents(totals.subtotalCents),
      tax: fromCents(totals.taxCents),
      taxRate: totals.taxRate,
      total: fromCents(totals.totalCents),
      amountPaid: '0.00',
      projectDescription: values.projectDescription || null,
      notes: values.notes || null,
    },
    buyer: {
      name: client.name,
      email: values.clientEmail || client.email,
      phone: client.phone,
      address: client.address,
    },
    lines: values.lineItems.map((item, i) => ({
      description: item.description,
      quantity: totals.lines[i].quantity,
      unit: item.unit || null,
      rate: fromCents(totals.lines[i].rateCents),
      amount: fromCents(totals.lines[i].amountCents),
    })),
  };
}
