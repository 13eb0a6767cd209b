/**
 * Migration 0012 (docs/decisions/028) fills the kept figures from the invoices and payments saved before
 * it, and from then on its triggers keep them: the figures equal a recount both right after the
 * migration and after later changes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigration, databaseBefore, type MigrationDatabase } from '../../test/migrations';

let db: MigrationDatabase;
beforeAll(async () => {
  db = await databaseBefore(12);
});
afterAll(() => db.close());

const rows = async (query: string) => (await db.query<Record<string, unknown>>(query)).rows;

/** What the three tables hold, and what a recount from invoices and payments gives. */
async function keptAndRecounted() {
  return {
    kept: {
      invoices: await rows(`SELECT user_id, currency, status, due_date::text, invoice_count AS n,
        total::numeric(20,2)::text AS total, balance_due::numeric(20,2)::text AS balance
        FROM invoice_figures ORDER BY 1, 2, 3, 4`),
      revenue:
        await rows(`SELECT user_id, currency, month::text, payment_count AS n, amount::numeric(20,2)::text AS amount
        FROM revenue_figures ORDER BY 1, 2, 3`),
      created: await rows(
        `SELECT user_id, currency, day::text, invoice_count AS n FROM created_figures ORDER BY 1, 2, 3`,
      ),
    },
    recounted: {
      invoices: await rows(`SELECT user_id, currency, status,
        (CASE WHEN status = 'sent' THEN due_date ELSE '-infinity'::date END)::text AS due_date, count(*)::int AS n,
        sum(total)::numeric(20,2)::text AS total,
        sum(CASE WHEN status = 'void' THEN 0 ELSE total - amount_paid - credited_amount END)::numeric(20,2)::text AS balance
        FROM invoices GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
      revenue: await rows(`SELECT p.user_id, i.currency, date_trunc('month', p.paid_on)::date::text AS month,
        count(*)::int AS n, sum(p.amount)::numeric(20,2)::text AS amount
        FROM payments p JOIN invoices i ON i.id = p.invoice_id WHERE i.status <> 'void' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
      created:
        await rows(`SELECT user_id, currency, (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS n
        FROM invoices WHERE status <> 'void' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    },
  };
}

it('fills the figures of the rows already there, then keeps them as rows change', async () => {
  const [user] = await rows(
    `INSERT INTO users (email, password_hash) VALUES ('old@example.com', 'hash') RETURNING id`,
  );
  const invoice = async (
    n: number,
    status: string,
    currency: string,
    total: string,
    due: string,
    paid = '0',
  ) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO invoices (user_id, invoice_number, client_name, client_email, issue_date, due_date, status,
           currency, subtotal, total, amount_paid, created_at)
         VALUES ($1, $2, 'Globex', 'ap@globex.example', '2026-09-01', $3, $4, $5, $6, $6, $7, $8) RETURNING id`,
        [
          user.id,
          `INV-${n}`,
          due,
          status,
          currency,
          total,
          paid,
          `2026-09-${String(n).padStart(2, '0')}T22:30:00Z`,
        ],
      )
    ).rows[0].id;
  const paid = await invoice(1, 'paid', 'EUR', '119.00', '2026-09-15', '119.00');
  const partly = await invoice(2, 'sent', 'EUR', '200.00', '2026-10-01', '50.00');
  await invoice(3, 'overdue', 'USD', '80.00', '2026-09-20');
  await invoice(4, 'draft', 'EUR', '10.00', '2026-10-04');
  const voided = await invoice(5, 'void', 'EUR', '30.00', '2026-10-05', '30.00');
  for (const [id, amount, on] of [
    [paid, '100.00', '2026-09-10'],
    [paid, '19.00', '2026-10-02'],
    [partly, '50.00', '2026-10-03'],
    [voided, '30.00', '2026-10-04'],
  ] as const) {
    await db.query(
      `INSERT INTO payments (user_id, invoice_id, amount, paid_on, method) VALUES ($1, $2, $3, $4, 'bank_transfer')`,
      [user.id, id, amount, on],
    );
  }

  await applyMigration(db, 12);
  const migrated = await keptAndRecounted();
  expect(migrated.kept).toEqual(migrated.recounted);
  expect(migrated.kept.invoices.map((r) => [r.status, r.due_date, r.n])).toEqual([
    ['draft', '-infinity', 1],
    ['paid', '-infinity', 1],
    ['sent', '2026-10-01', 1],
    ['void', '-infinity', 1],
    ['overdue', '-infinity', 1],
  ]);
  expect(migrated.kept.revenue.map((r) => [r.currency, r.month, r.amount])).toEqual([
    ['EUR', '2026-09-01', '100.00'],
    ['EUR', '2026-10-01', '69.00'],
  ]);

  // The triggers take over: the rest paid, the draft deleted, an invoice voided.
  await db.query(
    `INSERT INTO payments (user_id, invoice_id, amount, paid_on, method)
    VALUES ($1, $2, '150.00', '2026-11-02', 'cash')`,
    [user.id, partly],
  );
  await db.query(`UPDATE invoices SET amount_paid = total, status = 'paid' WHERE id = $1`, [partly]);
  await db.query(`DELETE FROM invoices WHERE status = 'draft'`);
  await db.query(`UPDATE invoices SET status = 'void' WHERE id = $1`, [paid]);
  const changed = await keptAndRecounted();
  expect(changed.kept).toEqual(changed.recounted);
  expect(changed.kept.revenue.map((r) => [r.month, r.amount])).toEqual([
    ['2026-10-01', '50.00'],
    ['2026-11-01', '150.00'],
  ]);
});
