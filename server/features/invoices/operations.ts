import type { z } from 'zod';
import { addDays } from '../../../shared/dates';
import type { ErrorCode } from '../../../shared/i18n/errors/en';
import { languageOf } from '../../../shared/i18n/languages';
import { daysBetween } from '../../../shared/invoice-status';
import {
  type createInvoiceInputSchema,
  filteredCount,
  type Invoice,
  type InvoicePageQuery,
  type InvoiceWithItems,
  type LineItem,
} from '../../../shared/invoices';
import type { TaxCategory } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { readAccountToday } from '../../lib/account-today';
import { conflict, notFound, unprocessable } from '../../lib/app-error';
import { INVOICE_COUNTER, peekNext, takeNext } from '../../lib/counters';
import type { Deps } from '../../lib/deps';
import type { Account } from '../../plugins/session';
import { assertCompanyReady } from '../settings/company-ready';
import { getSettings, type SettingsValues } from '../settings/repository';
import { recordEvent } from './activity';
import { creditNoteSummaries, withCreditNotes } from './credit-summaries';
import { issueInvoice } from './lifecycle';
import { pageInvoicesJson as pageInvoicesPage } from './paged-repository';
import * as repo from './repository';
import { toInvoice, toInvoiceWithItems, toLineItem } from './serialize';
import { invoiceCan } from './status';
import { paymentTermsOf, priceInvoice, type TaxCompany, taxCompanyOf } from './tax';

export type CreateInvoice = z.output<typeof createInvoiceInputSchema>;

export async function listInvoices(deps: Deps, userId: string, now = new Date()): Promise<Invoice[]> {
  const [rows, day] = await Promise.all([
    repo.listInvoices(deps.db, userId),
    readAccountToday(deps.db, userId, now),
  ]);
  const notes = await creditNoteSummaries(
    deps.db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toInvoice({ ...row, creditNotes: notes.get(row.id) }, day));
}

/** GET /api/invoices: the list above as JSON text, serialised by the database (see listInvoicesJson). */
export async function listInvoicesJson(
  deps: Deps,
  userId: string,
  known?: Account,
  now = new Date(),
): Promise<string> {
  return repo.listInvoicesJson(deps.db, userId, await readAccountToday(deps.db, userId, now, known));
}

/**
 * GET /api/invoices/paged as JSON text: the page's items serialised by the database, wrapped with the
 * total (from the counts: the status filter only narrows them), page, pageSize and counts.
 */
export async function pageInvoicesJson(
  deps: Deps,
  userId: string,
  query: InvoicePageQuery,
  known?: Account,
  now = new Date(),
): Promise<string> {
  const day = await readAccountToday(deps.db, userId, now, known);
  const { itemsJson, counts } = await pageInvoicesPage(deps.db, userId, day, query);
  const total = filteredCount(counts, query.status);
  const rest = JSON.stringify({ total, page: query.page, pageSize: query.pageSize, counts });
  return `{"items":${itemsJson},${rest.slice(1)}`;
}

export async function getInvoice(
  deps: Deps,
  userId: string,
  id: number,
  now = new Date(),
): Promise<InvoiceWithItems> {
  const row = await repo.findInvoiceWithItems(deps.db, userId, id);
  if (!row) throw notFound('invoice_not_found');
  return toInvoiceWithItems(row, await readAccountToday(deps.db, userId, now));
}

