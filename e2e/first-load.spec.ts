/**
 * The first load of `/`: a browser not signed in here gets the landing page drawn into the HTML, with
 * its styles and no script (docs/decisions/019); a browser signed in here gets the app and never a
 * glimpse of the landing page.
 */
import type { BrowserContext } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '../shared/first-load';
import { expect, signUpViaApi, skipTour, test } from './fixtures';

/** The signed-in hint's value in this browser, or undefined when it has none. */
const hint = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value;

const HEADLINE = /Invoices that get you paid/;

test('the landing page is in the HTML: readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(page.getByText('Smart Reminders')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up & Get Started' })).toHaveAttribute(
    'href',
    '/register',
  );
  await context.close();
});

test('the landing page runs no code; its links start the app on the page they lead to', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(await response?.text()).toContain('data-prerendered="landing"');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('script').count()).toBe(0);
  // Its styles are in the page itself, and its fonts never swap in after the first paint.
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);

  await page.getByRole('link', { name: 'Sign Up & Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Create your account to get started')).toBeVisible();
  expect(await page.locator('script[type="module"]').count()).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('a browser signed in but without the hint is one click from its dashboard', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page);
  // The server set the hint with the session; a browser may still lose it (cleared by hand).
  await context.clearCookies({ name: SIGNED_IN_HINT_COOKIE });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await hint(context)).toBe('1');
  await context.close();
});

test('a browser signed in here gets the bare app at `/`, and the landing page again after signing out', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { user } = await signUpViaApi(page);
  await skipTour(page, user.id);
  expect(await hint(context)).toBe('1');
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  expect(await hint(context)).toBe('1');

  const response = await page.goto('/');
  expect(await response?.text()).not.toContain('data-prerendered');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: /^Erin Example/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  expect(await hint(context)).toBeUndefined();
  expect(await (await page.request.get('/')).text()).toContain('data-prerendered="landing"');
  await context.close();
});
