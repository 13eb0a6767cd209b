import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';
import type { Client } from '../../shared/clients';
import type { CreditNote } from '../../shared/credit-notes';
import type { InvoiceWithItems } from '../../shared/invoices';
import type { Payment } from '../../shared/payments';
import type { RecurringInvoice } from '../../shared/recurring-invoices';
import type { ReminderFlowTemplate, ReminderSchedule } from '../../shared/reminders';
import type { Agent } from '../app';
import { createTestClient, createTestInvoice, createTestUser, uniqueEmail } from '../factories';

/**
 * One user with one of every resource: a client, a sent and a draft invoice, a sent invoice paid in
 * part (with its payment), a template, a schedule.
 */
export interface Owner {
  agent: Agent;
  userId: string;
  email: string;
  /** A word that appears only in this user's data, to look for in answers to anyone else. */
  marker: string;
  client: Client;
  invoice: InvoiceWithItems;
  draft: InvoiceWithItems;
  /** Sent, with one payment of part of its total: it takes more payments, not a void. */
  partlyPaid: InvoiceWithItems;
  /** The payment recorded on `partlyPaid`. */
  payment: Payment;
  /** A credit note of part of `partlyPaid` (a sent invoice keeps taking credits and a void). */
  creditNote: CreditNote;
  template: ReminderFlowTemplate;
  schedule: ReminderSchedule;
  /** A recurring profile for its own client (a client with profiles cannot be deleted), starting next month. */
  recurring: RecurringInvoice;
}

/** A valid recurring profile body for `clientId`: monthly drafts from a month ahead. */
export const validRecurring = (clientId: number, templateId: number | null = null) => ({
  clientId,
  currency: 'EUR',
  notes: 'Monthly retainer',
  projectDescription: 'Retainer',
  lineItems: [
    {
      description: 'Retainer {period}',
      quantity: 1,
      unit: 'months',
      rate: '900.00',
      taxRate: 19,
      taxCategory: 'S',
    },
  ],
  sendReminders: true,
  reminderFlowTemplateId: templateId,
  paymentTermsDays: 14,
  servicePeriod: 'previous_period',
  taxExemptionReason: null,
  frequency: 'monthly',
  interval: 1,
  startDate: in30Days(),
  endDate: null,
  occurrences: 12,
  sendMode: 'draft',
  backfill: false,
});

const in30Days = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
/** Today in UTC: never after today in Berlin, where the test users live, so never a future payment date. */
export const today = () => new Date().toISOString().slice(0, 10);

export function validTemplate(name = 'Gentle flow') {
  return {
    name,
    description: 'Three nudges',
    isDefault: false,
    dueDateReminderEnabled: true,
    dueDateReminderText: 'Hi {clientName}, invoice {invoiceNumber} is due today.',
    firstReminderDaysAfter: 3,
    firstReminderText: 'Invoice {invoiceNumber} is {daysOverdue} days overdue.',
    secondReminderDaysAfter: 7,
    secondReminderText: 'Second reminder for {invoiceNumber}.',
    finalReminderDaysAfter: 14,
    finalReminderText: 'Final notice for {invoiceNumber} from {companyName}.',
  };
}

export const validSchedule = () => ({
  frequency: 'weekly',
  intervalDays: 7,
  maxReminders: 3,
  startDate: in30Days(),
});

async function created<T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json() as T;
}

