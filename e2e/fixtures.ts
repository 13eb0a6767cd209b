import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Sup3rSecret!';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${crypto.randomBytes(6).toString('hex')}@example.com`;
}

/** The zone every test account lives in: "today" for the app is today there, not where the browser is. */
export const ACCOUNT_TIME_ZONE = 'Europe/Berlin';

/** Today (YYYY-MM-DD) where the test accounts live. */
export function accountToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ACCOUNT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** A YYYY-MM-DD date `days` after (or before) another. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Signs a fresh user up through the API; the page's context shares the session cookie. */
export async function signUpViaApi(page: Page, firstName = 'Erin', lastName = 'Example') {
  const email = uniqueEmail();
  const res = await page.request.post('/api/auth/register', {
    data: {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName,
      lastName,
      timeZone: ACCOUNT_TIME_ZONE,
    },
  });
  expect(res.status()).toBe(201);
  return { email, password: PASSWORD, user: (await res.json()).user };
}

/** No serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/** A page whose browser context is signed in as a brand-new user (AxeBuilder needs newContext pages). */
export const test = base.extend<{ signedIn: { page: Page; email: string; user: { id: string } } }>({
  signedIn: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const account = await signUpViaApi(page);
    await use({ page, ...account });
    await context.close();
  },
});

export { expect };

/** The visible toast holds this title (and description). Radix also mirrors it in a live region, so match the toast itself. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}
