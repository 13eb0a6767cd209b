/**
 * Issue 3/6 through the API: VAT per line with the defaults of the company and the client, the
 * checks (400 per line, 422 for the invoice), BR-CO-17 rounding per group, the stored breakdown with
 * its notes, the service date or period, and the due date from payment terms.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestUser } from '../../../test/factories';
import { clients, settings } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISSUE = '2026-11-02';

async function setup(company: Partial<typeof settings.$inferInsert> = {}) {
  const { agent, user } = await createTestUser(t.app);
  await t.database.db
    .update(settings)
    .set({ taxRate: '19.00', country: 'DE', ...company })
    .where(eq(settings.userId, user.id));
  const client = await createTestClient(agent);
  return { agent, userId: user.id as string, client };
}

/** Sets a client's tax fields straight in the database (how the clients feature sets them is its own test). */
async function setClient(userId: string, id: number, values: Partial<typeof clients.$inferInsert>) {
  await t.database.db
    .update(clients)
    .set(values)
    .where(and(eq(clients.id, id), eq(clients.userId, userId)));
}

function post(agent: Agent, clientId: number, body: Record<string, unknown>) {
  return agent.post('/api/invoices', {
    clientId,
    issueDate: ISSUE,
    dueDate: '2026-11-30',
    lineItems: [{ description: 'Work', quantity: 1, rate: '100.00' }],
    ...body,
  });
}

