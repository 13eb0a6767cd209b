import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { todayIn } from '../../../shared/dates';
import { canTransition, effectiveStatus, statusLabel } from '../../../shared/invoice-status';
import type { createInvoiceInputSchema, Invoice, InvoiceWithItems, LineItem } from '../../../shared/invoices';
import { computeTotals, fromCents, MAX_CENTS } from '../../../shared/money';
import { conflict, notFound, unprocessable } from '../../lib/app-error';
import { peekNext, takeNext } from '../../lib/counters';
import type { Deps } from '../../lib/deps';
import { getSettings, getTimeZone } from '../settings/repository';
import { emitInvoicePaid } from './events';
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

/**
 * Moves an invoice along draft → sent → paid (sent → overdue → paid, draft → paid); paid is final.
 * Marking paid records paidAt, then the paid handlers run once the change is committed.
 */
export async function updateInvoiceStatus(
  deps: Deps,
  userId: string,
  id: number,
  status: string,
  log?: Pick<FastifyBaseLogger, 'error'>,
  now = new Date(),
): Promise<Invoice> {
  const day = await today(deps, userId);
  const updated = await deps.db.transaction(async (tx) => {
    const invoice = await repo.findInvoice(tx, userId, id, { forUpdate: true });
    if (!invoice) throw notFound('Invoice');
    const from = effectiveStatus(invoice.status, invoice.dueDate, day);
    if (from === status) return { row: invoice, changed: false };
    if (from === 'paid')
      throw unprocessable('This invoice is already paid; a paid invoice cannot change status.');
    if (!canTransition(from, status)) {
      throw unprocessable(
        `An invoice that is ${statusLabel(from)} cannot be changed to ${statusLabel(status)}.`,
      );
    }
    const row = await repo.updateInvoice(tx, userId, id, {
      status,
      ...(status === 'paid' ? { paidAt: now } : {}),
      ...(status === 'sent' && !invoice.sentAt ? { sentAt: now } : {}),
    });
    return { row: row!, changed: true };
  });
  if (updated.changed && status === 'paid') await emitInvoicePaid(deps, userId, id, log);
  return toInvoice(updated.row, day);
}

export async function deleteInvoice(deps: Deps, userId: string, id: number): Promise<void> {
  const deleted = await repo.deleteInvoice(deps.db, userId, id);
  if (!deleted) throw notFound('Invoice');
}
