/**
 * Issue #14 "Lists that stay fast": the Invoices page asks the server for one page at a time (search,
 * status filter, sortable headers, pages of 50) and keeps its tables and counts; at 390 px the
 * invoice rows of the Invoices page, Recent Invoices, the Reminders page and the Clients page are
 * cards with nothing scrolling sideways.
 */
import type { Locator, Page } from '@playwright/test';
import {
  chooseRowAction,
  expect,
  expectAccessible,
  expectToast,
  rowActionItems,
  skipTour,
  test,
} from './fixtures';
import {
  expectNoSidewaysScrolling,
  SEEDED_COUNTS,
  type SeededInvoice,
  seedInvoiceList,
} from './invoice-list-seed';

const numberOf = (i: SeededInvoice) => Number(i.invoiceNumber.split('-')[1]);
const awaitingPayment = (seeded: SeededInvoice[]) =>
  seeded.filter((i) => i.status === 'sent' || i.status === 'overdue');
const byNumber = (list: SeededInvoice[]) => [...list].sort((a, b) => numberOf(a) - numberOf(b));

async function chooseStatus(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The table's data rows (the header row left out). */
const dataRows = (table: Locator) =>
  table.getByRole('row').filter({ hasNot: table.page().getByRole('columnheader') });

test('the Invoices page pages, searches, filters and sorts on the server, with its counts', async ({
  signedIn: { page },
}) => {
  test.slow(); // 62 invoices to seed, then a dozen states of the page
  const seeded = await seedInvoiceList(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/invoices');

  // The tables and their counts; drafts and void invoices have tables of their own.
  await expect(page.getByRole('heading', { name: 'Pending Invoices (56)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Draft Invoices (3)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paid Invoices (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Void Invoices (1)' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'All statuses (62)',
    'Pending (56)',
    'Draft (3)',
    'Not yet due (52)',
    'Overdue (4)',
    'Paid (2)',
    'Void (1)',
  ]);
  await page.keyboard.press('Escape');

  // Pages of 50, newest first.
  const pending = page.getByRole('table', { name: 'Pending Invoices' });
  const pages = page.getByRole('navigation', { name: 'Pending Invoices pages' });
  await expect(dataRows(pending)).toHaveCount(50);
  await expect(pages).toContainText('Showing 1–50 of 56');
  await expect(pages).toContainText('Page 1 of 2');
  await expect(pending.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  await expect(dataRows(pending)).toHaveCount(6);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectAccessible(page);

  // Sorting by a column in both orders starts again at page 1.
  const open = byNumber(awaitingPayment(seeded));
  const invoiceHeader = pending.getByRole('columnheader', { name: 'Invoice' });
  await invoiceHeader.getByRole('button').click();
  await expect(invoiceHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(pages).toContainText('Page 1 of 2');
  await expect(dataRows(pending).first()).toContainText(open[0].invoiceNumber);
  await expect(dataRows(pending).nth(49)).toContainText(open[49].invoiceNumber);
  await expect(pending.getByRole('columnheader', { name: 'Created' })).not.toHaveAttribute('aria-sort');
  await invoiceHeader.getByRole('button').click();
  await expect(invoiceHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(dataRows(pending).first()).toContainText(open.at(-1)!.invoiceNumber);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(dataRows(pending).last()).toContainText(open[0].invoiceNumber);

  // Search by client name: every table and count follows, the counts of the status filter too.
  const search = page.getByRole('searchbox', { name: 'Search invoices' });
  const initech = seeded.filter((i) => i.clientName === 'Initech');
  const initechOpen = awaitingPayment(initech).length;
  await search.fill('initech');
  await expect(page.getByRole('heading', { name: `Pending Invoices (${initechOpen})` })).toBeVisible();
  await expect(pages).toHaveCount(0);
  await expect(dataRows(pending)).toHaveCount(initechOpen);
  for (const row of await dataRows(pending).all()) await expect(row).toContainText('Initech');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option', { name: /^All statuses/ })).toHaveText(
    `All statuses (${initech.length})`,
  );
  await page.keyboard.press('Escape');

  // Search by invoice number: only that invoice, in its own table.
  const paid = seeded.find((i) => i.status === 'paid')!;
  await search.fill(paid.invoiceNumber);
  await expect(page.getByRole('heading', { name: 'Paid Invoices (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending Invoices (0)' })).toBeVisible();
  await expect(page.getByText(`No pending invoices match “${paid.invoiceNumber}”.`)).toBeVisible();
  await expect(dataRows(page.getByRole('table', { name: 'Paid Invoices' }))).toHaveText([
    new RegExp(paid.invoiceNumber),
  ]);
  await expect(page.getByRole('heading', { name: /Draft Invoices/ })).toHaveCount(0);

  // A search that matches nothing, and back.
  await search.fill('no such invoice');
  await expect(page.getByRole('heading', { name: 'No invoices match “no such invoice”' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Pending Invoices (56)' })).toBeVisible();

  // The status filter: one table of that status.
  await chooseStatus(page, `Overdue (${SEEDED_COUNTS.overdue})`);
  const overdue = page.getByRole('table', { name: 'Overdue Invoices' });
  await expect(page.getByRole('heading', { name: 'Overdue Invoices (4)' })).toBeVisible();
  await expect(dataRows(overdue)).toHaveCount(4);
  for (const row of await dataRows(overdue).all()) await expect(row).toContainText('Overdue');
  await expect(page.getByRole('heading', { name: /Paid Invoices/ })).toHaveCount(0);
  // Not yet due: the pending invoices that are not overdue.
  await chooseStatus(page, `Not yet due (${SEEDED_COUNTS.notYetDue})`);
  const notYetDue = page.getByRole('table', { name: 'Invoices Not Yet Due' });
  await expect(page.getByRole('heading', { name: 'Invoices Not Yet Due (52)' })).toBeVisible();
  await expect(dataRows(notYetDue)).toHaveCount(50);
  await expect(dataRows(notYetDue).filter({ hasText: 'Overdue' })).toHaveCount(0);
  await chooseStatus(page, 'All statuses (62)');

  // A row action on page 2 refreshes the pages and counts.
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  const row = dataRows(pending).first();
  const number = (await row.getByRole('cell').first().textContent())!;
  await chooseRowAction(row, number, 'Mark Paid');
  await expectToast(page, 'Invoice marked as paid successfully');
  await expect(page.getByRole('heading', { name: 'Pending Invoices (55)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paid Invoices (3)' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Paid Invoices' })).toContainText(number);
  await expect(pages).toContainText('Showing 51–55 of 55');

  // From 1280 px the tables fit beside the sidebar without scrolling sideways.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('table', { name: 'Draft Invoices' })).toBeVisible();
  await expectNoSidewaysScrolling(page, 1280);
});

test('at 390 px the four lists are cards with their actions, and nothing scrolls sideways', async ({
  signedIn: { page, user },
}) => {
  test.slow(); // 120 invoices and clients, eight page visits
  await skipTour(page, user.id);
  const seeded = await seedInvoiceList(page, 57);
  const shoot = (name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/invoices');
  const pending = page.getByRole('list', { name: 'Pending Invoices' });
  await expect(pending.getByRole('listitem')).toHaveCount(50);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pending Invoices pages' })).toContainText('Page 1 of 2');

  // Without headers to click, the sort is chosen above the list.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Invoice number' }).click();
  const first = byNumber(awaitingPayment(seeded))[0];
  await expect(pending.getByRole('listitem').first().getByRole('heading')).toHaveText(first.invoiceNumber);
  const card = pending.getByRole('listitem').first();
  await expect(card).toContainText(first.status === 'overdue' ? 'Overdue' : 'Pending');
  await expect(card).toContainText('Due');
  await expect(card).toContainText(`Balance due€${first.total}`);
  await expect(card.getByRole('button', { name: `View invoice ${first.invoiceNumber}` })).toBeVisible();
  // Issued: corrected or cancelled through credit notes, never deleted (issue #23).
  const items = await rowActionItems(card, first.invoiceNumber);
  expect(items).toContain('Cancel invoice…');
  expect(items).not.toContain('Delete invoice');
  await expectNoSidewaysScrolling(page, 390);
  await shoot('invoices-390.png');
  await expectAccessible(page);
  await chooseRowAction(card, first.invoiceNumber, 'Mark Paid');
  await expectToast(page, 'Invoice marked as paid successfully');
  await expect(page.getByRole('heading', { name: 'Pending Invoices (55)' })).toBeVisible();

  await page.goto('/');
  const recent = page.getByRole('list', { name: 'Recent Invoices' });
  await expect(recent.getByRole('listitem')).toHaveCount(5);
  await expect(recent.getByRole('listitem').first()).toContainText('Balance due');
  await expect(
    recent
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^View invoice/ }),
  ).toBeVisible();
  await expectNoSidewaysScrolling(page, 390);
  await shoot('dashboard-390.png');

  await page.goto('/reminders');
  const reminderCards = page.getByTestId('reminder-invoice-card');
  await expect(reminderCards.first()).toBeVisible();
  await expect(reminderCards.first()).toContainText('Balance due');
  await expect(reminderCards.first().getByRole('button', { name: 'Mark as Paid' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pending Invoices pages' })).toContainText('Page 1 of 2');
  await expectNoSidewaysScrolling(page, 390);
  await shoot('reminders-390.png');

  await page.goto('/clients');
  await expect(page.getByTestId('client-card')).toHaveCount(48);
  await expect(page.getByRole('navigation', { name: 'Clients pages' })).toContainText('Page 1 of 2');
  await expectNoSidewaysScrolling(page, 390);
  await shoot('clients-390.png');

  // The same pages at a laptop's width: tables where there is room, still nothing scrolling sideways.
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [path, name] of [
    ['/invoices', 'invoices'],
    ['/', 'dashboard'],
    ['/reminders', 'reminders'],
    ['/clients', 'clients'],
  ]) {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSidewaysScrolling(page, 1366);
    await shoot(`${name}-1366.png`);
  }
});

test('the Clients page searches its clients and pages through many', async ({ signedIn: { page } }) => {
  test.slow(); // 61 clients to seed
  for (let batch = 0; batch < 2; batch++) {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        page.request.post('/api/clients', {
          data: {
            language: 'en',
            name: `Client ${batch * 30 + i + 1}`,
            email: `client${batch * 30 + i + 1}@example.com`,
          },
        }),
      ),
    );
  }
  const acme = await (
    await page.request.post('/api/clients', {
      data: { language: 'en', name: 'Acme Corporation', email: 'billing@acme.example', phone: '+1 555 0100' },
    })
  ).json();
  await page.goto('/clients');
  const cards = page.getByTestId('client-card');
  const pages = page.getByRole('navigation', { name: 'Clients pages' });
  await expect(cards).toHaveCount(48);
  await expect(pages).toContainText('Showing 1–48 of 61');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(cards).toHaveCount(13);

  const search = page.getByRole('searchbox', { name: 'Search clients' });
  await search.fill('ACME');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Acme Corporation');
  await expect(pages).toHaveCount(0);
  await search.fill(acme.clientId);
  await expect(cards).toHaveText([/Acme Corporation/]);
  await search.fill('client5@');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('client5@example.com');
  await search.fill('nobody here');
  await expect(page.getByText('No clients match “nobody here”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cards).toHaveCount(48);
});
