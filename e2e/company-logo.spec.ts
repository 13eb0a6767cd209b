/**
 * The company logo: uploaded in Settings (a bad file refused with a clear message), shown in the
 * owner's invoice preview and on the client's page behind the private link, then removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { LOGO_REQUIREMENT, LOGO_UNREADABLE } from '../shared/company-logo';
import { expect, expectAccessible, expectToast, test } from './fixtures';

// A shared, busy machine can take long to show a page: a generous first wait after each navigation.
test.describe.configure({ timeout: 240_000 });
const PAGE_LOAD = { timeout: 60_000 };

const SCREENSHOTS = path.resolve('.test-data/screenshots');
const COMPANY = 'Example Studio';

/** A 240 × 80 logo: a blue band with a white block, so a screenshot shows it was drawn. */
function logoPng(): Buffer {
  const image = new PNG({ width: 240, height: 80 });
  for (let y = 0; y < 80; y++)
    for (let x = 0; x < 240; x++) {
      const inner = x > 20 && x < 90 && y > 20 && y < 60;
      image.data.set(inner ? [255, 255, 255, 255] : [29, 78, 216, 255], (y * 240 + x) * 4);
    }
  return PNG.sync.write(image);
}

async function chooseFile(
  page: Page,
  card: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles(file);
}

/** The image is there and its bytes were loaded and decoded by the browser. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
}

async function screenshots(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function sentInvoice(
  page: Page,
  status: 'sent' | 'draft' = 'sent',
): Promise<{ id: number; invoiceNumber: string }> {
  const client = await page.request.post('/api/clients', {
    data: { language: 'en', name: 'Globex Ltd', email: 'ap@globex.example' },
  });
  expect(client.status()).toBe(201);
  const today = new Date().toISOString().slice(0, 10);
  const res = await page.request.post('/api/invoices', {
    data: {
      clientId: (await client.json()).id,
      status,
      issueDate: today,
      dueDate: today,
      sendReminders: false,
      lineItems: [{ description: 'Brand workshop', quantity: 1, rate: '450' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

// A draft shows the current logo; an issued invoice keeps the logo of its day (decision 024), on its
// client page too, even after the logo is removed from Settings.
test('a logo uploaded in Settings is on the draft preview, and frozen on the client page once issued', async ({
  signedIn: { page },
  browser,
}) => {
  const invoice = await sentInvoice(page, 'draft');
  await page.goto('/settings');
  const card = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Company Logo' }) });
  await expect(card.getByText('No logo yet')).toBeVisible(PAGE_LOAD);
  await expect(card.getByRole('button', { name: 'Remove logo' })).toHaveCount(0);

  // Refused: too large (checked before uploading), then a broken PNG (checked by the server).
  await chooseFile(page, card, { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1_048_577) });
  await expectToast(page, 'Logo not saved', LOGO_REQUIREMENT);
  const broken = logoPng().subarray(0, 120);
  await chooseFile(page, card, { name: 'broken.png', mimeType: 'image/png', buffer: broken });
  await expectToast(page, 'Logo not saved', LOGO_UNREADABLE);
  await expect(card.getByText('No logo yet')).toBeVisible();

  await chooseFile(page, card, { name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
  await expectToast(page, 'Logo uploaded');
  await expectLoaded(card.getByRole('img', { name: 'Your company logo' }));
  await expect(card.getByRole('button', { name: 'Remove logo' })).toBeVisible();
  await expectAccessible(page);
  await card.scrollIntoViewIfNeeded();
  await screenshots(page, 'company-logo-settings');

  // The owner's preview.
  await page.goto('/invoices');
  await page.getByRole('button', { name: `View invoice ${invoice.invoiceNumber}` }).click(PAGE_LOAD);
  const view = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(view).toBeVisible(PAGE_LOAD);
  await expectLoaded(view.getByRole('img', { name: `${COMPANY} logo` }));
  await screenshots(page, 'company-logo-preview');

  // Issued now: the logo of the day is frozen on it.
  const issued = await page.request.patch(`/api/invoices/${invoice.id}`, { data: { status: 'sent' } });
  expect(issued.status(), await issued.text()).toBe(200);

  // The client's page, signed out.
  const link = await page.request.post(`/api/invoices/${invoice.id}/share-link`, { data: {} });
  const url = (await link.json()).url as string;
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const client = await context.newPage();
  await client.goto(new URL(url).pathname);
  await expect(client.getByText(invoice.invoiceNumber, { exact: true }).first()).toBeVisible(PAGE_LOAD);
  await expectLoaded(client.getByRole('img', { name: `${COMPANY} logo` }));
  await screenshots(client, 'company-logo-client-page');

  // Removed: gone from Settings; the issued invoice's page still shows the logo it was issued with.
  await page.keyboard.press('Escape');
  await page.goto('/settings');
  await card.getByRole('button', { name: 'Remove logo' }).click(PAGE_LOAD);
  await expectToast(page, 'Logo removed');
  await expect(card.getByText('No logo yet')).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(0);
  await client.reload();
  await expect(client.getByText(invoice.invoiceNumber, { exact: true }).first()).toBeVisible(PAGE_LOAD);
  await expectLoaded(client.getByRole('img', { name: `${COMPANY} logo` }));
  await context.close();
});
