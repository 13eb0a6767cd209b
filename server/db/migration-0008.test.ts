/**
 * Migration 0008 (issue 3/6) on rows saved before it: every figure stays as it was; lines take their
 * invoice's rate, S above 0 and Z at 0; each invoice and credit note gets one breakdown row equal to
 * its subtotal and tax; the service date is the issue date; a client is in its company's country.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigration, databaseBefore, type MigrationDatabase } from '../../test/migrations';

let db: MigrationDatabase;
beforeAll(async () => {
  db = await databaseBefore(8);
});
afterAll(() => db.close());

async function one<T>(query: string, params: unknown[] = []): Promise<T> {
  return (await db.query<T>(query, params)).rows[0];
}

it('keeps every figure of invoices and credit notes saved before it, and gives them lines taxes and a breakdown', async () => {
  const { id: userId } = await one<{ id: string }>(
    `insert into users (email, password_hash) values ('old@example.com', 'x') returning id`,
  );
  await db.query(`insert into settings (user_id, country, tax_rate) values ($1, 'AT', 20)`, [userId]);
  const { id: clientId } = await one<{ id: number }>(
    `insert into clients (client_id, name, email, user_id) values ('C-1', 'Old Client', 'c@example.com', $1) returning id`,
    [userId],
  );
  const invoice = (number: string, rate: string, subtotal: string, tax: string, total: string) =>
    one<{ id: number }>(
      `insert into invoices (invoice_number, client_id, client_name, client_email, issue_date, due_date,
         subtotal, tax, tax_rate, total, user_id, status)
       values ($1, $2, 'Old Client', 'c@example.com', '2026-03-02', '2026-04-01', $3, $4, $5, $6, $7, 'sent')
       returning id`,
      [number, clientId, subtotal, tax, rate, total, userId],
    );
  const taxed = await invoice('INV-1', '19.00', '870.00', '165.30', '1035.30');
  const untaxed = await invoice('INV-2', '0.00', '100.00', '0.00', '100.00');
  const line = (invoiceId: number, position: number, rate: string, amount: string) =>
    db.query(
      `insert into line_items (invoice_id, user_id, position, description, quantity, rate, amount)
       values ($1, $2, $3, 'Work', 1, $4, $5)`,
      [invoiceId, userId, position, rate, amount],
    );
  await line(taxed.id, 0, '850.00', '850.00');
  await line(taxed.id, 1, '20.00', '20.00');
  await line(untaxed.id, 0, '100.00', '100.00');
  const { id: noteId } = await one<{ id: number }>(
    `insert into credit_notes (user_id, invoice_id, credit_note_number, issue_date, reason, scope, currency,
       subtotal, tax, tax_rate, total, seller_snapshot, buyer_snapshot)
     values ($1, $2, 'CN-1', '2026-03-10', 'Discount', 'partial', 'EUR', '33.33', '6.33', '19.00', '39.66', '{}', '{}')
     returning id`,
    [userId, taxed.id],
  );
  await db.query(
    `insert into credit_note_lines (credit_note_id, user_id, position, description, quantity, rate, amount)
     values ($1, $2, 0, 'Goodwill', 1, '33.33', '33.33')`,
    [noteId, userId],
  );

  await applyMigration(db, 8);

  const invoices = (
    await db.query<Record<string, unknown>>(
      `select id, subtotal::text, tax::text, tax_rate::text, total::text, tax_breakdown,
         issue_date::text, service_date::text, service_period_start, service_period_end, tax_exemption_reason
       from invoices order by id`,
    )
  ).rows;
  expect(invoices).toEqual([
    {
      id: taxed.id,
      subtotal: '870.00',
      tax: '165.30',
      tax_rate: '19.00',
      total: '1035.30',
      tax_breakdown: [
        { category: 'S', rate: '19.00', taxableAmount: '870.00', taxAmount: '165.30', exemptionReason: null },
      ],
      issue_date: '2026-03-02',
      service_date: '2026-03-02',
      service_period_start: null,
      service_period_end: null,
      tax_exemption_reason: null,
    },
    {
      id: untaxed.id,
      subtotal: '100.00',
      tax: '0.00',
      tax_rate: '0.00',
      total: '100.00',
      tax_breakdown: [
        { category: 'Z', rate: '0.00', taxableAmount: '100.00', taxAmount: '0.00', exemptionReason: null },
      ],
      issue_date: '2026-03-02',
      service_date: '2026-03-02',
      service_period_start: null,
      service_period_end: null,
      tax_exemption_reason: null,
    },
  ]);
  const lines = (
    await db.query<{ invoice_id: number; amount: string; tax_rate: string; tax_category: string }>(
      `select invoice_id, amount::text, tax_rate::text, tax_category from line_items order by invoice_id, position`,
    )
  ).rows;
  expect(lines).toEqual([
    { invoice_id: taxed.id, amount: '850.00', tax_rate: '19.00', tax_category: 'S' },
    { invoice_id: taxed.id, amount: '20.00', tax_rate: '19.00', tax_category: 'S' },
    { invoice_id: untaxed.id, amount: '100.00', tax_rate: '0.00', tax_category: 'Z' },
  ]);
  expect(
    await one(
      `select n.subtotal::text, n.tax::text, n.tax_rate::text, n.total::text, n.tax_breakdown, l.tax_rate::text as line_rate, l.tax_category
       from credit_notes n join credit_note_lines l on l.credit_note_id = n.id`,
    ),
  ).toEqual({
    subtotal: '33.33',
    tax: '6.33',
    tax_rate: '19.00',
    total: '39.66',
    tax_breakdown: [
      { category: 'S', rate: '19.00', taxableAmount: '33.33', taxAmount: '6.33', exemptionReason: null },
    ],
    line_rate: '19.00',
    tax_category: 'S',
  });
  expect(
    await one(`select country, tax_treatment, payment_terms_days, vat_id from clients where id = $1`, [
      clientId,
    ]),
  ).toEqual({ country: 'AT', tax_treatment: 'domestic', payment_terms_days: null, vat_id: null });
  expect(
    await one(`select vat_scheme, payment_terms_days from settings where user_id = $1`, [userId]),
  ).toEqual({
    vat_scheme: 'standard',
    payment_terms_days: 30,
  });
});
