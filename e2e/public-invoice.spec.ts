/**
 * The client's invoice page behind a private link (`/i/{token}`): the owner copies the link from the
 * invoice view, a signed-out browser opens it, pays attention to what it shows at a laptop and a
 * phone width, scans the GiroCode, and follows it through a payment, a revoke and the final payment.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { chooseRowAction, expect, expectAccessible, expectToast, sendReviewedEmail, test } from './fixtures';

// A long flow with two browsers and several accessibility scans: room for a busy machine.
test.describe.configure({ timeout: 180_000 });

const SCREENSHOTS = path.resolve('.test-data/screenshots');
const COMPANY = 'Nordlicht Design GmbH';
const IBAN = 'DE89370400440532013000';
const BIC = 'COBADEFFXXX';
const PAY_LINK = 'https://pay.example.com/{invoiceNumber}?amount={balanceDue}&cur={currency}';
const PAY_LINK_MESSAGE =
  'Online payment link must be an https:// address, e.g. https://buy.stripe.com/… or https://paypal.me/yourname';
const TOKEN_URL = /\/i\/[A-Za-z0-9_-]{43}$/;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Created {
  id: number;
  invoiceNumber: string;
}

/** Company name, bank details and the Pay link, through Settings → Company Information. */
async function setUpCompany(page: Page) {
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Company Information' });
  await form.getByLabel('Company Name').fill(COMPANY);
  await expect(form.getByRole('combobox', { name: 'Currency' })).toContainText('EUR');
  await form.getByLabel('IBAN').fill(IBAN);
  await form.getByLabel('BIC/SWIFT Code').fill(BIC);
  const payLink = form.getByLabel('Online payment link');
  await expect(payLink).toHaveAttribute('type', 'url');
  await expect(payLink).toHaveAttribute('placeholder', 'https://buy.stripe.com/…');
  await expect(form).toContainText('{invoiceNumber}, {amount}, {balanceDue} and {currency}');

  // Not https: the message is shown on the field, and nothing is saved.
  await payLink.fill('http://pay.example.com/x');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(form.getByText(PAY_LINK_MESSAGE)).toBeVisible();
  await expect(payLink).toHaveAttribute('aria-invalid', 'true');

  await payLink.fill(PAY_LINK);
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings saved');
  const saved = await (await page.request.get('/api/settings')).json();
  expect(saved).toMatchObject({ companyName: COMPANY, iban: IBAN, bic: BIC, paymentLinkUrl: PAY_LINK });

  // The server says the same about a non-https link sent to it directly.
  const refused = await page.request.put('/api/settings', {
    data: { ...saved, paymentLinkUrl: 'http://pay.example.com/x' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain(PAY_LINK_MESSAGE);
}

/** Two days' workshop at €450 and €180 of files: €1,080.00 + 19% tax = €1,285.20. */
async function createDraft(page: Page): Promise<Created> {
  const client = await page.request.post('/api/clients', {
    data: {
      language: 'en',
      name: 'Fjord Analytics AS',
      email: 'ap@fjord.example',
      address: 'Storgata 1\n0155 Oslo',
    },
  });
  expect(client.status()).toBe(201);
  const res = await page.request.post('/api/invoices', {
    data: {
      clientId: (await client.json()).id,
      status: 'draft',
      issueDate: day(-1),
      dueDate: day(30),
      projectDescription: 'Brand refresh',
      sendReminders: false,
      lineItems: [
        { description: 'Brand workshop', quantity: 2, unit: 'days', rate: '450' },
        { description: 'Logo files and usage guide', quantity: 1, rate: '180' },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

async function openView(page: Page, invoice: Created) {
  await page.goto('/invoices');
  await page.getByRole('button', { name: `View invoice ${invoice.invoiceNumber}` }).click();
  const view = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(view.getByText(invoice.invoiceNumber, { exact: true }).first()).toBeVisible();
  return view;
}

/** Copy client link: the toast, the read-only field and the clipboard all hold the link. */
async function copyClientLink(page: Page, view: Locator): Promise<string> {
  await view.getByRole('button', { name: 'Copy client link' }).click();
  await expectToast(page, 'Link copied');
  const field = view.getByLabel('Client link');
  await expect(field).toHaveValue(TOKEN_URL);
  await expect(field).toHaveAttribute('readonly', '');
  const url = await field.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  return url;
}

/** The code as a scanner sees it: a screenshot of the image, decoded by jsQR. */
async function decodeQr(image: Locator): Promise<string[]> {
  const png = PNG.sync.read(await image.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'the QR code decodes').not.toBeNull();
  return code!.data.split('\n');
}

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
}

async function signedOutPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  return { context, visitor: await context.newPage() };
}

test('the client opens the shared invoice, scans it, sees payments land; revoke and paid', async ({
  signedIn: { page },
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await setUpCompany(page);
  const invoice = await createDraft(page);

  // A draft has no client link; sending it makes one possible.
  const view = await openView(page, invoice);
  await expect(view.getByRole('button', { name: 'Copy client link' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await sendReviewedEmail(page);
  await expectToast(page, 'Invoice sent');
  await expect(view.getByTestId('invoice-view-status')).toHaveText('Pending');
  const url = await copyClientLink(page, view);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'owner-invoice-view-link.png') });
  await expectAccessible(page);
  // Copying again hands out the same link.
  await view.getByRole('button', { name: 'Copy client link' }).click();
  await expect(view.getByLabel('Client link')).toHaveValue(url);

  const { context, visitor } = await signedOutPage(browser);
  await visitor.goto(url);
  await expect(
    visitor.getByRole('heading', { level: 1, name: `Invoice ${invoice.invoiceNumber}` }),
  ).toBeVisible();
  await expect(visitor).toHaveTitle(`Invoice ${invoice.invoiceNumber} from ${COMPANY}`);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitor.getByText(`From ${COMPANY}`)).toBeVisible();
  await expect(visitor.getByRole('navigation')).toHaveCount(0);

  const sheet = visitor.getByRole('article', { name: 'Invoice' });
  await expect(sheet).toContainText(invoice.invoiceNumber);
  await expect(sheet).toContainText('Fjord Analytics AS');
  await expect(sheet).toContainText('Brand workshop');
  await expect(sheet).toContainText('2 days');
  await expect(sheet).toContainText('€450.00');
  await expect(sheet).toContainText('Subtotal:€1,080.00');
  await expect(sheet).toContainText('VAT 19 % on €1,080.00€205.20');
  await expect(sheet).toContainText('Total:€1,285.20');
  await expect(sheet).toContainText('Amount paid:€0.00');
  await expect(sheet).toContainText('Balance due:€1,285.20');
  await expect(sheet).toContainText(`IBAN:${IBAN}`);
  await expect(sheet).toContainText(`BIC:${BIC}`);

  const pay = visitor.getByRole('region', { name: 'Pay this invoice' });
  await expect(pay.getByTestId('public-balance-due')).toHaveText('€1,285.20');
  const payNow = pay.getByRole('link', { name: /Pay now/ });
  await expect(payNow).toHaveAttribute(
    'href',
    `https://pay.example.com/${invoice.invoiceNumber}?amount=1285.20&cur=EUR`,
  );
  await expect(payNow).toHaveAttribute('target', '_blank');
  await expect(payNow).toHaveAttribute('rel', 'noopener noreferrer');

  // Nothing on the page leads into the app: only the Pay link, the PDF and the jump to "how to pay".
  const hrefs = await visitor
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(
    hrefs.filter(
      (h) => !h?.startsWith('https://pay.example.com/') && !h?.startsWith('/api/public/') && h !== '#pay',
    ),
  ).toEqual([]);

  const pdfLink = pay.getByRole('link', { name: 'Download PDF' });
  const pdf = await visitor.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const qr = pay.getByRole('img', { name: 'Scan to pay with your banking app (GiroCode)' });
  await expect(qr).toBeVisible();
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(180);
  expect(box.width).toBeLessThanOrEqual(240);
  const epc = await decodeQr(qr);
  expect(epc.slice(0, 8)).toEqual(['BCD', '002', '1', 'SCT', BIC, COMPANY, IBAN, 'EUR1285.20']);
  expect(epc.at(-1)).toBe(invoice.invoiceNumber);

  await visitor.waitForLoadState('networkidle');
  await screenshot(visitor, 'public-invoice-1366.png');
  await expectAccessible(visitor);

  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(qr).toBeVisible();
  expect(await visitor.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(visitor.getByRole('link', { name: 'How to pay' })).toBeVisible();
  await screenshot(visitor, 'public-invoice-390.png');
  await expectAccessible(visitor);
  expect((await decodeQr(qr)).slice(7, 8)).toEqual(['EUR1285.20']);

  // The owner sees that the client looked, in the table and in the invoice's history.
  await page.goto('/invoices');
  const row = page.getByRole('table', { name: 'Pending Invoices' }).getByRole('row', { name: /Fjord/ });
  const viewed = row.getByTestId('viewed-badge');
  await expect(viewed).toContainText('Viewed');
  await expect(viewed).toHaveAttribute('title', /^Viewed by client on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await screenshot(page, 'owner-invoices-viewed.png');
  const again = await openView(page, invoice);
  await again.getByRole('tab', { name: 'Activity' }).click();
  await expect(again.getByRole('list', { name: 'Activity' })).toContainText('Viewed by client');
  await again.getByRole('button', { name: 'Close' }).click();

  // A part payment: the page shows what came in and what is left, and the Pay link asks for the rest.
  const payment = await page.request.post(`/api/invoices/${invoice.id}/payments`, {
    data: { amount: '285.20', paidOn: day(-1), method: 'bank_transfer' },
  });
  expect(payment.status()).toBe(201);
  await visitor.setViewportSize({ width: 1366, height: 900 });
  await visitor.reload();
  await expect(sheet).toContainText('Amount paid:€285.20');
  await expect(sheet).toContainText('Balance due:€1,000.00');
  await expect(pay.getByTestId('public-balance-due')).toHaveText('€1,000.00');
  await expect(visitor.getByText('Partially Paid')).toBeVisible();
  await expect(payNow).toHaveAttribute(
    'href',
    `https://pay.example.com/${invoice.invoiceNumber}?amount=1000.00&cur=EUR`,
  );
  expect((await decodeQr(qr)).slice(7, 8)).toEqual(['EUR1000.00']);

  // Revoked: the old link tells nothing about the invoice any more.
  const revokeView = await openView(page, invoice);
  await revokeView.getByRole('button', { name: 'Revoke link' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke the client link?' });
  await expect(confirm).toContainText(invoice.invoiceNumber);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Revoke Link' }).click();
  await expectToast(page, 'Link revoked');
  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This invoice link is not valid' }),
  ).toBeVisible();
  await expect(visitor.getByText(invoice.invoiceNumber)).toHaveCount(0);
  await expect(visitor.getByText(COMPANY)).toHaveCount(0);
  await screenshot(visitor, 'public-invoice-not-valid-1366.png');
  await expectAccessible(visitor);

  // A new link, then the invoice is paid: the page says so and offers nothing to pay.
  const newUrl = await copyClientLink(page, revokeView);
  expect(newUrl).not.toBe(url);
  await revokeView.getByRole('button', { name: 'Close' }).click();
  await chooseRowAction(
    page.getByRole('table', { name: 'Pending Invoices' }).getByRole('row', { name: /Fjord/ }),
    invoice.invoiceNumber,
    'Mark Paid',
  );
  await expectToast(page, 'Invoice marked as paid successfully');
  await visitor.goto(newUrl);
  await expect(visitor.getByText('This invoice has been paid')).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  await expect(visitor.getByRole('img')).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await visitor.setViewportSize({ width: 390, height: 844 });
  await screenshot(visitor, 'public-invoice-paid-390.png');
  await expectAccessible(visitor);
  await context.close();
});

test('a voided invoice, the owner opening their own link, a draft and a made-up link', async ({
  signedIn: { page },
  browser,
}) => {
  const invoice = await createDraft(page);
  const draftShare = await page.request.post(`/api/invoices/${invoice.id}/share-link`, { data: {} });
  expect(draftShare.status()).toBe(409);
  expect((await draftShare.json()).message).toBeTruthy();

  expect((await page.request.post(`/api/invoices/${invoice.id}/send`)).ok()).toBe(true);
  const { url } = await (
    await page.request.post(`/api/invoices/${invoice.id}/share-link`, { data: {} })
  ).json();
  expect(url).toMatch(TOKEN_URL);

  // The owner, signed in, sees the client's page: no sidebar, no menu, and it does not count as a view.
  await page.goto(url);
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice ${invoice.invoiceNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Open menu|My Account/ })).toHaveCount(0);
  const mine = (await (await page.request.get(`/api/invoices/${invoice.id}`)).json()) as {
    viewedAt: unknown;
  };
  expect(mine.viewedAt).toBeNull();

  const voided = await page.request.post(`/api/invoices/${invoice.id}/void`, {
    data: { reason: 'Sent twice' },
  });
  expect(voided.ok()).toBe(true);
  const { context, visitor } = await signedOutPage(browser);
  await visitor.goto(url);
  // Cancelled by a credit note (issue #23): the notice names it, and its PDF is listed.
  await expect(visitor.getByText(/^This invoice was cancelled by credit note CN-1 on /)).toBeVisible();
  const creditNote = visitor.getByTestId('credit-note-item');
  await expect(creditNote).toContainText('Credit note CN-1');
  await expect(creditNote).toContainText('Sent twice');
  const creditPdf = creditNote.getByRole('link', { name: 'Download PDF of credit note CN-1' });
  const creditPdfResponse = await visitor.request.get((await creditPdf.getAttribute('href')) ?? '');
  expect(creditPdfResponse.status()).toBe(200);
  expect(creditPdfResponse.headers()['content-type']).toContain('application/pdf');
  await expect(visitor.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  await expect(visitor.getByRole('img')).toHaveCount(0);
  await expectAccessible(visitor);

  await visitor.goto('/i/not-a-real-link');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This invoice link is not valid' }),
  ).toBeVisible();
  await visitor.setViewportSize({ width: 390, height: 844 });
  expect(await visitor.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(visitor);
  await context.close();
});
