import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestInvoice, createTestUser } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const company = (invoiceNumberStart: number | string, change: Record<string, unknown> = {}) => ({
  companyName: 'Muster GmbH',
  currency: 'EUR',
  taxRate: 19,
  invoicePrefix: 'INV',
  invoiceNumberStart,
  country: 'DE',
  ...change,
});

const nextNumber = async (agent: Agent) =>
  (await agent.get('/api/invoices/next-number')).json().invoiceNumber;

async function issue(agent: Agent, count: number): Promise<string[]> {
  const client = await createTestClient(agent);
  const numbers: string[] = [];
  for (let i = 0; i < count; i++)
    numbers.push((await createTestInvoice(agent, { clientId: client.id })).invoiceNumber);
  return numbers;
}

async function userWithInvoices(count: number) {
  const { agent } = await createTestUser(t.app);
  expect((await agent.put('/api/settings', company(1000))).statusCode).toBe(200);
  const numbers = await issue(agent, count);
  return { agent, numbers };
}

describe('Invoice number start after invoices exist', () => {
  it('raising it moves the next number up: 5000 after INV-1000 gives INV-5000, then INV-5001', async () => {
    const { agent, numbers } = await userWithInvoices(1);
    expect(numbers).toEqual(['INV-1000']);
    const res = await agent.put('/api/settings', company(5000));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoiceNumberStart).toBe(5000);
    expect(await nextNumber(agent)).toBe('INV-5000');
    expect(await issue(agent, 2)).toEqual(['INV-5000', 'INV-5001']);
  });

  it('refuses a start below a used number with the lowest allowed value, and changes nothing', async () => {
    const { agent } = await userWithInvoices(1);
    const before = (await agent.get('/api/settings')).json();
    const res = await agent.put('/api/settings', company(500, { companyName: 'Renamed GmbH' }));
    expect(res.statusCode).toBe(422);
    const message = 'Invoice number start must be at least 1001: INV-1000 is already used.';
    expect(res.json().message).toBe(message);
    expect(fieldErrors(res.body).invoiceNumberStart).toBe(message);
    expect((await agent.get('/api/settings')).json()).toEqual(before);
    expect(await nextNumber(agent)).toBe('INV-1001');
  });

  it('accepts exactly the lowest allowed value', async () => {
    const { agent } = await userWithInvoices(1);
    expect((await agent.put('/api/settings', company(1001))).statusCode).toBe(200);
    expect(await issue(agent, 1)).toEqual(['INV-1001']);
  });

  it('keeps saving other edits while the start still shows the saved value (numbering continues)', async () => {
    const { agent, numbers } = await userWithInvoices(5);
    expect(numbers.at(-1)).toBe('INV-1004');
    const res = await agent.put('/api/settings', company('1000', { companyName: 'Renamed GmbH' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ companyName: 'Renamed GmbH', invoiceNumberStart: 1000 });
    expect(await issue(agent, 1)).toEqual(['INV-1005']);
  });

  it('lets a start raised by mistake come down again until an invoice uses it', async () => {
    const { agent } = await userWithInvoices(1);
    await agent.put('/api/settings', company(50_000));
    expect((await agent.put('/api/settings', company(5000))).statusCode).toBe(200);
    expect(await issue(agent, 1)).toEqual(['INV-5000']);
    const res = await agent.put('/api/settings', company(4000));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Invoice number start must be at least 5001: INV-5000 is already used.');
  });

  it('names the used number with the prefix it was saved with', async () => {
    const { agent } = await userWithInvoices(1);
    const res = await agent.put('/api/settings', company(1, { invoicePrefix: 'RE' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Invoice number start must be at least 1001: INV-1000 is already used.');
  });

  it('takes any start before the first invoice, lower ones included', async () => {
    const { agent } = await createTestUser(t.app);
    await agent.put('/api/settings', company(5000));
    expect((await agent.put('/api/settings', company(42))).statusCode).toBe(200);
    expect(await nextNumber(agent)).toBe('INV-42');
    expect(await issue(agent, 1)).toEqual(['INV-42']);
  });

  it('never hands out a number twice while invoices are created during a raise', async () => {
    const { agent } = await userWithInvoices(1);
    const client = await createTestClient(agent);
    const [saved, ...created] = await Promise.all([
      agent.put('/api/settings', company(2000)),
      ...Array.from({ length: 8 }, () => createTestInvoice(agent, { clientId: client.id })),
    ]);
    expect(saved.statusCode).toBe(200);
    const numbers = created.map((invoice) => Number(invoice.invoiceNumber.slice(4))).sort((a, b) => a - b);
    // Each invoice got the next number as the counter stood, before the raise or after it: no gaps, no repeats.
    const low = numbers.filter((n) => n < 2000);
    const high = numbers.filter((n) => n >= 2000);
    expect(low).toEqual(low.map((_, i) => 1001 + i));
    expect(high).toEqual(high.map((_, i) => 2000 + i));
  });
});
