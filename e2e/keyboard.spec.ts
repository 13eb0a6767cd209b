/**
 * Keyboard and screen readers (issue #22 item 14): a skip link, focus back on the opener of a
 * dialog, each page's own title, no tab stop on the read-only invoice number, and 404 for paths
 * that are no page.
 */
import type { Page } from '@playwright/test';
import { accountToday, expect, test } from './fixtures';

test('the first Tab reaches a skip link that moves focus to the page', async ({ signedIn: { page } }) => {
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  // The next Tab goes into the page, not back through the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('each page has its own title', async ({ signedIn: { page } }) => {
  const titles: [string, string][] = [
    ['/', 'Dashboard · Duely'],
    ['/invoices', 'Invoices · Duely'],
    ['/clients', 'Clients · Duely'],
    ['/recurring', 'Recurring · Duely'],
    ['/reminders', 'Reminders · Duely'],
    ['/reports', 'Reports · Duely'],
    ['/settings', 'Settings · Duely'],
    ['/account', 'Account · Duely'],
    ['/no-such-page', 'Page not found · Duely'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

test('signed-out pages have their own titles; unknown paths answer 404 with the 404 page', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Duely');
  await page.goto('/register');
  await expect(page).toHaveTitle('Sign up · Duely');
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Duely');
  expect((await page.goto('/login'))?.status()).toBe(200);
});

async function expectFocusReturns(
  page: Page,
  opener: ReturnType<Page['getByRole']>,
  open: () => Promise<void>,
) {
  await open();
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('closing a dialog returns focus to the button that opened it, from a menu too', async ({
  signedIn: { page },
}) => {
  await page.goto('/invoices');
  const newInvoice = page.getByRole('button', { name: 'New Invoice' }).first();
  await expectFocusReturns(page, newInvoice, () => newInvoice.click());

  await page.goto('/account');
  const del = page.getByRole('button', { name: 'Delete My Account' });
  await expectFocusReturns(page, del, () => del.click());

  // A dialog opened from a menu item: the item is gone when the dialog closes; its menu's button takes focus.
  const client = await page.request.post('/api/clients', {
    data: { language: 'en', name: 'Initech', email: 'ap@initech.example' },
  });
  const year = Number(accountToday().slice(0, 4)) + 1;
  const profile = await page.request.post('/api/recurring-invoices', {
    data: {
      clientId: (await client.json()).id,
      startDate: `${year}-03-15`,
      lineItems: [{ description: 'Retainer', quantity: 1, rate: '1000' }],
      sendReminders: false,
      frequency: 'monthly',
      sendMode: 'draft',
    },
  });
  expect(profile.status()).toBe(201);
  await page.goto('/recurring');
  const actions = page.getByRole('button', { name: 'Actions for Initech, Monthly on the 15th' });
  for (const item of ['Edit', 'Delete']) {
    await expectFocusReturns(page, actions, async () => {
      await actions.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: item }).click();
    });
  }
});

test('the read-only invoice number is not a tab stop', async ({ signedIn: { page } }) => {
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New Invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  const number = dialog.getByLabel('Invoice Number');
  await expect(number).toHaveValue(/\d/);
  await expect(number).toHaveAttribute('readonly', '');
  // Tab from the Client field (before it) reaches the Issue Date (after it) without stopping there.
  await dialog.getByRole('combobox', { name: 'Client' }).focus();
  const issueDate = dialog.getByLabel('Issue Date');
  let tabs = 0;
  while (!(await issueDate.evaluate((el) => el === document.activeElement)) && tabs < 12) {
    await page.keyboard.press('Tab');
    await expect(number).not.toBeFocused();
    tabs++;
  }
  await expect(issueDate).toBeFocused();
});

test('/I/{token} and /%69/{token} carry the private headers of the client page', async ({ page }) => {
  for (const path of ['/i/abc', '/I/abc', '/%69/abc']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    expect(res.headers()['cache-control'], path).toBe('no-store');
  }
});
