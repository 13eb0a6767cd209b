/**
 * Issue 5/6 end to end: a German company's German client gets everything in German — the invoice
 * email, a reminder, the receipt for the payment (their .eml files in the server's outbox), and the
 * client's page behind the private link, whatever the reader's browser speaks. The words expected and
 * the English ones that must not appear come from the catalog (shared/i18n/catalog.ts).
 */
import type { Page } from '@playwright/test';
import { CATALOG, translator } from '../shared/i18n/catalog';
import { messageParts } from '../shared/i18n/literals';
import { accountToday, addDays, expect, expectToast, test, uniqueEmail } from './fixtures';
import { emailsTo, type SentEmail } from './outbox';

test.describe.configure({ timeout: 240_000 });

const COMPANY = 'Nordlicht Design GmbH';
const CONTACT = 'Anna Weber';
const de = translator('de', 'de-DE');

/** The fixed words (4 letters or more) of a language's texts of one namespace. */
function literals(language: 'de' | 'en', namespace: string): string[] {
  return Object.entries(CATALOG[language])
    .filter(([key]) => key.startsWith(`${namespace}.`))
    .flatMap(([, text]) => messageParts(text).literals)
    .map((literal) =>
      literal
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[:,.;–—-]\s*|\s*[:,.;–—-]$/g, ''),
    )
    .filter((word) => word.length >= 4);
}

const GERMAN = Object.values(CATALOG.de).join('\n');

/**
 * The English a German text must not hold: the English texts of these namespaces (but for words
 * German shares, "Name", "Status"), and the labels the app wrote before documents had a language.
 */
function englishWords(namespaces: string[]): string[] {
  const fromCatalog = namespaces.flatMap((ns) => literals('en', ns)).filter((word) => !GERMAN.includes(word));
  const before = ['Invoice', 'Reminder', 'Receipt', 'Bill To', 'Balance due', 'Balance Due', 'Amount Due'];
  return [...new Set([...fromCatalog, ...before, 'Amount due', 'Due date', 'How to pay', 'Pay now'])];
}

function expectNoEnglish(text: string, namespaces: string[], what: string) {
  const flat = text.replace(/\s+/g, ' ');
  const found = englishWords(namespaces).filter((word) => flat.includes(word));
  expect(found, `English in ${what}`).toEqual([]);
}

/** At least `count` of the German texts of a namespace are in the text. */
function expectGerman(text: string, namespace: string, count: number, what: string) {
  const flat = text.replace(/\s+/g, ' ');
  const found = [...new Set(literals('de', namespace))].filter((word) => flat.includes(word));
  expect(found.length, `German ${namespace}.* texts in ${what}: ${found.join(' | ')}`).toBeGreaterThanOrEqual(
    count,
  );
}

