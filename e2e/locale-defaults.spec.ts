import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, signUpViaApi, test, uniqueEmail } from './fixtures';

const PASSWORD = 'Str0ngPassword';

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByLabel(label, { exact: true })).toContainText(option);
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  // The first load of the page's code can be slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Company Name')).toBeVisible();
}

test('a British browser signs up to GB, GBP and 20%; another country is suggested, never forced', async ({
  browser,
}) => {
  test.slow(); // signs up through the form and runs an axe scan on a shared, busy machine
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(uniqueEmail('en-gb'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await openSettings(page);
  await expect(page.getByLabel('Country')).toContainText('United Kingdom');
  await expect(page.getByLabel('Currency')).toContainText('GBP');
  await expect(page.getByLabel('Tax Rate (%)')).toHaveValue('20');
  // Nothing is suggested while nothing was changed.
  await expect(page.getByRole('button', { name: /^Use / })).toHaveCount(0);

  // Another country: its currency and rate are offered, and nothing changes until asked.
  await chooseOption(page, 'Country', 'United States');
  const hint = page.getByRole('note').filter({ hasText: 'United States' });
  await expect(hint).toContainText('Companies in United States usually invoice in USD with 0% tax.');
  await expect(page.getByLabel('Currency')).toContainText('GBP');
  await expect(page.getByLabel('Tax Rate (%)')).toHaveValue('20');
  await expectAccessible(page);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await hint.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/locale-defaults-hint-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await hint.getByRole('button', { name: 'Use USD and 0%' }).click();
  await expect(page.getByLabel('Currency')).toContainText('USD');
  await expect(page.getByLabel('Tax Rate (%)')).toHaveValue('0');
  await expect(hint).toHaveCount(0);
  await context.close();
});

test('Settings asks before unsaved changes are left behind', async ({ signedIn: { page } }) => {
  test.slow(); // an axe scan of the dialog and two reloads on a shared, busy machine
  await openSettings(page);
  // Arrive inside the app, so the browser's Back button stays in the page.
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByLabel('Company Name')).toBeVisible();
  await expect(page.getByLabel('Country')).toContainText('Germany');
  await chooseOption(page, 'Country', 'United States');
  await page.getByRole('button', { name: 'Use USD and 0%' }).click();
  await expect(page.getByLabel('Currency')).toContainText('USD');

  // Leaving with unsaved changes asks first: Stay keeps the edit.
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `test-results/locale-defaults-leave-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Country')).toContainText('United States');
  await expect(page.getByLabel('Currency')).toContainText('USD');

  // The browser's Back button and the user menu ask too.
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: /^Erin Example/ }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(leave).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Currency')).toContainText('USD');

  // Closing or reloading the tab asks the browser's own question.
  const asked = page.waitForEvent('dialog');
  // Staying means the reload never finishes: it is left to time out, unawaited.
  page.reload({ timeout: 5_000 }).catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByLabel('Currency')).toContainText('USD');

  // Leave discards the edit.
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await openSettings(page);
  await expect(page.getByLabel('Country')).toContainText('Germany');
  await expect(page.getByLabel('Currency')).toContainText('EUR');
  await expect(page.getByLabel('Tax Rate (%)')).toHaveValue('19');

  // Saved changes leave without a question.
  await page.getByLabel('Company Name').fill('Muster GmbH');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings saved');
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(leave).toHaveCount(0);

  // Back with unsaved changes, then Leave: the browser goes back after all.
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByLabel('Company Name').fill('Muster und Partner GmbH');
  await page.goBack();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page).toHaveURL(/\/invoices$/);
});

test('a German client’s preview writes its dates the German way', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await signUpViaApi(page);
  const client = await page.request.post('/api/clients', {
    data: { name: 'Beispiel AG', email: uniqueEmail('client') },
  });
  expect(client.status()).toBe(201);
  const invoice = await page.request.post('/api/invoices', {
    data: {
      clientId: (await client.json()).id,
      issueDate: '2026-11-23',
      dueDate: '2026-12-23',
      status: 'draft',
      lineItems: [{ description: 'Beratung', quantity: 1, rate: '1234.50' }],
    },
  });
  expect(invoice.status()).toBe(201);
  const { invoiceNumber } = await invoice.json();

  await page.goto('/invoices');
  await page.getByRole('button', { name: `View invoice ${invoiceNumber}` }).click();
  const preview = page.getByRole('dialog', { name: 'Invoice Preview' });
  // The client is German (the company's country's language): the document writes its dates as a
  // German invoice does — the issue date, and the service date, which is the issue date when none is given.
  await expect(preview.getByText('23.11.2026')).toHaveCount(2);
  await expect(preview.getByText('23.11.2026').first()).toBeVisible();
  await expect(preview.getByText('23.12.2026')).toBeVisible();
  await expect(preview.getByText('November 23, 2026')).toHaveCount(0);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `test-results/locale-defaults-preview-de-${width}.png` });
  }
  await context.close();
});

test('signing out with unsaved Settings changes goes straight to the landing page', async ({
  signedIn: { page },
}) => {
  await openSettings(page);
  await page.getByLabel('Company Name').fill('Unsaved GmbH');
  await page.getByRole('button', { name: /^Erin Example/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Invoices that get you paid/ })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});
