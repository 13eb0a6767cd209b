/**
 * Issue 3/6: a profile's invoices carry a service date or period and fill {period}, {month} and
 * {year} in their lines and notes, per occurrence; a line's stored VAT is kept, one without takes
 * the defaults of the day.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringInvoiceInputSchema } from '../../../shared/recurring-invoices';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestUser, saveTestSettings } from '../../../test/factories';
import { invoices } from '../../db/schema';
import { sendMoment } from '../../lib/send-moment';
import { runRecurringInvoices } from './generator';
import { createRecurringInvoice } from './operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const ZONE = 'Europe/Berlin';

describe('recurring service periods and placeholders', () => {
  it('fills {period} for two consecutive months with the previous period, lines keeping their VAT', async () => {
    const { agent, user } = await createTestUser(t.app, { timeZone: ZONE });
    await saveTestSettings(agent, { companyName: 'Host Ltd', email: 'billing@host.example', taxRate: 19 });
    const client = await createTestClient(agent);
    const input = recurringInvoiceInputSchema.parse({
      clientId: client.id,
      currency: 'EUR',
      notes: 'Service in {month} ({year})',
      lineItems: [
        { description: 'Hosting {period}', quantity: 1, rate: '50' },
        { description: 'Manual', quantity: 1, rate: '10', taxRate: 7 },
      ],
      sendReminders: false,
      reminderFlowTemplateId: null,
      frequency: 'monthly',
      startDate: '2026-12-01',
      sendMode: 'draft',
      servicePeriod: 'previous_period',
    });
    const profile = await createRecurringInvoice(
      t.app.deps,
      user.id,
      input,
      new Date('2026-11-20T12:00:00Z'),
    );
    expect(profile).toMatchObject({ servicePeriod: 'previous_period', taxExemptionReason: null });
    expect(profile.lineItems).toEqual([
      {
        description: 'Hosting {period}',
        quantity: 1,
        unit: null,
        rate: '50.00',
        taxRate: null,
        taxCategory: null,
      },
      { description: 'Manual', quantity: 1, unit: null, rate: '10.00', taxRate: '7.00', taxCategory: null },
    ]);

    await runRecurringInvoices(t.app.deps, sendMoment('2026-12-01', ZONE, 9));
    await runRecurringInvoices(t.app.deps, sendMoment('2027-01-01', ZONE, 9));
    const rows = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.recurringInvoiceId, profile.id))
      .orderBy(invoices.issueDate);
    const made = await Promise.all(rows.map(async (r) => (await agent.get(`/api/invoices/${r.id}`)).json()));
    expect(made.map((i) => [i.issueDate, i.servicePeriodStart, i.servicePeriodEnd, i.serviceDate])).toEqual([
      ['2026-12-01', '2026-11-01', '2026-11-30', null],
      ['2027-01-01', '2026-12-01', '2026-12-31', null],
    ]);
    expect(made.map((i) => i.lineItems[0].description)).toEqual([
      'Hosting November 2026',
      'Hosting December 2026',
    ]);
    expect(made.map((i) => i.notes)).toEqual(['Service in November (2026)', 'Service in December (2026)']);
    expect(made[0].lineItems.map((l: { taxRate: string }) => l.taxRate)).toEqual(['19.00', '7.00']);
    expect(made[0]).toMatchObject({ subtotal: '60.00', tax: '10.20', total: '70.20', taxRate: null });
  });

  it('gives each invoice its issue date as the service date by default', async () => {
    const { agent, user } = await createTestUser(t.app, { timeZone: ZONE });
    await saveTestSettings(agent, { companyName: 'Host Ltd', email: 'billing@host.example' });
    const client = await createTestClient(agent);
    const input = recurringInvoiceInputSchema.parse({
      clientId: client.id,
      lineItems: [{ description: 'Cleaning on {period}', quantity: 1, rate: '50' }],
      sendReminders: false,
      reminderFlowTemplateId: null,
      frequency: 'weekly',
      startDate: '2026-12-07',
      sendMode: 'draft',
    });
    const profile = await createRecurringInvoice(
      t.app.deps,
      user.id,
      input,
      new Date('2026-11-20T12:00:00Z'),
    );
    await runRecurringInvoices(t.app.deps, sendMoment('2026-12-07', ZONE, 9));
    const [row] = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.recurringInvoiceId, profile.id));
    const made = (await agent.get(`/api/invoices/${row.id}`)).json();
    expect(made).toMatchObject({ serviceDate: '2026-12-07', servicePeriodStart: null });
    expect(made.lineItems[0].description).toBe('Cleaning on 7 Dec 2026');
  });
});
