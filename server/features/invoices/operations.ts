import type { z } from 'zod';
import { todayIn } from '../../../shared/dates';
import type { createInvoiceInputSchema, Invoice, InvoiceWithItems, LineItem } from '../../../shared/invoices';
import { computeTotals, fromCents, MAX_CENTS } from '../../../shared/money';
import { conflict, notFound, unprocessable } from '../../lib/app-error';
import { peekNext, takeNext } from '../../lib/counters';
import type { Deps } from '../../lib/deps';
import { getSettings, getTimeZone } from '../settings/repository';
import * as repo from './repository';
import { toInvoice, toInvoiceWithItems, toLineItem } from './serialize';

type CreateInvoice = z.output<typeof createInvoiceInputSchema>;

/** The counter kind that numbers a user's invoices. */
export const INVOICE_COUNTER = 'invoice';

async function today(deps: Deps, userId: string): Promise<string> {
  return todayIn(await getTimeZone(deps.db, userId));
}

export async function listInvoices(deps: Deps, userId: string): Promise<Invoice[]> {
  const [rows, day] = await Promise.all([repo.listInvoices(deps.db, userId), today(deps, userId)]);
  return rows.map((row) => toInvoice(row, day));
}

/** GET /api/invoices: the list above as JSON text, serialised by the database (see listInvoicesJson). */
export async function listInvoicesJson(deps: Deps, userId: string): Promise<string> {
  return repo.listInvoicesJson(deps.db, userId, await today(deps, userId));
}

export async function getInvoice(deps: Deps, userId: string, id: number): Promise<InvoiceWithItems> {
  const row = await repo.findInvoiceWithItems(deps.db, userId, id);
  if (!row) throw notFound('Invoice');
  return toInvoiceWithItems(row, await today(deps, userId));
}

export async function getLineItems(deps: Deps, userId: string, id: number): Promise<LineItem[]> {
  const row = await repo.findInvoiceWithItems(deps.db, userId, id);
  if (!row) throw notFound('Invoice');
  return row.lineItems.map(toLineItem);
}

/** The number the next invoice will get, without using it up. */
export async function peekNextInvoiceNumber(deps: Deps, userId: string): Promise<string> {
  const settings = await getSettings(deps.db, userId);
  const next = await peekNext(deps.db, userId, INVOICE_COUNTER, settings.invoiceNumberStart);
  return `${settings.invoicePrefix}-${next}`;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: any = err; e; e = e.cause) if (e.code === '23505') return true;
  return false;
}

/**
 * Creates an invoice: every figure is computed here from the line items and the user's tax rate
 * (figures the caller sent are ignored), and the number is taken from the user's counter in the
 * same transaction, so concurrent creates never share or skip a number.
 */
export async function createInvoice(
  deps: Deps,
  userId: string,
  input: CreateInvoice,
  now = new Date(),
): Promise<InvoiceWithItems> {
  try {
    const row = await deps.db.transaction(async (tx) => {
      const settings = await getSettings(tx, userId);
      const client = await repo.findClient(tx, userId, input.clientId);
      if (!client) throw notFound('Client');
      if (
        input.reminderFlowTemplateId &&
        !(await repo.templateBelongsTo(tx, userId, input.reminderFlowTemplateId))
      ) {
        throw notFound('Reminder flow template');
      }
      const totals = computeTotals(input.lineItems, settings.taxRate);
      if (totals.totalCents > MAX_CENTS || totals.lines.some((l) => l.amountCents > MAX_CENTS)) {
        throw unprocessable('The invoice total is too large (at most 99,999,999.99).');
      }
      const number = await takeNext(tx, userId, INVOICE_COUNTER, settings.invoiceNumberStart);
      return repo.insertInvoice(
        tx,
        {
          userId,
          invoiceNumber: `${settings.invoicePrefix}-${number}`,
          clientId: client.id,
          clientName: input.clientName ?? client.name,
          clientEmail: input.clientEmail ?? client.email,
          issueDate: input.issueDate,
          dueDate: input.dueDate,
          status: input.status,
          currency: input.currency ?? settings.currency,
          subtotal: fromCents(totals.subtotalCents),
          tax: fromCents(totals.taxCents),
          taxRate: totals.taxRate,
          total: fromCents(totals.totalCents),
          notes: input.notes,
          projectDescription: input.projectDescription,
          sendReminders: input.sendReminders,
          reminderFlowTemplateId: input.reminderFlowTemplateId ?? null,
          sentAt: input.status === 'sent' ? now : null,
          createdAt: now,
          updatedAt: now,
        },
        input.lineItems.map((item, i) => ({
          position: i,
          description: item.description,
          quantity: item.quantity,
          rate: fromCents(totals.lines[i].rateCents),
          amount: fromCents(totals.lines[i].amountCents),
        })),
      );
    });
    return toInvoiceWithItems(row, await today(deps, userId));
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict('That invoice number is already taken. Check the prefix and start number in Settings.');
    }
    throw err;
  }
}

export async function deleteInvoice(deps: Deps, userId: string, id: number): Promise<void> {
  const deleted = await repo.deleteInvoice(deps.db, userId, id);
  if (!deleted) throw notFound('Invoice');
}
