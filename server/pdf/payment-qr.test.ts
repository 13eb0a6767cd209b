import { isQRReferenceValid } from 'swissqrbill/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epcPayload, scanToPay, swissQrPayload } from '../../shared/payment-qr';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestInvoice, createTestUser, recordTestPayment, saveTestSettings } from '../../test/factories';
import { testInvoiceDocument, testPayment } from '../../test/invoice-document';
import { readPdf } from '../../test/pdf-text';
import { decodeQrOnPage, decodeQrSvg } from '../../test/qr-decode';
import { loadInvoiceDocument } from '../features/documents/assemble';
import { renderInvoicePdf } from '../features/documents/render';
import { renderDocument } from './invoice-document';
import { paymentQrCodes } from './payment-qr';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 75 characters: the GiroCode keeps the first 70. */
const LONG_NAME = 'Müller & Söhne Softwareentwicklung, Beratung und Schulung GmbH & Co. KG Nor';
const GERMAN = {
  companyName: LONG_NAME,
  country: 'DE',
  currency: 'EUR',
  invoicePrefix: 'RE',
  invoiceNumberStart: 2026,
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};
const SWISS = {
  companyName: 'Zürcher Design AG',
  country: 'CH',
  currency: 'CHF',
  address: 'Bahnhofstrasse 12\n8001 Zürich',
  iban: 'CH93 0076 2011 6238 5295 7',
};

/** An invoice of `amount` for a fresh user with these settings, sent, with `paid` recorded against it. */
async function invoiceFor(settings: Record<string, unknown>, amount: string, paid?: string) {
  const { agent, user } = await createTestUser(t.app);
  await saveTestSettings(agent, settings);
  const invoice = await createTestInvoice(agent, {
    status: 'sent',
    lineItems: [{ description: 'Consulting', quantity: 1, rate: amount }],
  });
  if (paid)
    await recordTestPayment(t.database.db, {
      userId: user.id,
      invoiceId: invoice.id,
      amount: paid,
      paidOn: invoice.issueDate,
    });
  return { agent, user, invoice };
}

/** The PDF as the app prints it: loaded from the database and rendered in a PDF thread. */
async function printed(userId: string, invoiceId: number) {
  const pdf = await renderInvoicePdf({ db: t.database.db }, userId, invoiceId);
  if (!pdf) throw new Error('no PDF');
  return pdf;
}

describe('GiroCode (EPC QR code) on the invoice PDF', () => {
  it('encodes the balance due after a part payment, the name cut at 70 and the invoice number', async () => {
    expect(Array.from(LONG_NAME)).toHaveLength(75);
    const { user, invoice } = await invoiceFor(GERMAN, '1200.00', '200.00');
    const document = (await loadInvoiceDocument(t.database.db, user.id, invoice.id))!;
    expect(document.totals).toMatchObject({ total: '1200.00', amountPaid: '200.00', balanceDue: '1000.00' });

    const pdf = await printed(user.id, invoice.id);
    const payload = decodeQrOnPage(pdf, 1);
    expect(payload?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      Array.from(LONG_NAME).slice(0, 70).join(''),
      'DE89370400440532013000',
      'EUR1000.00',
      '',
      '',
      'RE-2026',
    ]);
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(331);

    const { text, pageTexts: pages } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    // An English invoice of a German company writes amounts as in Britain (documentLocale: en-GB).
    for (const expected of ['Amount paid', '€200.00', 'Balance due', '€1,000.00', 'Scan to pay (GiroCode)'])
      expect(text).toContain(expected);

    expect(await paymentQrCodes(document)).toEqual([
      {
        kind: 'epc',
        label: 'Scan to pay with your banking app (GiroCode)',
        payload: epcPayload({
          beneficiaryName: LONG_NAME,
          iban: GERMAN.iban,
          bic: GERMAN.bic,
          amount: '1000.00',
          remittance: 'RE-2026',
        }),
        svg: expect.stringMatching(/^<svg .*<\/svg>$/s),
      },
    ]);
    expect(decodeQrSvg((await paymentQrCodes(document))[0].svg)).toBe(payload);
  });

  it('moves the block to the next page when the code would not fit below the items', async () => {
    const epc = epcPayload({
      beneficiaryName: 'Test GmbH',
      iban: GERMAN.iban,
      amount: '18.00',
      remittance: 'INV-1',
    });
    // 18 lines leave room on page 1 for the bank rows alone, not for the code beside them.
    const pdf = await renderDocument(
      testInvoiceDocument(18, {
        payment: testPayment({
          information: [{ label: 'IBAN', value: GERMAN.iban }],
          scanToPay: { epc, swissQrBill: null },
        }),
      }),
    );
    const { pageTexts: pages } = await readPdf(pdf);
    expect(pages.map((p) => p.includes('Payment information'))).toEqual([false, true]);
    expect(decodeQrOnPage(pdf, 1)).toBeUndefined();
    expect(decodeQrOnPage(pdf, 2)).toBe(epc);
  });

  it('prints no code for USD, a paid or void invoice, or EUR without an IBAN', async () => {
    const usd = await invoiceFor({ ...GERMAN, currency: 'USD' }, '100.00');
    const paid = await invoiceFor(GERMAN, '100.00', '100.00');
    // Only an invoice without payments can be voided; what it owed no longer counts.
    const voided = await invoiceFor(GERMAN, '100.00');
    expect(
      (await voided.agent.post(`/api/invoices/${voided.invoice.id}/void`, { reason: 'Wrong client' }))
        .statusCode,
    ).toBe(200);
    const noIban = await invoiceFor({ ...GERMAN, iban: '', bic: '' }, '100.00');

    for (const { user, invoice } of [usd, paid, voided, noIban]) {
      const document = (await loadInvoiceDocument(t.database.db, user.id, invoice.id))!;
      // A void invoice has no payment block at all; the others have one without codes.
      if (invoice === voided.invoice) expect(document.payment).toBeNull();
      else expect(document.payment?.scanToPay).toEqual({ epc: null, swissQrBill: null });
      expect(await paymentQrCodes(document)).toEqual([]);
      const pdf = await printed(user.id, invoice.id);
      expect(decodeQrOnPage(pdf, 1)).toBeUndefined();
      expect((await readPdf(pdf)).text).not.toContain('Scan to pay');
    }
    const voidDocument = await loadInvoiceDocument(t.database.db, voided.user.id, voided.invoice.id);
    expect(voidDocument?.totals).toMatchObject({ total: '100.00', balanceDue: '0.00' });
  });
});