export async function getLineItems(deps: Deps, userId: string, id: number): Promise<LineItem[]> {
  const row = await repo.findInvoiceWithItems(deps.db, userId, id);
  if (!row) throw notFound('invoice_not_found');
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
 * The stored service date or period (§14(4) No. 6 UStG): a period when one is given, else the
 * service date, else the issue date. Both at once never get here (serviceIssues, 400).
 */
function serviceFields(input: CreateInvoice) {
  const period = Boolean(input.servicePeriodStart && input.servicePeriodEnd);
  return {
    serviceDate: period ? null : (input.serviceDate ?? input.issueDate),
    servicePeriodStart: period ? input.servicePeriodStart : null,
    servicePeriodEnd: period ? input.servicePeriodEnd : null,
  };
}

/** The invoice fields that follow from its body, company and client: due date, tax, service. */
function derivedFields(
  input: CreateInvoice,
  settings: SettingsValues,
  client: repo.ClientRow,
  company: TaxCompany,
) {
  const { figures, lines } = priceInvoice(input, company, client);
  return {
    values: {
      // Left out: the issue date + the client's payment terms, else the company's (issue 3/6).
      dueDate: input.dueDate ?? addDays(input.issueDate, paymentTermsOf(settings, client)),
      ...figures,
      taxExemptionReason: input.taxExemptionReason ?? null,
      ...serviceFields(input),
      // A draft speaks its client's language; issuing freezes it (lifecycle.ts issueInvoice).
      language: languageOf(client.language),
    },
    lines,
  };
}

/** The client and reminder flow an invoice refers to must be the user's own. */
export async function checkReferences(
  tx: Tx,
  userId: string,
  input: Pick<CreateInvoice, 'clientId' | 'reminderFlowTemplateId'>,
) {
  const client = await repo.findClient(tx, userId, input.clientId);
  if (!client) throw notFound('client_not_found');
  if (
    input.reminderFlowTemplateId &&
    !(await repo.templateBelongsTo(tx, userId, input.reminderFlowTemplateId))
  ) {
    throw notFound('reminder_flow_not_found');
  }
  return client;
}

/**
 * Inserts an invoice in the caller's transaction: every figure is computed from the line items and
 * the company's tax rate now, and the number is taken from the user's counter in the same
 * transaction, so concurrent creates never share or skip a number (a rolled-back transaction gives
 * its number back). The recurring generator calls this inside the transaction that records the
 * occurrence. It is created a draft; asked for as sent (Create & Send, a recurring invoice in send
 * mode), it is issued at once (lifecycle.ts `issueInvoice`: status and frozen parties).
 */
export async function insertNewInvoice(
  tx: Tx,
  userId: string,
  input: CreateInvoice,
  now: Date,
  extra: {
    recurringInvoiceId?: number;
    event?: string;
    /**
     * Asked for as sent, whether the draft just written may be issued; false leaves it a draft (the
     * recurring generator's check of the client's e-invoice, issue 2/7 item 12).
     */
    mayIssue?: (draft: repo.InvoiceWithItemsRow) => Promise<boolean>;
  } = {},
): Promise<repo.InvoiceWithItemsRow> {
  const settings = await getSettings(tx, userId);
  const client = await checkReferences(tx, userId, input);
  const { values, lines } = derivedFields(input, settings, client, taxCompanyOf(settings));
  const number = await takeNext(tx, userId, INVOICE_COUNTER, settings.invoiceNumberStart);
  const created = await repo.insertInvoice(
    tx,
    {
      userId,
      invoiceNumber: `${settings.invoicePrefix}-${number}`,
      clientId: client.id,
      clientName: input.clientName ?? client.name,
      clientEmail: input.clientEmail ?? client.email,
      issueDate: input.issueDate,
      status: 'draft',
      currency: input.currency ?? settings.currency,
      ...values,
      buyerReference: input.buyerReference === undefined ? client.buyerReference : input.buyerReference,
      notes: input.notes,
      projectDescription: input.projectDescription,
      sendReminders: input.sendReminders,
      reminderFlowTemplateId: input.reminderFlowTemplateId ?? null,
      recurringInvoiceId: extra.recurringInvoiceId ?? null,
      createdAt: now,
      updatedAt: now,
    },
    lines,
  );
  const issuing = input.status === 'sent' && (!extra.mayIssue || (await extra.mayIssue(created)));
  const detail = issuing ? 'Created as sent' : 'Created as a draft';
  await recordEvent(tx, created, 'created', extra.event ? `${detail} ${extra.event}` : detail, now);
  if (!issuing) return created;
  return { ...(await issueInvoice(tx, created, now)), lineItems: created.lineItems };
}

export function isDuplicateNumber(err: unknown): boolean {
  return isUniqueViolation(err);
}

/**
 * POST /api/invoices: one invoice in its own transaction (see insertNewInvoice). Create & Send (status
 * sent) needs the company's name and email (docs/decisions/017); a draft can always be saved.
 */
export async function createInvoice(
  deps: Deps,
  userId: string,
  input: CreateInvoice,
  now = new Date(),
): Promise<InvoiceWithItems> {
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (input.status === 'sent') await assertCompanyReady(tx, userId);
      return insertNewInvoice(tx, userId, input, now);
    });
    return toInvoiceWithItems(row, await readAccountToday(deps.db, userId, now));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('invoice_number_taken');
    throw err;
  }
}

/**
 * BT-10 after an edit: the one given; left out, the stored one, unless the client changed — then the
 * new client's (the old client's reference, a Leitweg-ID say, names the wrong buyer).
 */
function editedBuyerReference(
  input: CreateInvoice,
  invoice: repo.InvoiceRow,
  client: repo.ClientRow,
): string | null {
  if (input.buyerReference !== undefined) return input.buyerReference;
  return client.id === invoice.clientId ? invoice.buyerReference : client.buyerReference;
}

/**
 * PUT /api/invoices/{id}: the same body as POST; its status is ignored (status moves through send,
 * payments, void and PATCH). Only a draft is edited, keeping its number and tax rate; an issued
 * invoice is a record (PRODUCT §2; GoBD, §14 UStG) and answers 409, corrected by a credit note.
 */
