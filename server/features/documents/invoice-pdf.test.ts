import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/currency';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestInvoice, createTestUser } from '../../../test/factories';
import { readPdf } from '../../../test/pdf-text';
import { pdfPool } from '../../pdf/pool';
import { renderInvoicePdf } from './render';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const germanCompany = {
  companyName: 'Schöne Grüße GmbH',
  email: 'rechnung@gruesse.de',
  phone: '+49 30 123456',
  website: 'https://gruesse.de',
  address: 'Hauptstraße 5\n10115 Berlin',
  currency: 'EUR',
  taxRate: 19,
  invoicePrefix: 'RE',
  invoiceNumberStart: 2026,
  paymentInstructions: 'Bitte überweisen Sie innerhalb von 14 Tagen.',
  country: 'DE',
  bankName: 'Deutsche Bank',
  accountNumber: '0532013000',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  blz: '37040044',
};

describe('invoice PDF', () => {
  it('prints number, both parties, lines, totals in € as in Germany, and the German bank details', async () => {
    const { agent, user } = await createTestUser(t.app);
    const saved = await agent.put('/api/settings', germanCompany);
    expect(saved.statusCode).toBe(200);
    const client = await createTestClient(agent, {
      name: 'Café Ünal & Söhne',
      email: 'kasse@cafe-uenal.de',
      phone: '+49 40 987654',
      address: 'Elbchaussee 1\n22763 Hamburg',
      language: 'de',
    });
    const invoice = await createTestInvoice(agent, {
      clientId: client.id,
      issueDate: '2026-01-05',
      dueDate: '2026-02-04',
      projectDescription: 'Relaunch <b>2026</b>',
      notes: 'Vielen Dank für Ihren Auftrag!',
      lineItems: [
        { description: 'Entwurf & Beratung', quantity: 3, rate: '120.50' },
        { description: 'Übersetzung (Français, Español)', quantity: 1, rate: '99.99' },
      ],
    });

    const res = await agent.get(`/api/invoices/${invoice.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="invoice-${invoice.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { text, pages } = await readPdf(res.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      'Rechnung',
      'RE-2026',
      'Schöne Grüße GmbH',
      'rechnung@gruesse.de',
      'Hauptstraße 5',
      'Rechnungsempfänger',
      'Café Ünal & Söhne',
      'kasse@cafe-uenal.de',
      '+49 40 987654',
      'Elbchaussee 1',
      '05.01.2026',
      '04.02.2026',
      'Zu zahlen',
      'Relaunch <b>2026</b>',
      'Entwurf & Beratung',
      'Übersetzung (Français, Español)',
      '120,50 €',
      '361,50 €',
      '99,99 €',
      'Zwischensumme',
      '461,49 €',
      'USt. 19 % auf 461,49 €',
      '87,68 €',
      '549,17 €',
      'Vielen Dank für Ihren Auftrag!',
      'Zahlungshinweise',
      'Bitte überweisen Sie innerhalb von 14 Tagen.',
      'Bankverbindung',
      'Deutsche Bank',
      'DE89370400440532013000',
      'COBADEFFXXX',
      '37040044',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Routing');
    expect(text).not.toContain('SWIFT');

    // The function the reminder emails attach gives the same document, and nothing for someone else.
    const direct = await renderInvoicePdf(t.app.deps, user.id, invoice.id);
    expect(direct?.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await createTestUser(t.app);
    expect(await renderInvoicePdf(t.app.deps, other.user.id, invoice.id)).toBeUndefined();
  });

  it('prints the routing number for a US company on Letter paper, and "Your Company" without a name', async () => {
    const { agent } = await createTestUser(t.app);
    const saved = await agent.put('/api/settings', {
      currency: 'USD',
      taxRate: 0,
      invoicePrefix: 'US',
      invoiceNumberStart: 1,
      country: 'US',
      bankName: 'Chase Bank',
      accountNumber: '123456789',
      routingNumber: '021000021',
    });
    expect(saved.statusCode).toBe(200);
    const invoice = await createTestInvoice(agent, {
      lineItems: [{ description: 'Consulting', quantity: 2, rate: '150' }],
    });
    const res = await agent.get(`/api/invoices/${invoice.id}/pdf`);
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain('Your Company');
    expect(text).toContain('Routing number');
    expect(text).toContain('021000021');
    expect(text).toContain('Chase Bank');
    expect(text).toContain('$300.00');
    // A US company's dates and amounts are written as in the US.
    expect(text).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    // No VAT in the US: no "VAT 0 % on $300.00", and no tax row where no tax is charged.
    expect(text).not.toContain('VAT');
    expect(text).not.toContain('Tax 0 %');
    expect(text).not.toContain('IBAN');
    expect(text).not.toContain('BLZ');
    // Letter is 612 × 792 points; A4 would be 595.28 × 841.89.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);
  });

  it('prints a US consultant\'s invoice with US addresses and "Tax", never VAT or a category', async () => {
    const { agent } = await createTestUser(t.app);
    const saved = await agent.put('/api/settings', {
      companyName: 'Hudson Consulting LLC',
      address: '20 W 34th Street',
      postalCode: '10001',
      city: 'New York',
      region: 'NY',
      currency: 'USD',
      taxRate: 0,
      invoicePrefix: 'HC',
      invoiceNumberStart: 1,
      country: 'US',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().region).toBe('NY');
    const client = await createTestClient(agent, {
      name: 'Empire Holdings Inc.',
      address: '350 Fifth Avenue',
      postalCode: '10118',
      city: 'New York',
      region: 'NY',
      country: 'US',
    });
    expect(client.region).toBe('NY');
    const untaxed = await createTestInvoice(agent, {
      clientId: client.id,
      lineItems: [{ description: 'Strategy workshop', quantity: 1, rate: '30486.20' }],
    });
    const plain = (await readPdf((await agent.get(`/api/invoices/${untaxed.id}/pdf`)).rawPayload)).text;
    expect(plain).toContain('20 W 34th Street\nNew York, NY 10001');
    expect(plain).toContain('350 Fifth Avenue\nNew York, NY 10118');
    expect(plain).not.toContain('10118 New York');
    expect(plain).not.toContain('United States'); // both in the US: no country named
    for (const vatWord of ['VAT', 'Zero rated', 'Tax 0 %', ' Z\n'])
      expect(plain, vatWord).not.toContain(vatWord);
    expect(plain).toContain('$30,486.20');

    // Sales tax on one line, none on the other: a "Tax" column with rates only, one "Tax" row.
    const taxed = await createTestInvoice(agent, {
      clientId: client.id,
      lineItems: [
        { description: 'Printed reports', quantity: 1, rate: '1000.00', taxRate: 7.25, taxCategory: 'S' },
        { description: 'Strategy workshop', quantity: 1, rate: '500.00', taxRate: 0, taxCategory: 'Z' },
      ],
    });
    const mixed = (await readPdf((await agent.get(`/api/invoices/${taxed.id}/pdf`)).rawPayload)).text;
    expect(mixed).toContain('Tax 7.25 % on $1,000.00');
    expect(mixed).toContain('$72.50');
    expect(mixed).toMatch(/Unit price\s+Tax\s+Amount/);
    for (const vatWord of ['VAT', 'Zero rated', 'Tax 0 %', '0 % Z'])
      expect(mixed, vatWord).not.toContain(vatWord);
  });

  it('prints a US client of a German company in US order, the country named in German, with VAT', async () => {
    const { agent } = await createTestUser(t.app);
    expect((await agent.put('/api/settings', germanCompany)).statusCode).toBe(200);
    const client = await createTestClient(agent, {
      name: 'Empire Holdings Inc.',
      address: '350 Fifth Avenue',
      postalCode: '10118',
      city: 'New York',
      region: 'NY',
      country: 'US',
      language: 'de',
    });
    const invoice = await createTestInvoice(agent, {
      clientId: client.id,
      lineItems: [{ description: 'Beratung', quantity: 1, rate: '100.00' }],
    });
    const { text } = await readPdf((await agent.get(`/api/invoices/${invoice.id}/pdf`)).rawPayload);
    expect(text).toContain('350 Fifth Avenue\nNew York, NY 10118\nVereinigte Staaten');
    // Not subject to German VAT: the note a German company's invoice carries.
    expect(text).toContain('Nicht steuerbar in Deutschland');
  });

  it('prints £ and ¥ amounts in the invoice currency, written as in the company’s country', async () => {
    const { agent } = await createTestUser(t.app);
    const gbp = await createTestInvoice(agent, {
      currency: 'GBP',
      lineItems: [{ description: 'Tea', quantity: 1, rate: '10' }],
    });
    const jpy = await createTestInvoice(agent, {
      currency: 'JPY',
      lineItems: [{ description: 'Sushi', quantity: 1, rate: '5000' }],
    });
    // English documents of a German company: amounts as in Britain (documentLocale en-GB).
    expect((await readPdf((await agent.get(`/api/invoices/${gbp.id}/pdf`)).rawPayload)).text).toContain(
      formatMoney('10', 'GBP', 'en-GB'),
    );
    expect((await readPdf((await agent.get(`/api/invoices/${jpy.id}/pdf`)).rawPayload)).text).toContain(
      formatMoney('5000', 'JPY', 'en-GB'),
    );
  });

  it('flows a 60-line invoice onto several pages with the table header repeated', async () => {
    const { agent } = await createTestUser(t.app, { withCompany: false });
    const lineItems = Array.from({ length: 60 }, (_, i) => ({
      description: `Line item number ${i + 1}`,
      quantity: 1,
      rate: '1.00',
    }));
    const invoice = await createTestInvoice(agent, { lineItems });
    const { text, pages } = await readPdf((await agent.get(`/api/invoices/${invoice.id}/pdf`)).rawPayload);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Line item number 1');
    expect(text).toContain('Line item number 60');
    expect(text.match(/Description/g)?.length).toBe(pages);
    expect(text).toContain('€71.40'); // 60.00 + 19% tax, in English as in Britain
    expect(text).toContain('Your Company'); // nothing saved in Settings yet
    expect(text).not.toContain('Payment information');
    expect(text).toContain(`${invoice.invoiceNumber} · Page 1 of ${pages}`);
  });

  it('answers the health check while large PDFs render in the pool', async () => {
    const { agent } = await createTestUser(t.app);
    const lineItems = Array.from({ length: 500 }, (_, i) => ({
      description: `Design and development, part ${i + 1}: a description long enough to wrap in its column`,
      quantity: 1,
      rate: '10.00',
    }));
    const invoice = await createTestInvoice(agent, { lineItems });
    const finished: string[] = [];
    // Four at once from one account: three render (the per-account limit), one is refused.
    const pdfs = Array.from({ length: 4 }, () =>
      agent.get(`/api/invoices/${invoice.id}/pdf`).then((res) => {
        if (res.statusCode === 200) finished.push('pdf');
        return res;
      }),
    );
    // Wait for the condition under test: a thread is rendering.
    while (pdfPool().stats().running === 0) await new Promise((r) => setTimeout(r, 5));
    const health = await t.app.inject({ url: '/api/health' });
    finished.push('health');
    expect(health.statusCode).toBe(200);
    expect(finished[0]).toBe('health');
    const responses = await Promise.all(pdfs);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429]);
    expect(responses.find((r) => r.statusCode === 429)?.json().message).toBe(
      'Too many PDFs are being prepared for your account; try again in a moment.',
    );
  });
});