describe('Swiss QR-bill on the invoice PDF', () => {
  it('draws the payment part with the creditor, the balance in CHF and the invoice number (IBAN: NON)', async () => {
    const { user, invoice } = await invoiceFor(SWISS, '1500.50', '500.00');
    const document = (await loadInvoiceDocument(t.database.db, user.id, invoice.id))!;
    const pdf = await printed(user.id, invoice.id);
    const { text, pageTexts: pages } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    for (const expected of ['Payment part', 'Receipt', 'Bahnhofstrasse 12', '8001 Zürich', '1 000.50'])
      expect(text).toContain(expected);

    const payload = decodeQrOnPage(pdf, pages.length);
    expect(payload?.split('\n')).toEqual([
      'SPC',
      '0200',
      '1',
      'CH9300762011623852957',
      'S',
      'Zürcher Design AG',
      'Bahnhofstrasse',
      '12',
      '8001',
      'Zürich',
      'CH',
      ...Array(7).fill(''), // ultimate creditor
      '1000.50',
      'CHF',
      ...Array(7).fill(''), // debtor
      'NON',
      '',
      'INV-1',
      'EPD',
    ]);

    const codes = await paymentQrCodes(document);
    expect(codes).toEqual([
      {
        kind: 'swiss',
        label: 'Scan to pay with your banking app (Swiss QR code)',
        payload,
        svg: expect.stringMatching(/^<svg .*<\/svg>$/s),
      },
    ]);
    // The Swiss cross (a white square, a black one, two white arms) over the middle still scans.
    expect(codes[0].svg.match(/<rect /g)).toHaveLength(4);
    expect(decodeQrSvg(codes[0].svg)).toBe(payload);
  });

  it('uses a QRR reference from the invoice number with a QR-IBAN, and its own page when the last is full', async () => {
    const { swissQrBill } = scanToPay({
      ...SWISS,
      invoiceNumber: 'INV-1000',
      balanceDue: '40.00',
      creditorName: SWISS.companyName,
      iban: 'CH44 3199 9123 0008 8901 2',
      bic: null,
    });
    const pdf = await renderDocument(
      testInvoiceDocument(40, {
        number: 'INV-1000',
        currency: 'CHF',
        payment: testPayment({ scanToPay: { epc: null, swissQrBill } }),
      }),
    );
    const { pageTexts: pages } = await readPdf(pdf);
    // The invoice fills two pages; the bill gets the third, with the page number above it.
    expect(pages.map((p) => p.includes('Total:'))).toEqual([false, true, false]);
    expect(pages[2]).toContain('Payment part');
    expect(pages[2]).toContain('INV-1000 · Page 3 of 3');
    const lines = decodeQrOnPage(pdf, 3)?.split('\n');
    expect(lines?.join('\n')).toBe(swissQrPayload(swissQrBill!));
    expect(lines?.slice(3, 4)).toEqual(['CH4431999123000889012']);
    expect(lines?.slice(-4)).toEqual(['QRR', '000000000000000000000010006', 'INV-1000', 'EPD']);
    expect(isQRReferenceValid(lines![lines!.length - 3])).toBe(true);
  });

  it('draws no bill for CHF without an address it can read, and no bill when swissqrbill refuses the data', async () => {
    const { user, invoice } = await invoiceFor({ ...SWISS, address: '' }, '100.00');
    const document = (await loadInvoiceDocument(t.database.db, user.id, invoice.id))!;
    expect(document.payment?.scanToPay).toEqual({ epc: null, swissQrBill: null });
    const pdf = await printed(user.id, invoice.id);
    expect(decodeQrOnPage(pdf, 1)).toBeUndefined();
    expect((await readPdf(pdf)).text).not.toContain('Payment part');

    // A wrong IBAN checksum passes the shape check; swissqrbill refuses it, and the PDF goes without the bill.
    const { swissQrBill } = scanToPay({
      ...SWISS,
      invoiceNumber: 'INV-1',
      balanceDue: '1.00',
      creditorName: 'X',
      iban: 'CH93 0076 2011 6238 5295 8',
      bic: null,
    });
    const refused = testInvoiceDocument(1, {
      currency: 'CHF',
      payment: testPayment({ scanToPay: { epc: null, swissQrBill } }),
    });
    const refusedPdf = await renderDocument(refused);
    expect((await readPdf(refusedPdf)).pageTexts).toHaveLength(1);
    expect(decodeQrOnPage(refusedPdf, 1)).toBeUndefined();
    expect(await paymentQrCodes(refused)).toEqual([]);
  });
});
