/**
 * Issue 3/7 end to end in German: a browser that speaks German (de-DE) meets the landing page and
 * the sign-up page in German, and its user works through the main flows in German — company setup,
 * a client, an invoice created and sent, a payment typed the German way, a credit note, the
 * Reminders and Reports pages — with German amounts and dates; the Account page switches the app to
 * English and back at once, without a reload; the API refuses in German, to the signed-in user (an
 * invalid VAT ID) and to a German browser before sign-in (an email already taken). The English flows
 * (SPEC's texts) are the other specs. Screens are photographed at 1366 and 390 px, and what does not
 * fit on them fails the test (but for the problems known today, listed below).
 *
 * The German words come from the catalogs (client/src/locales/de/*.po) through `de()`, which refuses
 * a message that is missing or left in English; the server's from shared/i18n/errors/de.ts through
 * `apiMessage`. Amounts and dates are written out as a German reader expects them ("1.059,08 €",
 * "05.03.2026").
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Browser, Locator, Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { apiMessage } from '../server/lib/api-messages';
import { accountToday, addDays, expect, expectToast, PASSWORD, test, uniqueEmail } from './fixtures';

test.describe.configure({ timeout: 300_000 });

// ── The German catalogs ──────────────────────────────────────────────────────────────────────────

interface Message {
  part: string;
  context: string | null;
  english: string;
  german: string;
}

let MESSAGES: Message[] = [];

/** Every message of every part's German catalog. */
async function loadGermanCatalogs(): Promise<Message[]> {
  const dir = path.resolve('client/src/locales/de');
  const po = formatter({ lineNumbers: false });
  const messages: Message[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.po'))) {
    const catalog = await po.parse(fs.readFileSync(path.join(dir, file), 'utf8'), {
      locale: 'de',
      sourceLocale: 'en',
      filename: file,
    });
    for (const entry of Object.values(catalog)) {
      if (entry.obsolete || !entry.message) continue;
      messages.push({
        part: file.replace(/\.po$/, ''),
        context: entry.context ?? null,
        english: entry.message,
        german: entry.translation ?? '',
      });
    }
  }
  return messages;
}

/** Words German writes as English does: a message translated as itself is fine for these. */
const SAME_IN_GERMAN = new Set(['Name', 'Status', 'Deutsch', 'English', 'IBAN']);

/**
 * The German of an English message of the interface, its placeholders filled in. `part` (the
 * catalog) or `context` tell apart a message two parts word differently. Fails on a message the
 * German catalogs lack or leave in English.
 */
function de(
  english: string,
  {
    values = {},
    part,
    context = null,
  }: { values?: Record<string, string | number>; part?: string; context?: string | null } = {},
): string {
  const found = MESSAGES.filter(
    (m) => m.english === english && m.context === context && (part === undefined || m.part === part),
  );
  const germans = [...new Set(found.map((m) => m.german))];
  if (germans.length === 0) throw new Error(`No German for “${english}” (context ${context}, part ${part})`);
  if (germans.length > 1)
    throw new Error(
      `“${english}” has ${germans.length} German wordings (${germans.join(' | ')}): name its part`,
    );
  const [german] = germans;
  if (!german || (german === english && !SAME_IN_GERMAN.has(english)))
    throw new Error(`“${english}” is not translated into German`);
  return String(new IntlMessageFormat(german, 'de-DE', undefined, { ignoreTag: true }).format(values));
}

test.beforeAll(async () => {
  MESSAGES = await loadGermanCatalogs();
});

// ── German amounts and dates ─────────────────────────────────────────────────────────────────────

/** A text as it is, inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "1.059,08 €" somewhere in a text (the space before the sign is a no-break space). */
const euros = (amount: string) => new RegExp(`${literally(amount)}\\s€`);

/** Exactly "1.059,08 €". */
const exactlyEuros = (amount: string) => new RegExp(`^${literally(amount)}\\s€$`);

/** A YYYY-MM-DD date as German tables write it: "05.03.2026". */
const germanDate = (date: string) => date.split('-').reverse().join('.');

/** A text, exactly, as a regular expression (for names that also take a number or a count). */
const startsWith = (text: string) => new RegExp(`^${literally(text)}`);

// ── Screens ──────────────────────────────────────────────────────────────────────────────────────

const SHOTS = path.resolve('test-results');