describe('VAT per line', () => {
  it('taxes a mixed 19 %/7 % invoice per group (BR-CO-17), not as a sum of rounded line taxes', async () => {
    const { agent, client } = await setup();
    // Per line: 0.1957 → 0.20 twice and 0.035 → 0.04 twice, 0.48 in all; per group: 2.06 × 19 % =
    // 0.3914 → 0.39 and 1.00 × 7 % = 0.07, 0.46 in all.
    const res = await post(agent, client.id, {
      lineItems: [
        { description: 'Consulting', quantity: 1, rate: '1.03', taxRate: 19 },
        { description: 'Book', quantity: 1, rate: '0.50', taxRate: 7 },
        { description: 'Consulting', quantity: 1, rate: '1.03', taxRate: 19 },
        { description: 'Book', quantity: 1, rate: '0.50', taxRate: 7, taxCategory: 'S' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json();
    expect(invoice).toMatchObject({ subtotal: '3.06', tax: '0.46', total: '3.52', taxRate: null });
    expect(invoice.taxBreakdown).toEqual([
      { category: 'S', rate: '19.00', taxableAmount: '2.06', taxAmount: '0.39', exemptionReason: null },
      { category: 'S', rate: '7.00', taxableAmount: '1.00', taxAmount: '0.07', exemptionReason: null },
    ]);
    expect(
      invoice.lineItems.map((l: { taxRate: string; taxCategory: string }) => [l.taxCategory, l.taxRate]),
    ).toEqual([
      ['S', '19.00'],
      ['S', '7.00'],
      ['S', '19.00'],
      ['S', '7.00'],
    ]);
    // Every answer says the same: the one read, the list built by the database, the page.
    expect((await agent.get(`/api/invoices/${invoice.id}`)).json()).toMatchObject({
      taxRate: null,
      taxBreakdown: invoice.taxBreakdown,
      lineItems: invoice.lineItems,
    });
    const [listed] = (await agent.get('/api/invoices')).json();
    expect(listed).toMatchObject({ tax: '0.46', taxRate: null, taxBreakdown: invoice.taxBreakdown });
    const paged = (await agent.get('/api/invoices/paged')).json();
    expect(paged.items[0]).toMatchObject({ taxRate: null, taxBreakdown: invoice.taxBreakdown });
  });

  it('keeps a single-rate invoice exactly as before: the company rate on every line, one row', async () => {
    const { agent, client } = await setup();
    const res = await post(agent, client.id, {
      lineItems: [
        { description: 'Design', quantity: 10, rate: '85.00' },
        { description: 'Hosting', quantity: 1, rate: '20.00' },
      ],
    });
    expect(res.json()).toMatchObject({
      subtotal: '870.00',
      tax: '165.30',
      total: '1035.30',
      taxRate: '19.00',
    });
    expect(res.json().taxBreakdown).toEqual([
      { category: 'S', rate: '19.00', taxableAmount: '870.00', taxAmount: '165.30', exemptionReason: null },
    ]);
    expect(res.json().lineItems[1]).toMatchObject({ taxRate: '19.00', taxCategory: 'S' });
  });

  it('gives a small business E lines at 0, no VAT, and the note in the breakdown', async () => {
    const { agent, client } = await setup({ vatScheme: 'small_business' });
    const res = await post(agent, client.id, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: '100.00', tax: '0.00', total: '100.00', taxRate: '0.00' });
    expect(res.json().lineItems[0]).toMatchObject({ taxRate: '0.00', taxCategory: 'E' });
    expect(res.json().taxBreakdown).toEqual([
      {
        category: 'E',
        rate: '0.00',
        taxableAmount: '100.00',
        taxAmount: '0.00',
        exemptionReason: 'No VAT is charged: small business under § 19 UStG',
      },
    ]);
  });

  it('charges a reverse-charge client AE at 0 only with both VAT IDs (422 naming the missing one)', async () => {
    const { agent, userId, client } = await setup();
    await setClient(userId, client.id, { country: 'FR', taxTreatment: 'eu_reverse_charge', vatId: null });
    const noCompanyId = await post(agent, client.id, {});
    expect(noCompanyId.statusCode).toBe(422);
    expect(noCompanyId.json().message).toBe('Reverse charge needs your VAT ID: add it in Settings');

    await t.database.db.update(settings).set({ vatId: 'DE136695976' }).where(eq(settings.userId, userId));
    const noClientId = await post(agent, client.id, {});
    expect(noClientId.statusCode).toBe(422);
    expect(noClientId.json().message).toBe(
      `Reverse charge needs the client's VAT ID: add it to ${client.name}`,
    );

    await setClient(userId, client.id, { vatId: 'FR40303265045' });
    const res = await post(agent, client.id, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ tax: '0.00', total: '100.00' });
    expect(res.json().lineItems[0]).toMatchObject({ taxRate: '0.00', taxCategory: 'AE' });
    expect(res.json().taxBreakdown[0]).toMatchObject({
      category: 'AE',
      exemptionReason: 'Reverse charge: VAT is owed by the recipient',
    });
  });

  it('refuses a rate that does not fit its category (400 on the line), O beside others and E without a reason (422)', async () => {
    const { agent, client } = await setup();
    const badRate = await post(agent, client.id, {
      lineItems: [
        { description: 'A', quantity: 1, rate: '10', taxRate: 19 },
        { description: 'B', quantity: 1, rate: '10', taxCategory: 'Z', taxRate: 7 },
      ],
    });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json().errors).toEqual([
      {
        path: 'lineItems.1.taxRate',
        code: 'category_charged_at_zero',
        message: 'VAT category Z is charged at 0 %',
      },
    ]);
    const zeroStandard = await post(agent, client.id, {
      lineItems: [{ description: 'A', quantity: 1, rate: '10', taxCategory: 'S', taxRate: 0 }],
    });
    expect(zeroStandard.statusCode).toBe(400);
    expect(zeroStandard.json().errors[0].path).toBe('lineItems.0.taxRate');

    const mixedO = await post(agent, client.id, {
      lineItems: [
        { description: 'A', quantity: 1, rate: '10' },
        { description: 'B', quantity: 1, rate: '10', taxCategory: 'O' },
      ],
    });
    expect(mixedO.statusCode).toBe(422);
    expect(mixedO.json().message).toBe(
      'Lines not subject to VAT (O) cannot share an invoice with lines of another VAT category',
    );

    const exempt = { lineItems: [{ description: 'Course', quantity: 1, rate: '10', taxCategory: 'E' }] };
    const noReason = await post(agent, client.id, exempt);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe('Give the reason this invoice is exempt from VAT');
    const reason = 'Exempt under § 4 No. 21 UStG';
    const withReason = await post(agent, client.id, { ...exempt, taxExemptionReason: reason });
    expect(withReason.statusCode, withReason.body).toBe(201);
    expect(withReason.json()).toMatchObject({ taxExemptionReason: reason, tax: '0.00' });
    expect(withReason.json().taxBreakdown[0]).toMatchObject({ category: 'E', exemptionReason: reason });
  });

  it('defaults the other half of a line tax given in part', async () => {
    const { agent, client } = await setup();
    const res = await post(agent, client.id, {
      lineItems: [
        { description: 'Rate only', quantity: 1, rate: '10', taxRate: 7 },
        { description: 'Zero rate only', quantity: 1, rate: '10', taxRate: 0 },
        { description: 'Category only', quantity: 1, rate: '10', taxCategory: 'S' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res
        .json()
        .lineItems.map((l: { taxRate: string; taxCategory: string }) => `${l.taxCategory} ${l.taxRate}`),
    ).toEqual(['S 7.00', 'Z 0.00', 'S 19.00']);
  });
});

describe('service date and period', () => {
  it('takes the issue date when neither is given, a date or a period as given', async () => {
    const { agent, client } = await setup();
    const plain = (await post(agent, client.id, {})).json();
    expect(plain).toMatchObject({ serviceDate: ISSUE, servicePeriodStart: null, servicePeriodEnd: null });
    const dated = (await post(agent, client.id, { serviceDate: '2026-10-30' })).json();
    expect(dated).toMatchObject({ serviceDate: '2026-10-30', servicePeriodStart: null });
    const period = (
      await post(agent, client.id, { servicePeriodStart: '2026-10-01', servicePeriodEnd: '2026-10-31' })
    ).json();
    expect(period).toMatchObject({
      serviceDate: null,
      servicePeriodStart: '2026-10-01',
      servicePeriodEnd: '2026-10-31',
    });
    const [listed] = (await agent.get('/api/invoices')).json();
    expect(listed).toMatchObject({
      serviceDate: null,
      servicePeriodStart: '2026-10-01',
      servicePeriodEnd: '2026-10-31',
    });
  });

  it('refuses a date and a period together, and a period ending before it starts (400)', async () => {
    const { agent, client } = await setup();
    const both = await post(agent, client.id, {
      serviceDate: '2026-10-30',
      servicePeriodStart: '2026-10-01',
      servicePeriodEnd: '2026-10-31',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0]).toMatchObject({ path: 'serviceDate' });
    const backwards = await post(agent, client.id, {
      servicePeriodStart: '2026-10-31',
      servicePeriodEnd: '2026-10-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0]).toMatchObject({ path: 'servicePeriodEnd' });
  });
});

describe('due date from payment terms', () => {
  it("takes the client's terms, else the company's, when the body leaves the due date out", async () => {
    const { agent, userId, client } = await setup({ paymentTermsDays: 21 });
    const company = await post(agent, client.id, { dueDate: undefined });
    expect(company.statusCode, company.body).toBe(201);
    expect(company.json().dueDate).toBe('2026-11-23');
    await setClient(userId, client.id, { paymentTermsDays: 7 });
    expect((await post(agent, client.id, { dueDate: undefined })).json().dueDate).toBe('2026-11-09');
    await setClient(userId, client.id, { paymentTermsDays: 0 });
    expect((await post(agent, client.id, { dueDate: undefined })).json().dueDate).toBe(ISSUE);
    // A due date given is kept.
    expect((await post(agent, client.id, { dueDate: '2026-12-24' })).json().dueDate).toBe('2026-12-24');
  });
});

describe('duplicate', () => {
  it('copies each line’s VAT and the exemption reason, and takes a fresh service date', async () => {
    const { agent, client } = await setup();
    const original = (
      await post(agent, client.id, {
        taxExemptionReason: 'Exempt under § 4 No. 21 UStG',
        servicePeriodStart: '2026-10-01',
        servicePeriodEnd: '2026-10-31',
        lineItems: [
          { description: 'Course', quantity: 1, rate: '10', taxCategory: 'E' },
          { description: 'Book', quantity: 1, rate: '10', taxRate: 7 },
        ],
      })
    ).json();
    const copy = await agent.post(`/api/invoices/${original.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      taxExemptionReason: 'Exempt under § 4 No. 21 UStG',
      taxBreakdown: original.taxBreakdown,
      serviceDate: copy.json().issueDate,
      servicePeriodStart: null,
      servicePeriodEnd: null,
    });
    expect(copy.json().lineItems.map((l: { taxCategory: string }) => l.taxCategory)).toEqual(['E', 'S']);
  });
});
