/**
 * E-invoices (issue 4/6) from the screens: a German company bills a city that takes XRechnung. The
 * invoice form lists what the e-invoice lacks and leads to each field, the view says it is ready and
 * downloads the XML, and the client's page offers it beside the PDF. Sending an invoice that lacks
 * something shows it in the review, which leads to the field or sends the PDF alone on purpose
 * (issue 2/7 item 12).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  dayFromNow,
  expect,
  expectAccessible,
  expectToast,
  openInvoiceView,
  sendReviewedEmail,
  test,
} from './fixtures';
import { emailsTo } from './outbox';

test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.E2E_SCREENSHOTS ?? path.resolve('.test-data/screenshots');
const LEITWEG_ID = '05315-12345-67';

async function shot(target: Page | Locator, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: path.join(SHOTS, name) });
}

/** A company in Berlin with all XRechnung asks of a seller: address, phone, email and VAT ID. */
async function germanCompany(page: Page) {
  const current = await (await page.request.get('/api/settings')).json();
  const saved = await page.request.put('/api/settings', {
    data: {
      ...current,
      companyName: 'Nordlicht Design GmbH',
      email: 'rechnung@nordlicht.example',
      phone: '+49 30 1234567',
      address: 'Torstraße 1',
      postalCode: '10119',
      city: 'Berlin',
      country: 'DE',
      currency: 'EUR',
      taxRate: 19,
      vatId: 'DE136695976',
    },
  });
  expect(saved.status()).toBe(200);
}