/**
 * What German words do not fit today, seen on these screens: tolerated here until fixed, and to be
 * taken out then. Anything else that does not fit fails the test.
 */
const KNOWN_LAYOUT_PROBLEMS = new Set([
  // Dashboard at 1366 px: the getting-started step's button is wider than its card.
  'sticks out: “Zahlungserinnerungen einrichten”',
  // Settings at 390 px: the Zeitzone select shows the whole name of the zone, “Europe/Berlin
  // (Mitteleuropäische Normalzeit)”, and does not shrink; the page scrolls sideways.
  'the page “Einstellungen” is wider than the window',
  // The client dialog at 390 px: the Steuerliche Behandlung select, “Automatisch (nach Land und
  // USt-IdNr.)”, does not shrink either; the form is cut off on the right.
  'the dialog “Neuen Kunden anlegen” is wider than its window',
  // The client dialog's payment terms, a line's unit, and the Invoices search at 390 px.
  'example cut off: “Standard des Unternehmens (30 Tage)”',
  'example cut off: “z.\u00a0B. Stunden”',
  'example cut off: “Rechnungsnummer, Kundenname oder E-Mail”',
  // The client dialog's salutation select beside the contact name: its German label and choice are
  // wider than the column it is given.
  'sticks out: “Anrede”',
  'sticks out: “Keine (voller Name)”',
  // The Legal details' register entry at 390 px: the example names a whole court and number.
  'example cut off: “z.\u00a0B. Amtsgericht Berlin-Charlottenburg HRB 12345”',
  // Reminders at 390 px: the two tabs are a little wider than the page.
  'sticks out: “Erinnerungsübersicht Erinnerungseinstellungen”',
]);

/**
 * What does not fit on the screen: the page, or a dialog, wider than its window (it scrolls
 * sideways); a control, tab or heading sticking out of the box around it (in tables, which scroll
 * sideways by design, excepted); a field's example cut off.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems = new Set<string>();
    const text = (e: Element | null) =>
      (e as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim().slice(0, 60);
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.add(`the page “${text(document.querySelector('h1'))}” is wider than the window`);
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (dialog.scrollWidth > dialog.clientWidth)
        problems.add(`the dialog “${text(dialog.querySelector('h2'))}” is wider than its window`);
    }
    for (const element of document.querySelectorAll(
      'a, button, [role="tab"], [role="tablist"], h1, h2, h3, h4, label',
    )) {
      const box = element.getBoundingClientRect();
      const around = element.parentElement?.getBoundingClientRect();
      if (
        !around ||
        box.width <= 1 ||
        element.closest('table') ||
        getComputedStyle(element).position === 'absolute'
      )
        continue;
      if (box.right > around.right + 1 || box.left < around.left - 1)
        problems.add(`sticks out: “${text(element)}”`);
    }
    const measure = document.createElement('canvas').getContext('2d');
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]:placeholder-shown')) {
      if (!measure || !input.offsetParent) continue;
      const style = getComputedStyle(input);
      measure.font = style.font;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (measure.measureText(input.placeholder).width > room + 1)
        problems.add(`example cut off: “${input.placeholder}”`);
    }
    return [...problems];
  });
}

/**
 * Screenshots at 1366 and 390 px (test-results/german-<name>-<width>.png), `focus` scrolled into
 * view; at each width nothing but the known problems may fail to fit.
 */
