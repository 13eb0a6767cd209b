import { addDays } from '@shared/dates';
import type { CreateInvoiceInput, createInvoiceInputSchema } from '@shared/invoices';
import { computeTotals, fromCents, type Totals, toCents } from '@shared/money';
import type { z } from 'zod';
import { browserToday } from '@/lib/dates';

export type InvoiceFormValues = CreateInvoiceInput;
export type InvoiceFormOutput = z.output<typeof createInvoiceInputSchema>;

export const emptyLineItem = () => ({ description: '', quantity: 1, rate: '0' });

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

function safeCents(rate: unknown): number {
  try {
    return typeof rate === 'string' || typeof rate === 'number' ? toCents(rate) : 0;
  } catch {
    return 0;
  }
}

/** Live figures while typing: a field that is not (yet) a valid number counts as 0. */
export function liveTotals(
  items: { quantity?: unknown; rate?: unknown }[] | undefined,
  taxRate: number | string | null | undefined,
): Totals {
  return computeTotals(
    (items ?? []).map((item) => {
      const q = Number(item.quantity);
      return { quantity: Number.isInteger(q) && q > 0 ? q : 0, rate: fromCents(safeCents(item.rate)) };
    }),
    taxRate,
  );
}

/** The POST body: the form's values plus the figures shown (the server recomputes them anyway). */
export function toCreatePayload(
  values: InvoiceFormOutput,
  status: 'draft' | 'sent',
  opts: { clientName: string | undefined; currency: string | undefined; taxRate: number | undefined },
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
