import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Signs a fresh user up through the API; the page's context shares the session cookie. The company
 * gets a name and email (sending needs them) unless `withCompany` is false. The app speaks English
 * (SPEC's texts) unless `language` names another.
 */
export async function signUpViaApi(
  page: Page,
  firstName = 'Erin',
  lastName = 'Example',
  { withCompany = true, language = 'en' }: { withCompany?: boolean; language?: string } = {},
) {
  const email = uniqueEmail();
  const res = await page.request.post('/api/auth/register', {
    data: {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName,
      lastName,
      timeZone: ACCOUNT_TIME_ZONE,
      locale: 'de-DE',
      // The app's language: English, SPEC's texts, unless a test speaks another.
      language,
    },
  });
  expect(res.status()).toBe(201);
  const user = (await res.json()).user;
  if (withCompany) await setUpCompanyViaApi(page);
  return { email, password: PASSWORD, user };
}

/**
 * Marks the dashboard's guided tour as seen for this user in this browser, as a returning user has
 * it: a test about something else then meets no tour dialog (the tour has its own tests).
 */
export async function skipTour(page: Page, userId: string) {
  await page.addInitScript((id) => localStorage.setItem(`duely.tour.completed.${id}`, 'seen'), userId);
}

/** Gives the signed-in user's company a name and email, keeping every other setting as it is. */
export async function setUpCompanyViaApi(
  page: Page,
  company = { companyName: 'Example Studio', email: 'billing@example-studio.example' },
) {
  const current = await page.request.get('/api/settings');
  expect(current.status()).toBe(200);
  const saved = await page.request.put('/api/settings', { data: { ...(await current.json()), ...company } });
  expect(saved.status()).toBe(200);
}

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules every axe scan runs. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * No violation of any WCAG 2.2 A or AA rule on the current page, whatever its impact, including the
 * experimental label-content-name-mismatch (2.5.3 Label in Name), which axe only runs when asked.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
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

/**
 * Send, Create & Send and Send Reminder first show the email for review (issue #22 item 16): the
 * dialog comes prefilled from the templates; `edit` changes the subject and copies an address.
 */
export async function sendReviewedEmail(
  page: Page,
  kind: 'invoice' | 'reminder' = 'invoice',
  edit: { subject?: string; cc?: string } = {},
) {
  const dialog = page.getByRole('dialog', {
    name: kind === 'invoice' ? 'Review invoice email' : 'Review reminder email',
  });
  const subject = dialog.getByLabel('Subject');
  // In the client's language (issue 5/6): "Invoice …", "Rechnung …", "Zahlungserinnerung: Rechnung …".
  await expect(subject).toHaveValue(
    kind === 'invoice'
      ? /^(Invoice|Rechnung|Facture|Factura|Fattura|Factuur) /
      : /^(Reminder: Invoice|Final Notice: Invoice|Zahlungserinnerung: Rechnung|Letzte Mahnung: Rechnung) /,
  );
  await expect(dialog.getByLabel('To')).not.toHaveValue('');
  if (edit.subject !== undefined) await subject.fill(edit.subject);
  if (edit.cc !== undefined) await dialog.getByLabel('CC (optional)').fill(edit.cc);
  await dialog.getByRole('button', { name: kind === 'invoice' ? 'Send Email' : 'Send Reminder' }).click();
}

/** A date `offset` days from now (YYYY-MM-DD); due dates a month away keep a test clear of midnight. */
export const dayFromNow = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export interface CreatedInvoice {
  id: number;
  invoiceNumber: string;
}

/**
 * A new client Initech and an invoice for it with one line "Consulting" issued yesterday, due in 30
 * days. Company defaults are EUR and 19 % tax, so rate 100 makes a total of €119.00.
 */
export async function createInvoiceViaApi(
  page: Page,
  status: 'draft' | 'sent',
  rate = '100',
): Promise<CreatedInvoice> {
  const client = await page.request.post('/api/clients', {
    data: { language: 'en', name: 'Initech', email: 'ap@initech.example' },
  });
  expect(client.status()).toBe(201);
  const res = await page.request.post('/api/invoices', {
    data: {
      clientId: (await client.json()).id,
      status,
      issueDate: dayFromNow(-1),
      dueDate: dayFromNow(30),
      lineItems: [{ description: 'Consulting', quantity: 1, rate }],
    },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

/** Opens the invoice view from its row on the Invoices page. */
export async function openInvoiceView(page: Page, invoice: CreatedInvoice) {
  await page.goto('/invoices');
  await page.getByRole('button', { name: `View invoice ${invoice.invoiceNumber}` }).click();
  const view = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(view.getByText(invoice.invoiceNumber, { exact: true }).first()).toBeVisible();
  return view;
}

/**
 * A row action of the Invoices page (issue #27: every action but View sits in the row's Actions menu):
 * opens the menu of invoice `invoiceNumber` within `scope` (a row, a card, the page) and chooses `item`.
 */
export async function chooseRowAction(
  scope: Page | Locator,
  invoiceNumber: string,
  item: string,
  options: { exact?: boolean } = { exact: true },
) {
  await scope.getByRole('button', { name: `Actions for invoice ${invoiceNumber}` }).click();
  const page = 'page' in scope ? scope.page() : scope;
  const menu = page.getByRole('menu', { name: `Actions for invoice ${invoiceNumber}` });
  await menu.getByRole('menuitem', { name: item, ...options }).click();
}

/** The items a row's Actions menu offers (opened, read, then closed with Escape). */
export async function rowActionItems(scope: Page | Locator, invoiceNumber: string): Promise<string[]> {
  await scope.getByRole('button', { name: `Actions for invoice ${invoiceNumber}` }).click();
  const page = 'page' in scope ? scope.page() : scope;
  const menu = page.getByRole('menu', { name: `Actions for invoice ${invoiceNumber}` });
  await expect(menu).toBeVisible();
  const items = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return items;
}