export async function createOwner(app: FastifyInstance): Promise<Owner> {
  const marker = `Zq${crypto.randomBytes(5).toString('hex')}`;
  const { agent, user, email } = await createTestUser(app, { firstName: marker });
  const client = await createTestClient(agent, {
    name: `${marker} Client`,
    email: uniqueEmail(marker.toLowerCase()),
    address: `${marker} Street 1`,
  });
  const template = await created<ReminderFlowTemplate>(
    agent.post('/api/reminder-flow-templates', validTemplate(`${marker} flow`)),
  );
  const invoice = await createTestInvoice(agent, {
    clientId: client.id,
    status: 'sent',
    notes: `${marker} notes`,
    projectDescription: `${marker} project`,
    reminderFlowTemplateId: template.id,
  });
  const draft = await createTestInvoice(agent, { clientId: client.id, notes: `${marker} draft` });
  const sentForPayment = await createTestInvoice(agent, {
    clientId: client.id,
    status: 'sent',
    notes: `${marker} partly paid`,
  });
  const { payment } = await created<{ payment: Payment }>(
    agent.post(`/api/invoices/${sentForPayment.id}/payments`, {
      amount: '100.00',
      paidOn: today(),
      method: 'bank_transfer',
      reference: `${marker} transfer`,
      note: `${marker} first instalment`,
    }),
  );
  const { creditNote } = await created<{ creditNote: CreditNote }>(
    agent.post(`/api/invoices/${sentForPayment.id}/credit-notes`, {
      reason: `${marker} returned item`,
      lineItems: [{ description: `${marker} returned seat`, quantity: 1, rate: '10.00' }],
    }),
  );
  const partlyPaid = await created<InvoiceWithItems>(agent.get(`/api/invoices/${sentForPayment.id}`));
  expect(partlyPaid).toMatchObject({ status: 'sent', amountPaid: '100.00' });
  const schedule = await created<ReminderSchedule>(
    agent.post(`/api/invoices/${invoice.id}/reminder-schedule`, validSchedule()),
  );
  const retainerClient = await createTestClient(agent, { name: `${marker} Retainer` });
  const recurring = await created<RecurringInvoice>(
    agent.post('/api/recurring-invoices', validRecurring(retainerClient.id, template.id)),
  );
  const settings = await created<Record<string, unknown>>(agent.get('/api/settings'));
  await created(agent.put('/api/settings', { ...settings, companyName: `${marker} GmbH` }));
  return {
    agent,
    userId: user.id,
    email,
    marker,
    client,
    invoice,
    draft,
    partlyPaid,
    payment,
    creditNote,
    template,
    schedule,
    recurring,
  };
}

/** Every GET that shows this user's data; two snapshots are equal when nothing was changed. */
export async function snapshot(owner: Pick<Owner, 'agent' | 'invoice' | 'draft' | 'partlyPaid' | 'client'>) {
  const invoiceIds = [owner.invoice.id, owner.draft.id, owner.partlyPaid.id];
  const urls = [
    '/api/auth/user',
    '/api/clients',
    `/api/clients/${owner.client.id}`,
    '/api/invoices',
    '/api/invoices/next-number',
    `/api/invoices/${owner.invoice.id}`,
    `/api/invoices/${owner.draft.id}`,
    `/api/invoices/${owner.partlyPaid.id}`,
    `/api/invoices/${owner.invoice.id}/line-items`,
    '/api/credit-notes',
    ...invoiceIds.flatMap((id) => [`/api/invoices/${id}/payments`, `/api/invoices/${id}/activity`]),
    `/api/invoices/${owner.invoice.id}/reminder-schedule`,
    `/api/invoices/${owner.draft.id}/reminder-schedule`,
    '/api/settings',
    '/api/settings/notifications',
    '/api/reminder-flow-templates',
    '/api/reminders',
    '/api/dashboard/stats',
    '/api/reports/invoices',
    '/api/recurring-invoices',
  ];
  const out: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await owner.agent.get(url);
    out[url] = { status: res.statusCode, body: res.json() };
  }
  return out;
}

/** The tables that hold a user's data, and the column that says whose a row is. */
const OWNED_TABLES: [table: string, owner: string][] = [
  ['users', 'id'],
  ['counters', 'user_id'],
  ['clients', 'user_id'],
  ['reminder_flow_templates', 'user_id'],
  ['invoices', 'user_id'],
  ['line_items', 'user_id'],
  ['payments', 'user_id'],
  ['credit_notes', 'user_id'],
  ['credit_note_lines', 'user_id'],
  ['invoice_events', 'user_id'],
  ['reminders', 'user_id'],
  ['reminder_schedules', 'user_id'],
  ['email_outbox', 'user_id'],
  ['settings', 'user_id'],
  ['notification_preferences', 'user_id'],
  ['notification_sends', 'user_id'],
  ['recurring_invoices', 'user_id'],
  ['recurring_occurrences', 'user_id'],
];

/**
 * Everything stored for one user except their sessions, as one text per table: equal before and
 * after a request when the request changed nothing (one query, so it can follow every request).
 */
export async function fingerprint(db: Db, userId: string): Promise<Record<string, string>> {
  const columns = OWNED_TABLES.map(
    ([table, owner]) =>
      sql`(select coalesce(string_agg(md5(t::text), ',' order by md5(t::text)), '') from ${sql.raw(table)} t where t.${sql.raw(owner)} = ${userId}) as ${sql.raw(table)}`,
  );
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0];
}
