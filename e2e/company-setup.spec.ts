/**
 * Company setup before the first email (docs/decisions/017): Create & Send is refused with the
 * reason while the company has no name or email, the typed invoice stays and saves as a draft; the
 * dashboard and the Reminders page say reminders are on hold until the company is set up, and the
 * getting-started steps start with the company.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, signUpViaApi, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

const SCREENSHOTS = path.resolve('.test-data/screenshots');
const NOT_READY = 'Add your company name and email in Settings before sending invoices';
const ON_HOLD = 'Reminders are on hold until you add your company name and email in Settings';

/** Full-page screenshots at 1366 and 390 px, with `focus` (inside a scrolling dialog) scrolled into view. */
async function screenshots(page: Page, name: string, focus?: Locator) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A signed-in page of a brand-new account that has not set up its company. */
async function newAccount(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, 'Erin', 'Example', { withCompany: false });
  return { page, close: () => context.close() };
}

test('Create & Send is refused with the reason; what was typed stays and saves as a draft', async ({
  browser,
}) => {
  const { page, close } = await newAccount(browser);
  const res = await page.request.post('/api/clients', {
    data: { language: 'en', name: 'Globex Corporation', email: 'accounts@globex.example' },
  });
  expect(res.status()).toBe(201);
  const client = (await res.json()) as { name: string; clientId: string };

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: `${client.name} (${client.clientId})` }).click();
  await dialog.getByLabel('Project Description').fill('Website relaunch');
  const line = dialog.getByRole('group', { name: 'Line item 1' });
  await line.getByLabel('Description').fill('Design work');
  await line.getByLabel('Rate', { exact: true }).fill('85');
  await dialog.getByLabel('Notes').fill('Thanks for the great brief');

  await dialog.getByRole('button', { name: 'Create & Send Invoice' }).click();
  const refused = dialog.getByRole('alert').filter({ hasText: NOT_READY });
  await expect(refused).toBeVisible();
  await expectToast(page, 'Failed to create invoice', NOT_READY);
  await expect(dialog.getByLabel('Project Description')).toHaveValue('Website relaunch');
  await expect(line.getByLabel('Description')).toHaveValue('Design work');
  await expect(line.getByLabel('Rate', { exact: true })).toHaveValue('85');
  await expect(dialog.getByLabel('Notes')).toHaveValue('Thanks for the great brief');
  await expect(refused.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
  // Nothing was saved.
  expect(await (await page.request.get('/api/invoices')).json()).toEqual([]);
  await screenshots(page, 'company-setup-refused', refused);
  await expectAccessible(page);

  await refused.getByRole('button', { name: 'Save as Draft' }).click();
  await expectToast(page, 'Invoice created successfully');
  await expect(dialog).toBeHidden();
  const saved = (await (await page.request.get('/api/invoices')).json()) as Record<string, unknown>[];
  expect(saved).toMatchObject([
    { status: 'draft', projectDescription: 'Website relaunch', notes: 'Thanks for the great brief' },
  ]);
  await close();
});

test('the dashboard and Reminders page say reminders are on hold until the company is set up', async ({
  browser,
}) => {
  const { page, close } = await newAccount(browser);
  await page.goto('/');
  const notice = page.getByTestId('reminders-on-hold');
  await expect(notice).toHaveText(new RegExp(ON_HOLD));
  await expect(notice.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
  const steps = page.getByTestId('onboarding-dashboard');
  const company = steps.getByTestId('onboarding-step-company');
  await expect(steps.locator('li').first()).toHaveAttribute('data-testid', 'onboarding-step-company');
  await expect(company.getByRole('heading', { name: /Set up your company/ })).toBeVisible();
  await expect(company).toHaveAttribute('data-done', 'false');
  await expect(steps).toContainText('0 of 4 done');
  await screenshots(page, 'company-setup-dashboard');
  await expectAccessible(page);

  await page.goto('/reminders');
  await expect(page.getByTestId('reminders-on-hold')).toHaveText(new RegExp(ON_HOLD));
  await screenshots(page, 'company-setup-reminders');
  await expectAccessible(page);

  await page.goto('/settings');
  await page.getByLabel('Company Name').fill('Example Studio');
  await page.getByLabel('Email', { exact: true }).fill('billing@example-studio.example');
  await page.getByLabel('Address').fill('Musterstraße 1\n10115 Berlin');
  await page.getByLabel('IBAN').fill('DE89370400440532013000');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings saved');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Reminders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  await expect(page.getByTestId('reminders-on-hold')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(company).toHaveAttribute('data-done', 'true');
  await expect(steps).toContainText('1 of 4 done');
  await expect(company.getByRole('link', { name: 'Review Company' })).toHaveAttribute('href', '/settings');
  await expect(page.getByTestId('reminders-on-hold')).toHaveCount(0);
  await close();
});
