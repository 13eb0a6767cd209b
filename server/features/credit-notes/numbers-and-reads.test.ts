/**
 * Credit note numbers (gapless per user, `{creditNotePrefix}-{n}`, §14(4) No. 4 UStG) and the reads:
 * GET /api/credit-notes (newest first) and GET /api/credit-notes/{id} (with the invoice it corrects).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSentTestInvoice, createTestUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credit = (agent: Agent, id: number, rate: string, reason = 'Returned item') =>
  agent.post(`/api/invoices/${id}/credit-notes`, {
    reason,
    lineItems: [{ description: 'Returned licence', quantity: 1, unit: 'pcs', rate }],
  });

describe('credit note numbers', () => {
  it('numbers credit notes gaplessly per user with the custom prefix, across invoices', async () => {
    const { agent } = await createTestUser(t.app);
    const settings = (await agent.get('/api/settings')).json();
    expect((await agent.put('/api/settings', { ...settings, creditNotePrefix: 'GS-2026' })).statusCode).toBe(
      200,
    );
    const a = await createSentTestInvoice(agent);
    const b = await createSentTestInvoice(agent);
    const numbers = [];
    for (const id of [a.id, b.id, a.id])
      numbers.push((await credit(agent, id, '5.00')).json().creditNote.creditNoteNumber);
    // A refused one in between uses no number.
    expect((await credit(agent, b.id, '5000.00')).statusCode).toBe(422);
    numbers.push((await credit(agent, b.id, '5.00')).json().creditNote.creditNoteNumber);
    expect(numbers).toEqual(['GS-2026-1', 'GS-2026-2', 'GS-2026-3', 'GS-2026-4']);
    // Another user starts at 1.
    const other = await createTestUser(t.app);
    const theirs = await createSentTestInvoice(other.agent);
    expect((await credit(other.agent, theirs.id, '5.00')).json().creditNote.creditNoteNumber).toBe('CN-1');
  });
});

describe('GET /api/credit-notes, GET /api/credit-notes/{id}', () => {
  it('lists the user’s credit notes newest first and reads one with its invoice; another user’s is 404', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    const first = (await credit(agent, invoice.id, '10.00', 'Discount')).json().creditNote;
    const second = (await credit(agent, invoice.id, '20.00', 'Returned item')).json().creditNote;
    const list = await agent.get('/api/credit-notes');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([second, first]);

    const one = await agent.get(`/api/credit-notes/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      ...first,
      invoice: {
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        issueDate: invoice.issueDate,
        total: '119.00',
        status: 'sent',
      },
    });

    const other = await createTestUser(t.app);
    expect((await other.agent.get(`/api/credit-notes/${first.id}`)).statusCode).toBe(404);
    expect((await other.agent.get('/api/credit-notes')).json()).toEqual([]);
    expect((await agent.get('/api/credit-notes/2147483647')).statusCode).toBe(404);
    expect((await agent.get('/api/credit-notes/abc')).statusCode).toBe(400);
  });
});
