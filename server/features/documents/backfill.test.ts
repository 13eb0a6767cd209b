/** Migration 0007 freezes the parties of invoices issued before snapshots existed, as they print today. */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createSentTestInvoice,
  createTestClient,
  createTestInvoice,
  createTestUser,
  saveTestSettings,
} from '../../../test/factories';
import { migrationStatements } from '../../../test/migrations';
import { companyLogos, documentLogos, invoices } from '../../db/schema';
import { loadInvoiceDocument } from './assemble';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The migration's last three statements: the backfill of parties, then of logos. */
const backfill = migrationStatements(7).slice(-3);

it('fills seller, buyer and logo of issued invoices from settings, client and logo, leaves drafts, and prints the same', async () => {
  const { agent, user } = await createTestUser(t.app);
  await saveTestSettings(agent, {
    companyName: 'Alte Mühle GmbH',
    address: 'Mühlweg 1',
    iban: 'DE89370400440532013000',
  });
  const client = await createTestClient(agent, { phone: '+49 40 111', address: 'Alter Hafen 2' });
  const issued = await createSentTestInvoice(agent, { clientId: client.id });
  const draft = await createTestInvoice(agent, { clientId: client.id });
  const db = t.database.db;
  await db
    .update(invoices)
    .set({ sellerSnapshot: null, buyerSnapshot: null })
    .where(eq(invoices.userId, user.id));
  const before = await loadInvoiceDocument(db, user.id, issued.id, { withLogo: false });
  const logo = Buffer.from('logo bytes as uploaded');
  await db
    .insert(companyLogos)
    .values({ userId: user.id, contentType: 'image/png', width: 2, height: 1, data: logo });

  for (const statement of backfill) await db.execute(sql.raw(statement));

  const [row] = await db.select().from(invoices).where(eq(invoices.id, issued.id));
  expect(row.sellerSnapshot).toMatchObject({
    name: 'Alte Mühle GmbH',
    address: 'Mühlweg 1',
    country: 'DE',
    iban: 'DE89370400440532013000',
    paymentLinkUrl: null,
  });
  expect(row.buyerSnapshot).toEqual({
    name: issued.clientName,
    email: issued.clientEmail,
    phone: '+49 40 111',
    address: 'Alter Hafen 2',
  });
  const [frozenLogo] = await db.select().from(documentLogos).where(eq(documentLogos.id, row.logoSnapshotId!));
  expect(frozenLogo).toMatchObject({
    userId: user.id,
    sha256: createHash('sha256').update(logo).digest('hex'),
    data: logo,
  });
  const [draftRow] = await db.select().from(invoices).where(eq(invoices.id, draft.id));
  expect(draftRow.sellerSnapshot).toBeNull();
  expect(draftRow.logoSnapshotId).toBeNull();
  expect(await loadInvoiceDocument(db, user.id, issued.id, { withLogo: false })).toEqual(before);
});
