/** Migration 0008 puts each client saved before countries existed in its company's country, domestic. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigration, databaseBefore, type MigrationDatabase } from '../../../test/migrations';

let db: MigrationDatabase;
beforeAll(async () => {
  db = await databaseBefore(8);
});
afterAll(() => db.close());

/** A user with settings of `country` (none when null) and one client, as saved before 0008. */
async function userWithClient(email: string, country: string | null) {
  const {
    rows: [user],
  } = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash) VALUES ($1, 'hash') RETURNING id`,
    [email],
  );
  if (country) {
    await db.query(`INSERT INTO settings (user_id, company_name, country) VALUES ($1, 'Dupont SARL', $2)`, [
      user.id,
      country,
    ]);
  }
  const {
    rows: [client],
  } = await db.query<{ id: number }>(
    `INSERT INTO clients (user_id, client_id, name, email, phone, address, created_at, updated_at)
     VALUES ($1, 'CL-0001', 'Globex', 'ap@globex.example', '+33 1 23', '12 rue de Rivoli\n75001 Paris',
             '2025-03-01T10:00:00Z', '2025-04-01T10:00:00Z')
     RETURNING id`,
    [user.id],
  );
  return client.id;
}

const clientRow = async (id: number) =>
  (await db.query<Record<string, unknown>>('SELECT * FROM clients WHERE id = $1', [id])).rows[0];

it("gives each client its company's country (DE for Other or no settings), domestic, and changes nothing else", async () => {
  const french = await userWithClient('fr@example.com', 'FR');
  const other = await userWithClient('other@example.com', 'OTHER');
  const none = await userWithClient('none@example.com', null);
  const before = await clientRow(french);

  await applyMigration(db, 8);

  const after = await clientRow(french);
  expect(after).toEqual({
    ...before,
    postal_code: null,
    city: null,
    country: 'FR',
    vat_id: null,
    tax_treatment: 'domestic',
    payment_terms_days: null,
  });
  expect(await clientRow(other)).toMatchObject({ country: 'DE', tax_treatment: 'domestic' });
  expect(await clientRow(none)).toMatchObject({ country: 'DE', tax_treatment: 'domestic' });
  const settings = await db.query(
    'SELECT vat_id, vat_scheme, payment_terms_days, postal_code, city FROM settings',
  );
  expect(settings.rows).toEqual([
    { vat_id: null, vat_scheme: 'standard', payment_terms_days: 30, postal_code: null, city: null },
    { vat_id: null, vat_scheme: 'standard', payment_terms_days: 30, postal_code: null, city: null },
  ]);
});