export async function updateInvoice(
  deps: Deps,
  userId: string,
  id: number,
  input: CreateInvoice,
  now = new Date(),
): Promise<InvoiceWithItems> {
  const row = await deps.db.transaction(async (tx) => {
    const invoice = await repo.findInvoice(tx, userId, id, { forUpdate: true });
    if (!invoice) throw notFound('invoice_not_found');
    if (!invoiceCan(invoice, 'edit'))
      throw conflict('invoice_issued_immutable', { number: invoice.invoiceNumber });
    const client = await checkReferences(tx, userId, input);
    const settings = await getSettings(tx, userId);
    // A draft keeps the rate it was made with as its lines' default (Settings may have changed since).
    const company = taxCompanyOf(settings, invoice.taxRate);
    const { values, lines } = derivedFields(input, settings, client, company);
    const updated = await repo.replaceInvoice(
      tx,
      userId,
      id,
      {
        clientId: client.id,
        clientName: input.clientName ?? client.name,
        clientEmail: input.clientEmail ?? client.email,
        issueDate: input.issueDate,
        currency: input.currency ?? invoice.currency,
        ...values,
        buyerReference: editedBuyerReference(input, invoice, client),
        notes: input.notes,
        projectDescription: input.projectDescription,
        sendReminders: input.sendReminders,
        reminderFlowTemplateId: input.reminderFlowTemplateId ?? null,
        updatedAt: now,
      },
      lines,
    );
    await recordEvent(tx, updated, 'edited', 'Invoice edited', now);
    return withCreditNotes(tx, updated);
  });
  return toInvoiceWithItems(row, await readAccountToday(deps.db, userId, now));
}

/**
 * A new draft with the same client and lines, today's dates (the same payment terms); given the
 * number when it is inserted (insertNewInvoice). Duplicate and Correct both make it. Each line keeps
 * its VAT and the invoice its exemption reason.
 *
 * The date of supply (§14(4) No. 6 UStG) depends on why the copy is made. A duplicate bills a supply
 * of its own, so it starts at its issue date like any new invoice: a period copied from last month
 * would print a wrong date of supply unless the user noticed it. A correction (`kind: 'correction'`)
 * bills the same supply again, so it keeps the original's service date or period — and where the
 * original named neither, its issue date was the date of supply, which the correction then states
 * as its service date (issue 2/7 item 10).
 */
export function draftCopy(
  original: repo.InvoiceWithItemsRow,
  day: string,
  {
    kind = 'duplicate',
    clientGone = 'invoice_client_deleted',
  }: {
    kind?: 'duplicate' | 'correction';
    clientGone?: ErrorCode;
  } = {},
): CreateInvoice {
  const terms = Math.max(0, daysBetween(original.issueDate, original.dueDate));
  if (original.clientId === null) throw unprocessable(clientGone);
  const samePeriod = kind === 'correction' && original.servicePeriodStart && original.servicePeriodEnd;
  return {
    clientId: original.clientId,
    // The client as it is now (name and email may have changed since).
    clientName: null,
    clientEmail: null,
    issueDate: day,
    dueDate: addDays(day, terms),
    status: 'draft',
    currency: original.currency as CreateInvoice['currency'],
    notes: original.notes,
    projectDescription: original.projectDescription,
    sendReminders: original.sendReminders,
    reminderFlowTemplateId: original.reminderFlowTemplateId,
    taxExemptionReason: original.taxExemptionReason,
    // The same order or Leitweg-ID as the invoice it copies (a correction bills the same purchase).
    buyerReference: original.buyerReference,
    serviceDate: kind === 'correction' && !samePeriod ? (original.serviceDate ?? original.issueDate) : null,
    servicePeriodStart: samePeriod ? original.servicePeriodStart : null,
    servicePeriodEnd: samePeriod ? original.servicePeriodEnd : null,
    lineItems: original.lineItems.map((l) => ({
      description: l.description,
      quantity: Number(l.quantity),
      unit: l.unit,
      rate: l.rate,
      taxRate: Number(l.taxRate),
      taxCategory: l.taxCategory as TaxCategory,
    })),
  };
}

/** POST /api/invoices/{id}/duplicate: the draft copy with the next number. */
export async function duplicateInvoice(
  deps: Deps,
  userId: string,
  id: number,
  now = new Date(),
): Promise<InvoiceWithItems> {
  const original = await repo.findInvoiceWithItems(deps.db, userId, id);
  if (!original) throw notFound('invoice_not_found');
  const day = await readAccountToday(deps.db, userId, now);
  return createInvoice(deps, userId, draftCopy(original, day), now);
}

/**
 * DELETE /api/invoices/{id}: only a draft goes. An issued invoice stays in the books with its number
 * (GoBD; a missing number is what a tax audit looks for) and answers 409; under the row lock, so a
 * send that commits first is seen.
 */
export async function deleteInvoice(deps: Deps, userId: string, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const invoice = await repo.findInvoice(tx, userId, id, { forUpdate: true });
    if (!invoice) throw notFound('invoice_not_found');
    if (!invoiceCan(invoice, 'delete'))
      throw conflict('invoice_issued_immutable', { number: invoice.invoiceNumber });
    await repo.deleteInvoice(tx, userId, id);
  });
}
