/**
 * Duplicate racing a delete (issue #22 item 8): the invoice and its lines are read from one snapshot,
 * so the copy is whole or the request answers 404 — never a 500 from an invoice read without lines.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp, testDatabaseUrl } from '../../../test/app';
import { createTestInvoice, createTestUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LINES = [
  { description: 'Design', quantity: 2, unit: 'days', rate: '500.00' },
  { description: 'Hosting', quantity: 1, rate: '20.00' },
];

// Drafts: only a draft can be deleted (an issued invoice answers 409).
const invoiceWithTwoLines = (agent: Agent) => createTestInvoice(agent, { lineItems: LINES });

/** Whatever the interleaving: a whole copy (201 with both lines) or 404, never a 500 or a copy without lines. */
function expectWholeCopyOrNotFound(res: { statusCode: number; json(): any; body: string }) {
  expect([201, 404], res.body).toContain(res.statusCode);
  if (res.statusCode === 404) expect(res.json().message).toBe('Invoice not found');
  else
    expect(res.json().lineItems.map((l: { description: string }) => l.description)).toEqual([
      'Design',
      'Hosting',
    ]);
}

describe('duplicate racing a delete', () => {
  it('many duplicates and deletes at once: every answer is a whole copy or 404', async () => {
    const { agent } = await createTestUser(t.app);
    const originals = await Promise.all(Array.from({ length: 6 }, () => invoiceWithTwoLines(agent)));
    const answers = await Promise.all(
      originals.flatMap((o) => [
        agent.post(`/api/invoices/${o.id}/duplicate`),
        agent.delete(`/api/invoices/${o.id}`),
        agent.post(`/api/invoices/${o.id}/duplicate`),
      ]),
    );
    answers.forEach((res, i) => {
      if (i % 3 === 1) expect(res.statusCode, res.body).toBe(200);
      else expectWholeCopyOrNotFound(res);
    });
  });

  // The deterministic interleaving needs a second connection holding a lock: PostgreSQL only (the
  // embedded database runs one statement at a time on one connection).
  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'a delete committed between reading the invoice and reading its lines gives a whole copy or 404',
    async () => {
      const { agent } = await createTestUser(t.app);
      const original = await invoiceWithTwoLines(agent);
      const other = new pg.Client({ connectionString: await testDatabaseUrl() });
      await other.connect();
      try {
        // Holding line_items makes the duplicate stop at its read of the lines…
        await other.query('begin');
        await other.query('lock table line_items in access exclusive mode');
        // (`then` sends it: an inject goes out when it is awaited.)
        const duplicate = agent.post(`/api/invoices/${original.id}/duplicate`).then((res) => res);
        // (A lock wait shows in pg_locks before the statement's text reaches pg_stat_activity.)
        await vi.waitFor(
          async () => {
            const waiting = await other.query(
              `select 1 from pg_locks where relation = 'line_items'::regclass and not granted`,
            );
            expect(waiting.rowCount).toBeGreaterThan(0);
          },
          { timeout: 10_000, interval: 10 },
        );
        // …and the invoice is deleted (its lines with it) before that read goes on.
        await other.query('delete from invoices where id = $1', [original.id]);
        await other.query('commit');
        expectWholeCopyOrNotFound(await duplicate);
        expect((await agent.get(`/api/invoices/${original.id}`)).statusCode).toBe(404);
      } finally {
        await other.query('rollback').catch(() => {});
        await other.end();
      }
    },
  );
});