async function screenshots(
  page: Page,
  name: string,
  { focus, fullPage = true }: { focus?: Locator; fullPage?: boolean } = {},
) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `german-${name}-${width}.png`), fullPage });
    const problems = (await layoutProblems(page)).filter((problem) => !KNOWN_LAYOUT_PROBLEMS.has(problem));
    expect(problems, `what does not fit on ${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

function germanBrowser(browser: Browser) {
  return browser.newContext({ locale: 'de-DE', viewport: { width: 1366, height: 900 } });
}

/** A page of the app's main navigation, by its German name. */
async function openPage(page: Page, english: string) {
  const nav = page.getByRole('navigation', { name: de('Main') });
  await nav.getByRole('link', { name: de(english, { context: 'navigation' }), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: de(english, { part: 'app' }) })).toBeVisible();
}

// ── The flows ────────────────────────────────────────────────────────────────────────────────────

const FIRST_NAME = 'Jonas';
const LAST_NAME = 'Becker';
const COMPANY = 'Nordlicht Design GmbH';
const CLIENT = 'Bäckerei Schmidt KG';

test('a German browser signs up and works in German: company, client, invoice, payment, credit note, reminders, reports, language', async ({
  browser,
}) => {
  const context = await germanBrowser(browser);
  const page = await context.newPage();

  // The landing page, drawn by the server in the browser's language.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('heading', { level: 1, name: de('Invoices that get you paid — on time.') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: de('Smart Reminders') })).toBeVisible();
  await expect(page.getByText(de('For freelancers and small businesses'), { exact: true })).toBeVisible();
  // The example invoice's amount as a German reads it.
  await expect(page.getByRole('figure')).toHaveAccessibleName(
    de(
      'Example: invoice INV-1042 to Northwind Studio for {amount}, reminded on its due date and three days later, then paid.',
      { values: { amount: '2.380,00\u00a0€' } },
    ),
  );
  await screenshots(page, 'landing');

  // Sign up through the form.
  await page.getByRole('link', { name: de('Sign Up & Get Started') }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: de('Sign Up', { part: 'app' }) })).toBeVisible();
  await expect(page.getByText(de('Create your account to get started', { part: 'app' }))).toBeVisible();
  const email = uniqueEmail('de');
  await page.getByLabel(de('First name')).fill(FIRST_NAME);
  await page.getByLabel(de('Last name')).fill(LAST_NAME);
  await page.getByLabel(de('Email', { part: 'auth' }), { exact: true }).fill(email);
  await page.getByLabel(de('Password', { part: 'auth' }), { exact: true }).fill(PASSWORD);
  await page.getByLabel(de('Confirm password')).fill(PASSWORD);
  await screenshots(page, 'register');
  await page.getByRole('button', { name: de('Create Account') }).click();

  // The dashboard, in German; the account speaks German from now on.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: de('Dashboard', { part: 'app' }) })).toBeVisible();
  await expectToast(page, de('Registration successful'), de("Welcome to Duely! You're now logged in."));
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user.language).toBe('de');
  await expect(page.getByText(de('Total Revenue', { part: 'dashboard' }))).toBeVisible();
  await expect(page.getByText(de('Pending Invoices', { part: 'dashboard' }))).toBeVisible();
  const steps = page.getByTestId('onboarding-dashboard');
  await expect(steps.getByText(de("Welcome to Duely! Let's get you paid."))).toBeVisible();
  await expect(steps.getByTestId('onboarding-step-company')).toContainText(de('Set up your company'));
  await expect(page.getByTestId('reminders-on-hold')).toContainText(
    de('Reminders are on hold until you add your company name and email in Settings'),
  );
  await screenshots(page, 'dashboard');

  // Company setup in Settings. The API refuses an invalid VAT ID in German, under its field.
  await openPage(page, 'Settings');
  const company = page.getByRole('form', { name: de('Company Information', { part: 'settings' }) });
  await expect(company.getByLabel(de('Country', { part: 'app' }))).toContainText(
    de('Germany', { part: 'settings' }),
  );
  await company.getByLabel(de('Company Name'), { exact: true }).fill(COMPANY);
  await company
    .getByLabel(de('Email', { part: 'settings' }), { exact: true })
    .fill('rechnung@nordlicht.example');
  await company.getByLabel(de('Address', { part: 'app' }), { exact: true }).fill('Hauptstraße 5');
  await company.getByLabel(de('Postal code')).fill('10115');
  await company.getByLabel(de('City')).fill('Berlin');
  await company.getByLabel('IBAN').fill('DE89370400440532013000');
  await company.getByLabel(de('VAT ID', { part: 'settings' }), { exact: true }).fill('DE123456789');
  const save = company.getByRole('button', { name: de('Save Settings') });
  await save.click();
  const refusal = apiMessage('de', 'vat_id_invalid', {
    vatId: 'DE123456789',
    country: { country: 'DE', adjective: 'German' },
  });
  await expect(company.getByText(refusal)).toBeVisible();
  expect(refusal).toContain('USt-IdNr.');
  await expectToast(page, de('Error', { part: 'settings' }), de('Failed to save company settings.'));
  await screenshots(page, 'settings-refused', { focus: company.getByText(refusal) });
  await company.getByLabel(de('VAT ID', { part: 'settings' }), { exact: true }).fill('DE136695976');
  await save.click();
  await expectToast(page, de('Settings saved'), de('Company settings have been updated successfully.'));
  await expect(company.getByText(refusal)).toHaveCount(0);

  // A client through the dialog: at home in Germany, so its documents speak German.
  await openPage(page, 'Clients');
  await expect(page.getByText(de('No clients found', { part: 'app' }))).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: de('Add Client', { part: 'app' }) })
    .last()
    .click();
  const add = page.getByRole('dialog', { name: de('Add New Client') });
  await add.getByLabel(de('Name', { part: 'clients' }), { exact: true }).fill(CLIENT);
  await add.getByLabel(de('Email', { part: 'clients' }), { exact: true }).fill(uniqueEmail('kunde'));
  await add.getByLabel(de('Address', { part: 'app' }), { exact: true }).fill('Marktplatz 3');
  await add.getByLabel(de('Postal code')).fill('80331');
  await add.getByLabel(de('City')).fill('München');
  await add.getByLabel(de('Contact name')).fill('Anna Weber');
  await expect(add.getByLabel(de('Country', { part: 'app' }))).toContainText(
    de('Germany', { part: 'settings' }),
  );
  await expect(add.getByLabel(de('Language', { part: 'clients' }), { exact: true })).toContainText(
    de('Automatic (from country)'),
  );
  await expect(
    add.getByLabel(de('Language', { part: 'clients' }), { exact: true }),
  ).toHaveAccessibleDescription(
    startsWith(
      de(
        "Now: {language}, your company's document language for clients in {country}. The client's invoices, emails and invoice page are written in it.",
        {
          values: {
            language: de('German (Deutsch)', { part: 'clients' }),
            country: de('Germany', { part: 'settings' }),
          },
        },
      ),
    ),
  );
  await screenshots(page, 'client-dialog', { fullPage: false });
  await add.getByRole('button', { name: de('Save Client') }).click();
  await expectToast(page, de('Client created successfully'));
  await expect(add).toBeHidden();
  const card = page.getByTestId('client-card').filter({ hasText: CLIENT });
  await expect(card).toContainText('80331 München');
  await expect(card).toContainText(de('No invoices yet', { part: 'clients' }));
  const [client] = (await (await page.request.get('/api/clients')).json()) as {
    clientId: string;
    language: string;
  }[];
  expect(client.language).toBe('de');

  // An invoice, issued 24 days ago and due 10 days ago, typed with German decimals, created and sent.
  const today = accountToday();
  const issued = addDays(today, -24);
  const due = addDays(today, -10);
  await openPage(page, 'Invoices');
  await page.getByRole('button', { name: de('New Invoice') }).click();
  const create = page.getByRole('dialog', { name: de('Create New Invoice') });
  // The number the invoice will get, once it has come (“Wird geladen …” until then).
  const numberField = create.getByLabel(de('Invoice Number', { part: 'invoices' }));
  await expect(numberField).toHaveValue(/\d$/);
  const invoiceNumber = await numberField.inputValue();
  await create.getByRole('combobox', { name: de('Client', { part: 'invoices' }) }).click();
  await page.getByRole('option', { name: `${CLIENT} (${client.clientId})` }).click();
  await create.getByLabel(de('Issue Date', { part: 'invoices' })).fill(issued);
  await create.getByLabel(de('Due Date', { part: 'invoices' })).fill(due);
  await create.getByLabel(de('Project Description')).fill('Neugestaltung der Website');
  const line = (n: number) =>
    create.getByRole('group', { name: de('Line item {number}', { values: { number: n } }) });
  await line(1)
    .getByLabel(de('Description', { part: 'app' }), { exact: true })
    .fill('Konzeption und Gestaltung');
  await line(1).getByLabel(de('Quantity')).fill('10');
  await line(1)
    .getByLabel(de('Rate', { part: 'app' }), { exact: true })
    .fill('85');
  await create.getByRole('button', { name: de('Add Line Item') }).click();
  await line(2)
    .getByLabel(de('Description', { part: 'app' }), { exact: true })
    .fill('Hosting');
  await line(2).getByLabel(de('Quantity')).fill('2');
  await line(2)
    .getByLabel(de('Rate', { part: 'app' }), { exact: true })
    .fill('19,99');
  // 10 × 85 + 2 × 19,99 = 889,98; 19 % USt. = 169,10; total 1.059,08.
  await expect(line(1).getByLabel(de('Amount', { part: 'app' }), { exact: true })).toHaveValue(
    exactlyEuros('850,00'),
  );
  await expect(line(2).getByLabel(de('Amount', { part: 'app' }), { exact: true })).toHaveValue(
    exactlyEuros('39,98'),
  );
  await expect(create.getByTestId('invoice-subtotal')).toHaveText(exactlyEuros('889,98'));
  await expect(create.getByTestId('invoice-tax')).toHaveText(exactlyEuros('169,10'));
  await expect(create.getByTestId('invoice-total')).toHaveText(exactlyEuros('1.059,08'));
  // Reminders are sent by hand below: none goes out by itself meanwhile.
  await create.getByRole('switch', { name: de('Send automatic payment reminders') }).click();
  await screenshots(page, 'invoice-dialog', { fullPage: false });
  await create.getByRole('button', { name: de('Create & Send Invoice') }).click();

  // The email to review: German words around it, and the client's German in it.
  const review = page.getByRole('dialog', { name: de('Review invoice email') });
  await expect(review.getByLabel(de('Subject', { part: 'app' }))).toHaveValue(/^Rechnung /);
  await expect(review.getByLabel(de('To', { part: 'app' }), { exact: true })).not.toHaveValue('');
  await expect(
    review.getByText(de('Check the email before it goes. Your changes apply to this email only.')),
  ).toBeVisible();
  await review.getByRole('button', { name: de('Send Email') }).click();
  await expectToast(page, de('Invoice created and email sent successfully!'));
  await expect(create).toBeHidden();

  const pending = page.getByRole('table', { name: de('Pending Invoices', { part: 'invoices' }) });
  const row = pending.getByRole('row', { name: new RegExp(literally(invoiceNumber)) });
  await expect(row).toContainText(CLIENT);
  await expect(row).toContainText(euros('1.059,08'));
  await expect(row).toContainText(de('Overdue', { part: 'app', context: 'invoice status' }));

  // The Reminders page: the invoice 10 days overdue, German amounts and dates; a reminder sent by hand.
  await openPage(page, 'Reminders');
  await expect(page.getByText(de('Track payment reminders and manage reminder settings'))).toBeVisible();
  await expect(page.getByRole('tab', { name: de('Reminder Dashboard') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const reminderCard = page
    .getByTestId('reminder-invoice-card')
    .filter({ has: page.getByRole('heading', { name: invoiceNumber }) });
  await expect(
    reminderCard.getByText(
      de('{late, plural, one {# day overdue} other {# days overdue}}', { values: { late: 10 } }),
    ),
  ).toBeVisible();
  await expect(reminderCard).toContainText(`${de('Due', { part: 'app' })}${germanDate(due)}`);
  await expect(reminderCard).toContainText(
    new RegExp(`${literally(de('Balance due', { part: 'app' }))}1\\.059,08\\s€`),
  );
  await expect(reminderCard).toContainText(de('Invoice sent', { part: 'reminders' }));
  await reminderCard.getByRole('button', { name: de('Send Reminder', { part: 'reminders' }) }).click();
  const reminderReview = page.getByRole('dialog', { name: de('Review reminder email') });
  await expect(reminderReview.getByLabel(de('Subject', { part: 'app' }))).toHaveValue(
    /^Zahlungserinnerung: Rechnung /,
  );
  await reminderReview.getByRole('button', { name: de('Send Reminder', { part: 'app' }) }).click();
  await expectToast(page, de('Reminder sent successfully', { part: 'app' }));
  const byHand = reminderCard.getByTestId('reminder-history-entry').filter({ hasText: de('Sent by you') });
  await expect(byHand).toHaveCount(1);
  await expect(byHand).toContainText(germanDate(today));
  await screenshots(page, 'reminders');

  // A payment, typed the German way.
  await openPage(page, 'Invoices');
  await row
    .getByRole('button', { name: de('View invoice {number}', { values: { number: invoiceNumber } }) })
    .click();
  const view = page.getByRole('dialog', { name: de('Invoice Preview', { part: 'invoices' }) });
  await expect(view.getByTestId('invoice-view-total')).toHaveText(exactlyEuros('1.059,08'));
  await expect(view.getByTestId('invoice-view-balance')).toHaveText(exactlyEuros('1.059,08'));
  await view.getByRole('button', { name: de('Record Payment') }).click();
  const payment = page.getByRole('dialog', { name: de('Record Payment') });
  const amount = payment.getByLabel(de('Amount ({currency})', { values: { currency: 'EUR' } }));
  // Prefilled with the balance due, with a decimal comma (a field shows no thousands separator).
  await expect(amount).toHaveValue('1059,08');
  await expect(payment.getByRole('combobox', { name: de('Method') })).toHaveText(de('Bank transfer'));
  await amount.fill('119,00');
  await payment.getByRole('button', { name: de('Record Payment') }).click();
  await expectToast(
    page,
    de('Payment recorded'),
    de('{received} received; {stillDue} still due.', {
      values: { received: '119,00\u00a0€', stillDue: '940,08\u00a0€' },
    }),
  );
  await expect(payment).toBeHidden();
  await expect(view.getByTestId('invoice-view-paid')).toHaveText(exactlyEuros('119,00'));
  await expect(view.getByTestId('invoice-view-balance')).toHaveText(exactlyEuros('940,08'));
  await expect(view.getByTestId('invoice-view-status')).toContainText(
    de('Partially Paid', { context: 'invoice status' }),
  );

  // A credit note for part of what is due.
  const prefix = ((await (await page.request.get('/api/settings')).json()) as { creditNotePrefix: string })
    .creditNotePrefix;
  const note = `${prefix}-1`;
  await view.getByRole('button', { name: de('Issue credit note…') }).click();
  const credit = page.getByRole('dialog', {
    name: de('Issue Credit Note for {number}', { values: { number: invoiceNumber } }),
  });
  await credit.getByLabel(de('Reason', { part: 'invoices' })).fill('Nachlass für verspätete Lieferung');
  const creditLine = credit.getByRole('group', { name: de('Line item {number}', { values: { number: 1 } }) });
  await creditLine.getByLabel(de('Description', { part: 'app' }), { exact: true }).fill('Nachlass');
  await creditLine.getByLabel(de('Rate', { part: 'app' }), { exact: true }).fill('100');
  await expect(credit.getByTestId('invoice-total')).toHaveText(exactlyEuros('119,00'));
  await expect(credit.getByTestId('credit-note-balance-after')).toHaveText(
    de('Balance due after this credit note: {after}', { values: { after: '821,08\u00a0€' } }),
  );
  await screenshots(page, 'credit-note-dialog', { fullPage: false });
  await credit.getByRole('button', { name: de('Issue Credit Note') }).click();
  await expectToast(
    page,
    de('Credit note {note} issued', { values: { note } }),
    de('{credited} credited on {number}; {stillDue} still due.', {
      values: { credited: '119,00\u00a0€', number: invoiceNumber, stillDue: '821,08\u00a0€' },
    }),
  );
  await expect(credit).toBeHidden();
  await expect(view.getByTestId('invoice-view-credited')).toHaveText(exactlyEuros('119,00'));
  await expect(view.getByTestId('invoice-view-balance')).toHaveText(exactlyEuros('821,08'));
  await expect(view.getByTestId('credit-note-item')).toContainText(note);
  await screenshots(page, 'invoice-view', { fullPage: false });
  await view
    .getByRole('button', { name: de('Close', { part: 'app' }) })
    .first()
    .click();
  await expect(view).toBeHidden();
  await expect(
    page.getByRole('heading', { name: de('Credit Notes ({count})', { values: { count: 1 } }) }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: de('Credit Notes', { part: 'credit-notes' }) })
      .getByRole('row', { name: new RegExp(literally(note)) }),
  ).toContainText(euros('119,00'));

  // Back on the Reminders page, the card tells what is still due.
  await openPage(page, 'Reminders');
  await expect(reminderCard.getByText(de('Partially Paid', { context: 'invoice status' }))).toBeVisible();
  await expect(reminderCard.getByText(de('Partly Credited', { context: 'invoice status' }))).toBeVisible();
  await expect(reminderCard).toContainText(
    new RegExp(`${literally(de('Balance due', { part: 'app' }))}821,08\\s€`),
  );

  // The Reports page: German headings, amounts and dates, the credit note beside the invoice.
  await openPage(page, 'Reports');
  await expect(page.getByText(de('Analyze your revenue, clients and outstanding payments'))).toBeVisible();
  await expect(page.getByTestId('report-card-total-revenue')).toContainText(
    de('Total Revenue', { part: 'reports' }),
  );
  await expect(page.getByTestId('report-card-total-revenue')).toContainText(euros('119,00'));
  await expect(page.getByRole('heading', { name: de('VAT by Rate') })).toBeVisible();
  const details = page.getByTestId('invoice-details');
  await expect(details.getByText(de('Invoice Details', { context: 'report table' }))).toBeVisible();
  const invoiceRow = details.getByRole('row', { name: new RegExp(`^${literally(invoiceNumber)}`) });
  await expect(invoiceRow).toContainText(euros('1.059,08'));
  await expect(invoiceRow).toContainText(
    de('{balance} due', { part: 'reports', values: { balance: '821,08\u00a0€' } }),
  );
  await expect(invoiceRow).toContainText(germanDate(issued));
  await expect(invoiceRow).toContainText(germanDate(due));
  const noteRow = details.getByRole('row', { name: new RegExp(literally(note)) });
  await expect(noteRow).toContainText(de('Credit note', { part: 'reports' }));
  await expect(noteRow).toContainText(de('Issued', { part: 'reports' }));
  await expect(noteRow).toContainText(euros('119,00'));
  await expect(noteRow).toContainText(germanDate(today));
  await screenshots(page, 'reports');

  // The Account page: English at once, without a reload, and back to German.
  await page.getByRole('button', { name: `${FIRST_NAME} ${LAST_NAME} ${email}` }).click();
  await page.getByRole('menuitem', { name: de('Account Settings') }).click();
  await expect(page.getByRole('heading', { level: 1, name: de('Account Settings') })).toBeVisible();
  const language = page.getByRole('combobox', { name: de('Language of the app') });
  await expect(language).toHaveText(de('Deutsch', { context: 'autonym' }));
  await screenshots(page, 'account');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await language.click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect((await (await page.request.get('/api/auth/user')).json()).language).toBe('en');

  const english = page.getByRole('combobox', { name: 'Language of the app' });
  await english.click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: de('Account Settings') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect((await (await page.request.get('/api/auth/user')).json()).language).toBe('de');
  await context.close();

  // Signed out, a German browser signing up again with the same email: refused in German.
  const again = await germanBrowser(browser);
  const visitor = await again.newPage();
  await visitor.goto('/register');
  await visitor.getByLabel(de('First name')).fill(FIRST_NAME);
  await visitor.getByLabel(de('Last name')).fill(LAST_NAME);
  await visitor.getByLabel(de('Email', { part: 'auth' }), { exact: true }).fill(email);
  await visitor.getByLabel(de('Password', { part: 'auth' }), { exact: true }).fill(PASSWORD);
  await visitor.getByLabel(de('Confirm password')).fill(PASSWORD);
  await visitor.getByRole('button', { name: de('Create Account') }).click();
  await expectToast(visitor, de('Registration failed'), apiMessage('de', 'email_taken'));
  await again.close();
});

test('the language menu of the landing and sign-up pages shows Deutsch, and English is a click away', async ({
  browser,
}) => {
  const context = await germanBrowser(browser);
  const page = await context.newPage();
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: de('Language', { part: 'app' }) });
  await expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: de('Sign Up & Get Started') }).click();
  await expect(page.getByRole('heading', { level: 1, name: de('Sign Up', { part: 'app' }) })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  await menu.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' }),
  ).toHaveAttribute('aria-current', 'true');
  await context.close();
});

test("the sign-up form's own checks speak German", async ({ browser }) => {
  // The form checks its fields with the shared schema (shared/auth.ts), whose messages are the API's
  // English ones; the form shows them in the API's German words (client/src/lib/field-messages.ts).
  const context = await germanBrowser(browser);
  const page = await context.newPage();
  await page.goto('/register');
  await page.getByLabel(de('Email', { part: 'auth' }), { exact: true }).fill('keine-adresse');
  await page.getByLabel(de('Password', { part: 'auth' }), { exact: true }).fill('kurz');
  await page.getByRole('button', { name: de('Create Account') }).click();
  await expect(page.getByText(apiMessage('de', 'email_invalid'))).toBeVisible();
  await expect(page.getByText(apiMessage('de', 'password_too_short'))).toBeVisible();
  await context.close();
});
