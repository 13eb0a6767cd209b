import type { Locator, Page } from '@playwright/test';
import { accountToday, expect, expectAccessible, expectToast, test } from './fixtures';

// Several dialogs and accessibility scans per test: room for a busy machine.
test.describe.configure({ timeout: 120_000 });

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One calendar month later, on the last day of a shorter month (Jan 31 → Feb 28). */
function nextMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

/** "Jan 31, 2027", as the app's tables print dates. */
const short = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const weekday = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Next year: every date built on it is in the future at any hour of any day. */
const nextYear = () => Number(accountToday().slice(0, 4)) + 1;

async function createClient(page: Page, name = 'Globex Corporation') {
  const res = await page.request.post('/api/clients', {
    data: { language: 'en', name, email: 'ap@globex.example' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; clientId: string; name: string };
}

/** A profile through the API (company defaults: EUR, 19% tax). */
async function createProfile(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post('/api/recurring-invoices', {
    data: {
      lineItems: [{ description: 'Retainer', quantity: 1, rate: '1000' }],
      sendReminders: false,
      frequency: 'monthly',
      sendMode: 'draft',
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

async function expectPreview(dialog: Locator, label: string, dates: string[]) {
  const preview = dialog.getByTestId('schedule-preview');
  await expect(preview.getByTestId('schedule-label')).toHaveText(label);
  await expect(preview.getByRole('list', { name: 'Next issue dates' }).getByRole('listitem')).toHaveText(
    dates.map((d) => new RegExp(`${short(d)}$`)),
  );
}

async function rowAction(page: Page, name: string, action: string | RegExp) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the empty state leads to the dialog, whose preview follows the typing, and the profile is listed', async ({
  signedIn: { page },
}) => {
  const client = await createClient(page);
  await page.goto('/recurring');
  await expect(page.getByRole('link', { name: 'Recurring', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring Invoices' })).toBeVisible();
  const empty = page.getByTestId('onboarding-recurring');
  await expect(empty.getByRole('heading', { name: 'No recurring invoices yet' })).toBeVisible();
  await empty.getByRole('button', { name: 'Create Recurring Invoice' }).click();

  const dialog = page.getByRole('dialog', { name: 'New Recurring Invoice' });
  await expect(dialog).toBeVisible();
  // Nothing chosen yet: the shared schema's messages under the fields, and nothing is sent.
  await dialog.getByRole('button', { name: 'Create Recurring Invoice' }).click();
  await expect(dialog.getByText('Please select a client')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: `${client.name} (${client.clientId})` }).click();
  await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveText(/EUR/);
  await dialog.getByLabel('Project Description').fill('Website care plan');
  const line = dialog.getByRole('group', { name: 'Line item 1' });
  await line.getByLabel('Description').fill('Monthly retainer');
  await line.getByLabel('Rate', { exact: true }).fill('1000');
  await expect(dialog.getByTestId('invoice-total')).toHaveText('€1,190.00');

  // Monthly on the 31st: the last day of the shorter months, and back on the 31st after them.
  const y = nextYear();
  const leap = new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
  await dialog.getByLabel('Start date').fill(`${y}-01-31`);
  await expectPreview(dialog, 'Monthly on the 31st', [
    `${y}-01-31`,
    `${y}-02-${leap ? 29 : 28}`,
    `${y}-03-31`,
    `${y}-04-30`,
    `${y}-05-31`,
  ]);
  await dialog.getByLabel('Interval').fill('2');
  await expectPreview(dialog, 'Every 2 months on the 31st', [
    `${y}-01-31`,
    `${y}-03-31`,
    `${y}-05-31`,
    `${y}-07-31`,
    `${y}-09-30`,
  ]);
  await dialog.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'weeks' }).click();
  await expectPreview(dialog, `Every 2 weeks on ${weekday(`${y}-01-31`)}`, [
    `${y}-01-31`,
    `${y}-02-14`,
    `${y}-02-28`,
    `${y}-03-14`,
    `${y}-03-28`,
  ]);
  await dialog.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'months' }).click();
  await dialog.getByLabel('Interval').fill('1');
  // Ends after 3 invoices: the preview stops there.
  await dialog.getByRole('radio', { name: 'After a number of invoices' }).check();
  await dialog.getByRole('spinbutton', { name: 'Number of invoices' }).fill('3');
  await expectPreview(dialog, 'Monthly on the 31st', [
    `${y}-01-31`,
    `${y}-02-${leap ? 29 : 28}`,
    `${y}-03-31`,
  ]);
  // A start date in the future has no past periods to back-fill.
  await expect(dialog.getByLabel('Also create the invoices for past periods')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Create as draft for review' }).check();
  await dialog.getByLabel('Payment terms (days)').fill('14');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Create Recurring Invoice' }).click();
  await expectToast(page, 'Recurring invoice created', `Next invoice on ${short(`${y}-01-31`)}.`);
  await expect(dialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Recurring invoices' }).getByRole('row', { name: /Globex/ });
  await expect(row).toContainText('€1,190.00');
  await expect(row).toContainText('€1,000.00 + 19% tax');
  await expect(row).toContainText('Monthly on the 31st');
  await expect(row).toContainText(short(`${y}-01-31`));
  await expect(row).toContainText('Active');
  await expectAccessible(page);

  // What was saved comes back in the edit dialog.
  await rowAction(page, 'Globex Corporation, Monthly on the 31st', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Recurring Invoice' });
  await expect(edit.getByLabel('Start date')).toHaveValue(`${y}-01-31`);
  await expect(edit.getByRole('spinbutton', { name: 'Number of invoices' })).toHaveValue('3');
  await expect(edit.getByRole('radio', { name: 'Create as draft for review' })).toBeChecked();
  await expect(edit.getByLabel('Payment terms (days)')).toHaveValue('14');
  await expect(edit.getByLabel('Project Description')).toHaveValue('Website care plan');
});

test('pause hides the next issue date and resume brings it back; delete keeps the invoices', async ({
  signedIn: { page },
}) => {
  const client = await createClient(page, 'Initech');
  const y = nextYear();
  await createProfile(page, { clientId: client.id, startDate: `${y}-03-15` });
  await page.goto('/recurring');
  const row = page.getByRole('table', { name: 'Recurring invoices' }).getByRole('row', { name: /Initech/ });
  const menu = 'Initech, Monthly on the 15th';
  await expect(row).toContainText(short(`${y}-03-15`));
  await expect(row).toContainText('Active');

  await rowAction(page, menu, 'Pause');
  await expectToast(page, 'Recurring invoice paused');
  await expect(row).toContainText('Paused');
  await expect(row).not.toContainText(short(`${y}-03-15`));
  await expect(row).toContainText('—');

  await rowAction(page, menu, 'Resume');
  await expectToast(page, 'Recurring invoice resumed', `Next invoice on ${short(`${y}-03-15`)}.`);
  await expect(row).toContainText('Active');
  await expect(row).toContainText(short(`${y}-03-15`));

  // Delete is set apart and asks first; it says the invoices stay.
  await rowAction(page, menu, 'Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete the recurring invoice for Initech?' });
  await expect(confirm).toContainText('It has not made any invoices yet.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete Recurring Invoice' }).click();
  await expectToast(page, 'Recurring invoice deleted');
  await expect(page.getByTestId('onboarding-recurring')).toBeVisible();
});

test('Make Recurring on an invoice opens the dialog prefilled from it', async ({ signedIn: { page } }) => {
  const client = await createClient(page, 'Hooli');
  const before = accountToday();
  const res = await page.request.post('/api/invoices', {
    data: {
      clientId: client.id,
      issueDate: before,
      dueDate: addDays(before, 14),
      status: 'draft',
      notes: 'Thanks, as always',
      projectDescription: 'Office desk rent',
      sendReminders: false,
      lineItems: [
        { description: 'Desk', quantity: 1, rate: '350' },
        { description: 'Coffee', quantity: 4, unit: 'pieces', rate: '2.50' },
      ],
    },
  });
  expect(res.status()).toBe(201);
  const invoice = (await res.json()) as { id: number; invoiceNumber: string };

  await page.goto('/invoices');
  await page.getByRole('button', { name: `View invoice ${invoice.invoiceNumber}` }).click();
  const view = page.getByRole('dialog', { name: 'Invoice Preview' });
  await view.getByRole('link', { name: 'Make Recurring' }).click();

  await expect(page).toHaveURL(`/recurring?from-invoice=${invoice.id}`);
  const dialog = page.getByRole('dialog', { name: 'New Recurring Invoice' });
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveText(/Hooli/);
  await expect(dialog.getByLabel('Project Description')).toHaveValue('Office desk rent');
  await expect(dialog.getByLabel('Notes')).toHaveValue('Thanks, as always');
  const line = (i: number) => dialog.getByRole('group', { name: `Line item ${i}` });
  await expect(line(1).getByLabel('Description')).toHaveValue('Desk');
  await expect(line(2).getByLabel('Description')).toHaveValue('Coffee');
  await expect(line(2).getByLabel('Unit')).toHaveValue('pieces');
  await expect(line(2).getByLabel('Quantity')).toHaveValue('4');
  await expect(dialog.getByLabel('Payment terms (days)')).toHaveValue('14');
  await expect(dialog.getByRole('switch', { name: 'Send automatic payment reminders' })).not.toBeChecked();
  // Monthly from one month after the invoice, so the invoice itself is not made again.
  const after = accountToday();
  await expect(dialog.getByLabel('Start date')).toHaveValue(
    new RegExp(`^(${nextMonth(before)}|${nextMonth(after)})$`),
  );
  await expect(dialog.getByTestId('schedule-label')).toHaveText(/^Monthly on the \d+(st|nd|rd|th)$/);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/recurring');
  await expect(page.getByTestId('onboarding-recurring')).toBeVisible();
});

test('a profile lists the invoices it has made, and each opens in the invoice view', async ({
  signedIn: { page },
}) => {
  const client = await createClient(page, 'Umbrella');
  // Weekly from 10 days ago with backfill: 10 and 3 days ago are owed (both before today, at any hour).
  const start = addDays(accountToday(), -10);
  const profile = await createProfile(page, {
    clientId: client.id,
    frequency: 'weekly',
    startDate: start,
    backfill: true,
  });
  await expect
    .poll(
      async () => {
        const all = (await (await page.request.get('/api/invoices')).json()) as {
          recurringInvoiceId: number;
        }[];
        return all.filter((i) => i.recurringInvoiceId === profile.id).length;
      },
      { timeout: 30_000 },
    )
    .toBe(2);

  await page.goto('/recurring');
  const row = page.getByRole('table', { name: 'Recurring invoices' }).getByRole('row', { name: /Umbrella/ });
  await expect(row.getByRole('cell').nth(5)).toHaveText('2');
  await rowAction(page, `Umbrella, Weekly on ${weekday(start)}`, 'View invoices (2)');
  const list = page.getByRole('dialog', { name: 'Invoices for Umbrella' });
  const items = list.getByRole('list', { name: 'Invoices made' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(list).toContainText(short(start));
  await expect(list).toContainText(short(addDays(start, 7)));
  await expect(items.first()).toContainText('€1,190.00');
  await expect(items.first()).toContainText('Draft');
  await expectAccessible(page);

  await list.getByRole('button', { name: 'View invoice INV-1000' }).click();
  const view = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(view.getByText('INV-1000', { exact: true }).first()).toBeVisible();
  await expect(view.getByRole('cell', { name: 'Retainer' })).toBeVisible();
});

test('at phone width the profiles are cards, with the same actions', async ({ signedIn: { page } }) => {
  const client = await createClient(page, 'Stark Industries');
  await createProfile(page, { clientId: client.id, startDate: `${nextYear()}-06-01`, interval: 3 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/recurring');
  const card = page.getByRole('list', { name: 'Recurring invoices' }).getByRole('listitem');
  await expect(card).toContainText('Stark Industries');
  await expect(card).toContainText('Every 3 months on the 1st');
  await expect(page.getByRole('table', { name: 'Recurring invoices' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await rowAction(page, 'Stark Industries, Every 3 months on the 1st', 'Pause');
  await expect(card).toContainText('Paused');
});

test('the row menu works from the keyboard, and a refused save shows the server reason', async ({
  signedIn: { page },
}) => {
  const client = await createClient(page, 'Soylent');
  await createProfile(page, { clientId: client.id, startDate: `${nextYear()}-02-10` });
  await page.goto('/recurring');
  await page.getByRole('button', { name: 'Actions for Soylent, Monthly on the 10th' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Recurring Invoice' });
  await expect(dialog.getByLabel('Start date')).toHaveValue(`${nextYear()}-02-10`);

  // Valid in the form, too large for an invoice: only the server knows, and its words are shown.
  const line = dialog.getByRole('group', { name: 'Line item 1' });
  await line.getByLabel('Quantity').fill('1000');
  await line.getByLabel('Rate', { exact: true }).fill('99999999');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'The invoice total is too large' })).toBeVisible();
  await expectToast(page, 'Failed to update recurring invoice', 'The invoice total is too large');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog).toBeHidden();
});

test('more than 50 profiles are paged: 50 a page, with Previous and Next', async ({ signedIn: { page } }) => {
  const client = await createClient(page, 'Initech');
  // 51 profiles, the oldest on the 1st: the newest 50 fill page 1, the oldest is alone on page 2.
  for (let day = 1; day <= 51; day++) {
    await createProfile(page, {
      clientId: client.id,
      startDate: addDays(`${nextYear()}-01-01`, day - 1),
      frequency: 'yearly',
    });
  }
  await page.goto('/recurring');
  const table = page.getByRole('table', { name: 'Recurring invoices' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(51); // the header and 50 profiles
  const pager = page.getByRole('navigation', { name: 'Recurring invoices pages' });
  await expect(pager).toContainText('Showing 1–50 of 51');
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(rows).toHaveCount(2);
  await expect(table).toContainText('Yearly on January 1');
  await expectAccessible(page);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(rows).toHaveCount(51);
});