/** A German company in Germany with bank details and a Pay link: EUR, GiroCode, "Jetzt bezahlen". */
async function setUpGermanCompany(page: Page) {
  const current = await (await page.request.get('/api/settings')).json();
  const saved = await page.request.put('/api/settings', {
    data: {
      ...current,
      companyName: COMPANY,
      email: 'rechnung@nordlicht.example',
      address: 'Hauptstraße 5',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      documentLanguage: 'de',
      currency: 'EUR',
      taxRate: 19,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      paymentLinkUrl: 'https://pay.example.com/{invoiceNumber}?amount={balanceDue}',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Through the client form: a client at home takes the company's German by itself; the emails greet the contact. */
async function addGermanClient(page: Page, email: string): Promise<{ id: number }> {
  await page.goto('/clients');
  await page.getByRole('main').getByRole('button', { name: 'Add Client' }).last().click();
  const add = page.getByRole('dialog', { name: 'Add New Client' });
  await add.getByLabel('Name', { exact: true }).fill('Bäckerei Schmidt KG');
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Address').fill('Marktplatz 3');
  await add.getByLabel('Postal code').fill('80331');
  await add.getByLabel('City').fill('München');
  await expect(add.getByLabel('Country')).toContainText('Germany');
  await expect(add.getByLabel('Language', { exact: true })).toContainText('Automatic (from country)');
  await expect(add.getByLabel('Language', { exact: true })).toHaveAccessibleDescription(
    /^Now: German \(Deutsch\), your company's document language for clients in Germany\./,
  );
  await add.getByLabel('Contact name').fill(CONTACT);
  await add.getByRole('button', { name: 'Save Client' }).click();
  await expectToast(page, 'Client created successfully');
  const clients = (await (await page.request.get('/api/clients')).json()) as {
    id: number;
    email: string;
    language: string;
    contactName: string | null;
  }[];
  const client = clients.find((c) => c.email === email)!;
  expect(client).toMatchObject({ language: 'de', contactName: CONTACT });
  return client;
}

/** Waits until the outbox holds a message of this kind (the file name's tail) to the address. */
async function sentEmail(
  address: string,
  kind: 'invoice' | 'reminder' | 'payment-receipt',
): Promise<SentEmail> {
  let found: SentEmail | undefined;
  await expect(async () => {
    found = (await emailsTo(address)).find((m) => m.file.endsWith(`-${kind}.eml`));
    expect(found, `${kind} email to ${address}`).toBeDefined();
  }).toPass({ timeout: 90_000 });
  return found!;
}

function expectGermanEmail(email: SentEmail, what: string, invoiceNumber: string) {
  expect(email.subject, `${what} subject`).toContain(invoiceNumber);
  expectNoEnglish(email.subject, ['email', 'reminders', 'document'], `the ${what} subject`);
  expectNoEnglish(email.text, ['email', 'reminders', 'document'], `the ${what} text`);
  expectNoEnglish(
    email.html.replace(/<[^>]*>/g, ' '),
    ['email', 'reminders', 'document'],
    `the ${what} HTML`,
  );
  expectGerman(`${email.subject}\n${email.text}`, 'email', 2, `the ${what}`);
  // Greeted by the contact's name, not by the company's ("Hi Initech Inc.,").
  expect(email.text, `${what} greeting`).toContain('Weber');
  // The invoice travels as "Rechnung-….pdf".
  expect(email.attachments, `${what} attachments`).toContain(`Rechnung-${invoiceNumber}.pdf`);
  expect(email.text).not.toMatch(/^Hi /m);
}

test("a German client's invoice, reminder and receipt are German, and so is the client's page", async ({
  signedIn: { page },
  browser,
}) => {
  await setUpGermanCompany(page);
  const clientEmail = uniqueEmail('kunde');
  const client = await addGermanClient(page, clientEmail);

  // Issued 24 days ago, due 10 days ago: sent now, it is overdue and can be reminded at once.
  const today = accountToday();
  const created = await page.request.post('/api/invoices', {
    data: {
      clientId: client.id,
      status: 'draft',
      issueDate: addDays(today, -24),
      dueDate: addDays(today, -10),
      sendReminders: false,
      lineItems: [{ description: 'Beratung Ladenbau', quantity: 2, rate: '450' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoice = (await created.json()) as {
    id: number;
    invoiceNumber: string;
    language: string;
    total: string;
  };
  expect(invoice.language).toBe('de');

  // Send it from the invoice view; the email to review is already German.
  await page.goto('/invoices');
  await page.getByRole('button', { name: `View invoice ${invoice.invoiceNumber}` }).click();
  const view = page.getByRole('dialog', { name: 'Invoice Preview' });
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review invoice email' });
  await expect(review.getByLabel('Subject')).toHaveValue(/Rechnung/);
  await expect(review.getByLabel('Subject')).not.toHaveValue(/Invoice/);
  await review.getByRole('button', { name: 'Send Email' }).click();
  await expectToast(page, 'Invoice sent');
  const invoiceEmail = await sentEmail(clientEmail, 'invoice');

  // A reminder, sent by hand from the Reminders page.
  await page.goto('/reminders');
  const card = page
    .getByTestId('reminder-invoice-card')
    .filter({ has: page.getByRole('heading', { name: invoice.invoiceNumber }) });
  await card.getByRole('button', { name: 'Send Reminder' }).click();
  const reminderReview = page.getByRole('dialog', { name: 'Review reminder email' });
  await expect(reminderReview.getByLabel('Subject')).not.toHaveValue(/Reminder|Invoice|Final Notice/);
  await reminderReview.getByRole('button', { name: 'Send Reminder' }).click();
  await expectToast(page, 'Reminder sent successfully');
  const reminderEmail = await sentEmail(clientEmail, 'reminder');

  // The client's page, opened by a browser that speaks English: the invoice's language wins.
  const share = await page.request.post(`/api/invoices/${invoice.id}/share-link`, { data: {} });
  expect(share.status()).toBe(200);
  const { url } = (await share.json()) as { url: string };
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto(url);
  const heading = de.t('page.heading', { number: invoice.invoiceNumber });
  await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(heading).toContain('Rechnung');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
  await expect(visitor).toHaveTitle(de.t('page.title', { number: invoice.invoiceNumber, company: COMPANY }));
  const pay = visitor.getByRole('region', { name: de.t('page.payTitle') });
  await expect(pay.getByRole('link', { name: new RegExp(de.t('page.payNow')) })).toBeVisible();
  await expect(pay.getByRole('link', { name: de.t('page.downloadPdf') })).toBeVisible();
  await expect(pay.getByRole('img', { name: de.t('page.qr.epc') })).toBeVisible();
  await expect(visitor.getByText(de.t('page.status.overdue'), { exact: true })).toBeVisible();
  // Dates as German documents write them, amounts with a decimal comma.
  await expect(pay).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(pay.getByTestId('public-balance-due')).toHaveText(/^1\.071,00\s€$/);
  const openPage = await visitor.locator('body').innerText();
  expectGerman(openPage, 'page', 6, 'the open invoice page');
  expectNoEnglish(openPage, ['page', 'document'], 'the open invoice page');

  // The payment: a receipt goes out, and the page says the invoice is paid.
  const paid = await page.request.post(`/api/invoices/${invoice.id}/payments`, {
    data: { amount: invoice.total, paidOn: today, method: 'bank_transfer' },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const receiptEmail = await sentEmail(clientEmail, 'payment-receipt');
  await visitor.reload();
  await expect(visitor.getByText(de.t('page.paid'))).toBeVisible();
  await expect(visitor.getByText(de.t('page.status.paid'), { exact: true })).toBeVisible();
  await expect(visitor.getByRole('link', { name: de.t('page.downloadPdf') })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
  const paidPage = await visitor.locator('body').innerText();
  expectNoEnglish(paidPage, ['page', 'document'], 'the paid invoice page');
  await visitor.screenshot({ path: 'test-results/german-client-page.png', fullPage: true });
  await context.close();

  // The three emails, as the client's mailbox gets them.
  expect(invoiceEmail.subject).toContain('Rechnung');
  expectGermanEmail(invoiceEmail, 'invoice email', invoice.invoiceNumber);
  expectGermanEmail(reminderEmail, 'reminder', invoice.invoiceNumber);
  expectGermanEmail(receiptEmail, 'receipt', invoice.invoiceNumber);
  expect(new Set([invoiceEmail.subject, reminderEmail.subject, receiptEmail.subject]).size).toBe(3);
});