/** A city taking XRechnung (CII), its postal code (unless `postalCode`) and Leitweg-ID not yet known. */
async function cityClient(page: Page, postalCode?: string) {
  const res = await page.request.post('/api/clients', {
    data: {
      language: 'en',
      name: 'Stadt Köln',
      email: 'rechnungseingang@stadt-koeln.example',
      address: 'Willy-Brandt-Platz 2',
      postalCode,
      city: 'Köln',
      country: 'DE',
      eInvoiceFormat: 'xrechnung-cii',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; clientId: string; name: string };
}

test('the form shows what XRechnung lacks, the view downloads it, the client’s page offers the XML', async ({
  signedIn: { page },
  browser,
}) => {
  await germanCompany(page);
  const client = await cityClient(page);

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  await page.getByRole('combobox', { name: 'Client', exact: true }).click();
  await page.getByRole('option', { name: `${client.name} (${client.clientId})` }).click();
  const line = dialog.getByRole('group', { name: 'Line item 1' });
  await line.getByLabel('Description').fill('Bürgerportal: Gestaltung');
  await line.getByLabel('Rate', { exact: true }).fill('1200');

  // What is missing, each leading to its field.
  const panel = dialog.getByRole('region', { name: 'E-invoice', exact: true });
  const missing = panel.getByRole('list', { name: 'To send it as XRechnung (CII), add:' });
  const referenceItem = missing.getByRole('button', {
    name: 'XRechnung needs the buyer reference (Leitweg-ID)',
    exact: true,
  });
  const postalCodeItem = missing.getByRole('link', { name: /The client's postal code is missing/ });
  await expect(referenceItem).toBeVisible();
  await expect(postalCodeItem).toHaveAttribute('href', `/clients?edit=${client.id}`);
  await panel.scrollIntoViewIfNeeded();
  await shot(panel, 'e-invoice-form-panel-missing.png');
  await expectAccessible(page);

  // The invoice's own field: focus moves there.
  await referenceItem.click();
  const reference = dialog.getByLabel('Buyer reference', { exact: true });
  await expect(reference).toBeFocused();
  await reference.fill(LEITWEG_ID);
  await expect(referenceItem).toBeHidden();

  // The client's: its edit dialog opens in a new tab, the invoice being typed stays.
  const [clientTab] = await Promise.all([page.context().waitForEvent('page'), postalCodeItem.click()]);
  const edit = clientTab.getByRole('dialog', { name: 'Edit Client' });
  await edit.getByLabel('Postal code', { exact: true }).fill('50667');
  await expect(edit.getByRole('combobox', { name: 'E-invoice format', exact: true })).toHaveText(
    'XRechnung (CII)',
  );
  await edit.getByRole('region', { name: 'E-invoice', exact: true }).scrollIntoViewIfNeeded();
  await shot(edit, 'e-invoice-client-form.png');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(clientTab, 'Client updated successfully');
  await clientTab.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(panel.getByRole('status')).toHaveText('E-invoice ready: XRechnung (CII)');
  await shot(panel, 'e-invoice-form-panel-ready.png');
  await shot(
    dialog.getByRole('region', { name: 'Client Information', exact: true }),
    'e-invoice-form-reference.png',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'e-invoice-form-mobile.png');
  await page.setViewportSize({ width: 1280, height: 720 });

  await dialog.getByRole('button', { name: 'Save as Draft', exact: true }).click();
  await expectToast(page, 'Invoice created successfully');

  // The view: ready in the client's format; sent, it downloads.
  const row = page.getByRole('button', { name: /^View invoice / }).first();
  const invoiceNumber = ((await row.getAttribute('aria-label')) ?? '').replace('View invoice ', '');
  await row.click();
  const view = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(view.getByTestId('document-buyer-reference')).toHaveText(LEITWEG_ID);
  const viewPanel = view.getByRole('region', { name: 'E-invoice', exact: true });
  await expect(viewPanel.getByRole('status').first()).toHaveText('E-invoice ready: XRechnung (CII)');
  await expect(view.getByRole('button', { name: 'Download e-invoice', exact: true })).toBeDisabled();
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await sendReviewedEmail(page);
  await expectToast(page, 'Invoice sent');

  await viewPanel.getByText('Other formats', { exact: true }).click();
  await expect(viewPanel.getByRole('heading', { name: 'Peppol BIS Billing 3.0', exact: true })).toBeVisible();
  await viewPanel.scrollIntoViewIfNeeded();
  await shot(viewPanel, 'e-invoice-view-panel.png');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await viewPanel.scrollIntoViewIfNeeded();
  await shot(page, 'e-invoice-view-mobile.png');
  await page.setViewportSize({ width: 1280, height: 720 });

  const menu = view.getByRole('button', { name: 'Download e-invoice', exact: true });
  await expect(menu).toBeEnabled();
  await menu.click();
  const [answer, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/e-invoice?format=xrechnung-cii')),
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'XRechnung (CII)', exact: true }).click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/xml');
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}-xrechnung.xml`);
  const xml = fs.readFileSync((await download.path()) ?? '', 'utf8');
  expect(xml).toMatch(/^<\?xml/);
  expect(xml).toContain(invoiceNumber);
  expect(xml).toContain(LEITWEG_ID);
  await expectToast(page, 'XRechnung (CII) downloaded');

  // The client's page, signed out: the XML beside the PDF.
  const link = await page.request.post(`/api/invoices/${await invoiceId(page, invoiceNumber)}/share-link`, {
    data: {},
  });
  const { url } = (await link.json()) as { url: string };
  const guest = await browser.newContext();
  const publicPage = await guest.newPage();
  await publicPage.goto(new URL(url).pathname);
  const xmlLink = publicPage.getByRole('link', { name: 'Download e-invoice (XML)', exact: true });
  await expect(xmlLink).toHaveAttribute(
    'href',
    /\/api\/public\/invoices\/[^/]+\/e-invoice\?format=xrechnung-cii$/,
  );
  await expect(publicPage.getByRole('link', { name: 'Download PDF', exact: true })).toBeVisible();
  const publicXml = await publicPage.request.get((await xmlLink.getAttribute('href')) ?? '');
  expect(publicXml.status()).toBe(200);
  expect(await publicXml.text()).toContain(invoiceNumber);
  await shot(publicPage.getByRole('region', { name: 'Pay this invoice' }), 'e-invoice-client-page.png');
  await publicPage.setViewportSize({ width: 390, height: 844 });
  await xmlLink.scrollIntoViewIfNeeded();
  await shot(publicPage, 'e-invoice-client-page-mobile.png');
  await guest.close();
});

test('a credit note on a ready German invoice downloads as XRechnung from its menus', async ({
  signedIn: { page },
}) => {
  await germanCompany(page);
  const client = await cityClient(page, '50667');
  const created = await page.request.post('/api/invoices', {
    data: {
      clientId: client.id,
      status: 'sent',
      issueDate: dayFromNow(-1),
      dueDate: dayFromNow(30),
      buyerReference: LEITWEG_ID,
      lineItems: [{ description: 'Bürgerportal: Gestaltung', quantity: 1, rate: '1200' }],
    },
  });
  expect(created.status()).toBe(201);
  const invoice = (await created.json()) as { id: number; invoiceNumber: string };
  const readiness = await (await page.request.get(`/api/invoices/${invoice.id}/e-invoice/readiness`)).json();
  expect(readiness.formats['xrechnung-cii']).toEqual({ ready: true, problems: [] });

  // Issued from the invoice view, the credit note is listed there with its PDF and its e-invoice.
  const view = await openInvoiceView(page, invoice);
  await view.getByRole('button', { name: 'Issue credit note…' }).click();
  const dialog = page.getByRole('dialog', { name: `Issue Credit Note for ${invoice.invoiceNumber}` });
  await dialog.getByLabel('Reason').fill('Workshop cancelled');
  const line = dialog.getByRole('group', { name: 'Line item 1' });
  await line.getByLabel('Description').fill('Workshop');
  await line.getByLabel('Rate', { exact: true }).fill('200');
  await dialog.getByRole('button', { name: 'Issue Credit Note' }).click();
  await expectToast(page, 'Credit note CN-1 issued');

  const listed = view.getByTestId('credit-note-item');
  const viewMenu = listed.getByRole('button', {
    name: 'Download e-invoice of credit note CN-1',
    exact: true,
  });
  await viewMenu.click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText([
    'XRechnung (CII)',
    'Factur-X / ZUGFeRD',
    'XRechnung (UBL)',
    'Peppol BIS Billing 3.0',
    'EN 16931 (CII)',
    'EN 16931 (UBL)',
  ]);
  await shot(page, 'credit-note-e-invoice-view-menu.png');
  await expectAccessible(page);
  const [answer, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/e-invoice?format=xrechnung-cii')),
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'XRechnung (CII)', exact: true }).click(),
  ]);
  expect(answer.url()).toMatch(/\/api\/credit-notes\/\d+\/e-invoice\?format=xrechnung-cii$/);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/xml');
  expect(download.suggestedFilename()).toBe('CN-1-xrechnung.xml');
  const xml = fs.readFileSync((await download.path()) ?? '', 'utf8');
  expect(xml).toMatch(/^<\?xml/);
  expect(xml).toContain('<ram:ID>CN-1</ram:ID>');
  expect(xml).toContain(invoice.invoiceNumber);
  await expectToast(page, 'XRechnung (CII) downloaded');
  await view.getByRole('button', { name: 'Close' }).click();

  // The Credit Notes table: the row's menu by keyboard, beside its PDF and Send again.
  await page.setViewportSize({ width: 1280, height: 900 });
  const row = page.getByRole('table', { name: 'Credit Notes' }).getByRole('row', { name: /CN-1/ });
  await expect(row.getByRole('button')).toHaveText(['', 'Send again']);
  const rowMenu = row.getByRole('button', { name: 'Download e-invoice of credit note CN-1', exact: true });
  await rowMenu.focus();
  await page.keyboard.press('Enter');
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveText('XRechnung (CII)');
  await shot(page, 'credit-note-e-invoice-table-menu.png');
  const [again] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(again.suggestedFilename()).toBe('CN-1-xrechnung.xml');
  await expect(rowMenu).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Credit Notes', exact: true }).getByRole('listitem');
  await card.getByRole('button', { name: 'Download e-invoice of credit note CN-1', exact: true }).click();
  await expect(items).toHaveCount(6);
  await shot(page, 'credit-note-e-invoice-mobile-menu.png');
  await expectAccessible(page);
});

test('Create & Send to an XRechnung client without a Leitweg-ID: the review shows it, leads to the field, or sends the PDF alone', async ({
  signedIn: { page },
}) => {
  await germanCompany(page);
  const address = `rechnung-${Date.now()}@stadt-bonn.example`;
  const created = await page.request.post('/api/clients', {
    data: {
      language: 'en',
      name: 'Stadt Bonn',
      email: address,
      address: 'Altes Rathaus, Markt 2',
      postalCode: '53111',
      city: 'Bonn',
      country: 'DE',
      eInvoiceFormat: 'xrechnung-cii',
    },
  });
  expect(created.status()).toBe(201);
  const client = (await created.json()) as { id: number; clientId: string; name: string };

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  await page.getByRole('combobox', { name: 'Client', exact: true }).click();
  await page.getByRole('option', { name: `${client.name} (${client.clientId})` }).click();
  const line = dialog.getByRole('group', { name: 'Line item 1' });
  await line.getByLabel('Description').fill('Ratsinformationssystem: Wartung');
  await line.getByLabel('Rate', { exact: true }).fill('800');
  await dialog.getByRole('button', { name: 'Create & Send Invoice', exact: true }).click();

  // The review: what XRechnung lacks, Send disabled until the PDF alone is chosen.
  const review = page.getByRole('dialog', { name: 'Review invoice email' });
  const section = review.getByRole('region', { name: 'E-invoice', exact: true });
  const reference = section
    .getByRole('list', { name: 'To send it as XRechnung (CII), add:' })
    .getByRole('button', { name: 'XRechnung needs the buyer reference (Leitweg-ID)', exact: true });
  await expect(reference).toBeVisible();
  const send = review.getByRole('button', { name: 'Send Email' });
  await expect(send).toBeDisabled();
  await section.scrollIntoViewIfNeeded();
  await shot(review, 'e-invoice-review-missing.png');
  await expectAccessible(page);

  // The invoice's own field: back in the form, on that field; the draft made is saved again, not twice.
  await reference.click();
  await expect(review).toBeHidden();
  const buyerReference = dialog.getByLabel('Buyer reference', { exact: true });
  await expect(buyerReference).toBeFocused();
  await buyerReference.fill(LEITWEG_ID);
  await dialog.getByRole('button', { name: 'Create & Send Invoice', exact: true }).click();
  await expect(review.getByRole('status')).toHaveText('E-invoice ready: XRechnung (CII)');
  await sendReviewedEmail(page);
  await expectToast(page, 'Invoice created and email sent successfully!');
  const invoices = (await (await page.request.get('/api/invoices')).json()) as {
    id: number;
    invoiceNumber: string;
    clientId: number;
    status: string;
  }[];
  const billed = invoices.filter((i) => i.clientId === client.id);
  expect(billed.map((i) => i.status)).toEqual(['sent']);
  await expect(async () => {
    const [mail] = await emailsTo(address);
    expect(mail?.attachments).toEqual([
      `invoice-${billed[0].invoiceNumber}.pdf`,
      `${billed[0].invoiceNumber}-xrechnung.xml`,
    ]);
  }).toPass({ timeout: 30_000 });

  // A second invoice without the Leitweg-ID, sent from its view with the PDF alone, on purpose.
  const draft = await page.request.post('/api/invoices', {
    data: {
      clientId: client.id,
      status: 'draft',
      issueDate: dayFromNow(-1),
      dueDate: dayFromNow(30),
      lineItems: [{ description: 'Schulung', quantity: 1, rate: '400' }],
    },
  });
  expect(draft.status()).toBe(201);
  const second = (await draft.json()) as { id: number; invoiceNumber: string };
  const view = await openInvoiceView(page, second);
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(section.getByRole('list', { name: 'To send it as XRechnung (CII), add:' })).toBeVisible();
  await expect(send).toBeDisabled();
  await section.getByRole('checkbox', { name: /Send the PDF without the e-invoice/ }).check();
  await expect(send).toBeEnabled();
  await send.click();
  await expectToast(page, 'Invoice sent');
  await expect(async () => {
    const mail = (await emailsTo(address)).find((m) =>
      m.attachments.includes(`invoice-${second.invoiceNumber}.pdf`),
    );
    expect(mail?.attachments).toEqual([`invoice-${second.invoiceNumber}.pdf`]);
  }).toPass({ timeout: 30_000 });
  await view.getByRole('tab', { name: 'Activity' }).click();
  await expect(view.getByRole('list', { name: 'Activity' })).toContainText(
    'Sent with the PDF alone, as chosen: without the XRechnung (CII) e-invoice the client receives',
  );
});

async function invoiceId(page: Page, invoiceNumber: string): Promise<number> {
  const invoices = (await (await page.request.get('/api/invoices')).json()) as {
    id: number;
    invoiceNumber: string;
  }[];
  const found = invoices.find((i) => i.invoiceNumber === invoiceNumber);
  expect(found).toBeDefined();
  return found!.id;
}
