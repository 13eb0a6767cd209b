/**
 * The client's page of an issued invoice shows what the PDF prints: the logo and the payment link
 * frozen at issue (decision 024), whatever Settings say since.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { type Agent, createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser, saveTestSettings } from '../../../test/factories';
import { png } from '../../../test/logo-images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => todayIn('Europe/Berlin');
const COMPANY = { companyName: 'Muster GmbH', email: 'billing@muster.example', address: 'Hauptstraße 5' };
const anonymous = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });

async function uploadLogo(agent: Agent, width: number, height: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/logo',
    headers: { cookie: agent.cookie, origin: TEST_ORIGIN, 'content-type': 'image/png' },
    payload: await png(width, height),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A sent invoice of €1,000.00 and its public page's address. */
async function sharedInvoice(agent: Agent) {
  const invoice = await createTestInvoice(agent, {
    status: 'sent',
    issueDate: today(),
    dueDate: addDays(today(), 14),
    lineItems: [{ description: 'Design work', quantity: 1, rate: '1000.00' }],
  });
  const res = await agent.post(`/api/invoices/${invoice.id}/share-link`, {});
  expect(res.statusCode, res.body).toBe(200);
  return { invoice, page: `/api/public/invoices/${res.json().url.split('/i/')[1]}` };
}

describe("the client's page of an issued invoice", () => {
  it('keeps the logo and the payment link of its issue after both change in Settings', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { ...COMPANY, paymentLinkUrl: 'https://pay.example.com/{invoiceNumber}' });
    await uploadLogo(agent, 120, 60);
    const { invoice, page } = await sharedInvoice(agent);
    const before = (await anonymous(page)).json();
    expect(before.payment.payUrl).toBe(`https://pay.example.com/${invoice.invoiceNumber}`);
    expect(before.logoUrl).toBe(`${page}/logo`);
    const logo = await anonymous(`${page}/logo`);
    expect(logo.statusCode).toBe(200);

    await saveTestSettings(agent, { ...COMPANY, paymentLinkUrl: 'https://paypal.me/other/{balanceDue}' });
    await uploadLogo(agent, 90, 90);
    const replaced = await anonymous(`${page}/logo`);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.rawPayload.equals(logo.rawPayload)).toBe(true);
    expect((await anonymous(page)).json()).toEqual(before);

    expect((await agent.delete('/api/settings/logo')).statusCode).toBeLessThan(300);
    await saveTestSettings(agent, { ...COMPANY, paymentLinkUrl: null });
    const deleted = await anonymous(`${page}/logo`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.rawPayload.equals(logo.rawPayload)).toBe(true);
    expect((await anonymous(page)).json()).toEqual(before);
  });

  it('shows no logo and no Pay link when it had none at issue, even after both are set', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { ...COMPANY, paymentLinkUrl: null });
    const { page } = await sharedInvoice(agent);
    await uploadLogo(agent, 120, 60);
    await saveTestSettings(agent, { ...COMPANY, paymentLinkUrl: 'https://pay.example.com/{invoiceNumber}' });
    const body = (await anonymous(page)).json();
    expect(body.logoUrl).toBeNull();
    expect(body.payment.payUrl).toBeNull();
    const logo = await anonymous(`${page}/logo`);
    expect(logo.statusCode).toBe(404);
    expect(logo.json()).toEqual({ code: 'invoice_has_no_logo', message: 'This invoice has no logo.' });
  });
});
