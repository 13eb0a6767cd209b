import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { accountToday, expect, expectAccessible, test } from './fixtures';

/** A date `offset` days from today in Berlin, where the test users live and the reports count months. */
const day = (offset: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

async function createClient(page: Page, name: string) {
  const res = await page.request.post('/api/clients', {
    data: {
      language: 'en',
      name,
      email: `${name.replace(/\W/g, '').toLowerCase() || 'client'}@example.com`,
      phone: '',
      address: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

/** One line at `rate`; the default 19% tax applies (100 → 119.00). */
async function createInvoice(
  page: Page,
  clientId: number,
  opts: {
    rate: string;
    issueDate: string;
    dueDate: string;
    status: 'draft' | 'sent';
    currency?: string;
    paid?: boolean;
  },
) {
  const res = await page.request.post('/api/invoices', {
    data: {
      clientId,
      issueDate: opts.issueDate,
      dueDate: opts.dueDate,
      status: opts.status,
      currency: opts.currency ?? 'EUR',
      sendReminders: false,
      lineItems: [{ description: 'Consulting', quantity: 1, rate: opts.rate }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const invoice = (await res.json()) as { id: number; invoiceNumber: string };
  if (opts.paid) {
    const paid = await page.request.patch(`/api/invoices/${invoice.id}`, { data: { status: 'paid' } });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  return invoice;
}

/** Two clients (one with a comma and quotes, one whose name looks like a formula) and four invoices. */
async function seed(page: Page) {
  const acme = await createClient(page, 'Acme, "Quoted" Ltd');
  const evil = await createClient(page, '=HYPERLINK("http://x")');
  const paid = await createInvoice(page, acme.id, {
    rate: '100',
    issueDate: day(0),
    dueDate: day(30),
    status: 'sent',
    paid: true,
  });
  const pending = await createInvoice(page, acme.id, {
    rate: '200',
    issueDate: day(0),
    dueDate: day(30),
    status: 'sent',
  });
  const overdue = await createInvoice(page, evil.id, {
    rate: '300',
    issueDate: day(-40),
    dueDate: day(-10),
    status: 'sent',
  });
  const usd = await createInvoice(page, evil.id, {
    rate: '50',
    issueDate: day(0),
    dueDate: day(30),
    status: 'sent',
    currency: 'USD',
    paid: true,
  });
  return { paid, pending, overdue, usd };
}

test('reports with zero invoices show the onboarding empty state that leads to the dashboard', async ({
  signedIn,
}) => {
  const { page } = signedIn;
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const empty = page.getByTestId('onboarding-reports');
  await expect(empty.getByRole('heading', { name: 'Nothing to report yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Report' })).toHaveCount(0);
  await empty.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('reports show computed cards, charts with text, filters and the invoice details', async ({
  signedIn,
}) => {
  const { page } = signedIn;
  const seeded = await seed(page);
  await page.goto('/reports');

  const card = (name: string) => page.getByTestId(`report-card-${name}`);
  await expect(card('total-invoices')).toContainText('4');
  // Three invoices issued today; the overdue one (40 days ago) counts for last month only when it falls there.
  const thisMonth = day(0).slice(0, 7);
  const lastMonth = new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7)) - 2, 1))
    .toISOString()
    .slice(0, 7);
  await expect(card('total-invoices')).toContainText(
    day(-40).startsWith(lastMonth) ? '+2 from last month' : '—',
  );
  await expect(card('total-revenue')).toContainText('€119.00');
  await expect(card('total-revenue')).toContainText('also $59.50');
  await expect(card('average-invoice')).toContainText('€238.00'); // (119 + 238 + 357) / 3
  await expect(card('active-clients')).toContainText('2');
  await expect(card('active-clients')).toContainText('of 2 total clients');
  await expect(card('paid')).toContainText('2');
  await expect(card('paid')).toContainText('50% of total');
  // Pending is sent and unpaid, overdue included, as on the Invoices page and the dashboard.
  await expect(card('pending')).toContainText('2');
  await expect(card('pending')).toContainText('50% of total, overdue included');
  await expect(card('overdue')).toContainText('25% of total');

  // Overview: revenue and aging charts, each an image with a summary and its figures as a table.
  const revenue = page.getByRole('img', { name: /payments received per month in EUR/ });
  await expect(revenue).toBeVisible();
  await expect(revenue).toHaveAttribute('aria-label', /€119\.00 in total/);
  const aging = page.getByRole('img', { name: /unpaid invoices by days past due/ });
  await expect(aging).toHaveAttribute('aria-label', /1–30 days €357\.00 \(1 invoice\)/);
  await expect(page.getByTestId('aging-chart').getByRole('row', { name: /1–30 days/ })).toContainText(
    '€357.00',
  );

  // VAT by rate: every invoice at the default 19 %, euros and dollars apart.
  const vat = page.getByTestId('vat-by-rate');
  await expect(vat.getByRole('row', { name: /^VAT 19 %/ }).first()).toContainText('€600.00');
  await expect(vat.getByRole('row', { name: /^VAT 19 %/ }).first()).toContainText('€114.00');
  await expect(vat.getByRole('row', { name: /^Total in USD/ })).toContainText('$9.50');

  const details = page.getByTestId('invoice-details');
  await expect(details.getByRole('row')).toHaveCount(5);
  await expect(details.getByRole('row', { name: new RegExp(seeded.overdue.invoiceNumber) })).toContainText(
    'Overdue',
  );
  await expect(details.getByRole('row', { name: new RegExp(seeded.usd.invoiceNumber) })).toContainText(
    '$59.50',
  );
  await expectAccessible(page);

  // Status filter narrows cards and rows, and stays in the address.
  await page.getByLabel('Status Filter').click();
  await page.getByRole('option', { name: 'Overdue' }).click();
  await expect(page).toHaveURL(/status=overdue/);
  await expect(details.getByRole('row')).toHaveCount(2);
  await expect(card('total-invoices')).toContainText('1');

  // Client report: top clients chart and table.
  await page.getByLabel('Report Type').click();
  await page.getByRole('option', { name: 'Client' }).click();
  const clients = page.getByTestId('clients-chart');
  await expect(clients.getByRole('img', { name: /top 1 clients by amount invoiced/ })).toBeVisible();
  await expect(clients.getByRole('row', { name: /HYPERLINK/ })).toContainText('€357.00');

  // Dates: a range without the overdue invoice's issue date leaves nothing; a reversed range is refused.
  await page.getByLabel('Start Date').fill(day(-5));
  await expect(details).toContainText('No invoices match these filters.');
  await page.getByLabel('End Date').fill(day(-6));
  await expect(page.getByText('End date must be on or after the start date')).toBeVisible();
  await page.getByRole('button', { name: 'Clear dates' }).click();
  await expect(details.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel('Report Type')).toContainText('Client');
  await expect(page.getByLabel('Status Filter')).toContainText('Overdue');
});

test('Export Report downloads the current filters as CSV', async ({ signedIn }) => {
  const { page } = signedIn;
  const seeded = await seed(page);
  await page.goto('/reports');
  await expect(page.getByTestId('invoice-details').getByRole('row')).toHaveCount(5);

  // Named after the browser's today, which is the account's (playwright.config.ts); read around the click.
  const before = accountToday();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Report' }).click(),
  ]);
  expect([before, accountToday()].map((d) => `invoice-report-${d}.csv`)).toContain(
    download.suggestedFilename(),
  );
  const bytes = fs.readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Invoice Number,Client,Amount,Currency,Status,Issue Date,Due Date,Amount Paid,Balance Due,Type,Net,Tax,Service Date,Client VAT ID',
  );
  expect(lines.at(-1)).toBe('');
  expect(lines).toHaveLength(6);
  expect(lines).toContain(
    `${seeded.overdue.invoiceNumber},"'=HYPERLINK(""http://x"")",357.00,EUR,Overdue,${day(-40)},${day(-10)},0.00,357.00,Invoice,300.00,57.00,${day(-40)},`,
  );
  expect(lines).toContain(
    `${seeded.pending.invoiceNumber},"Acme, ""Quoted"" Ltd",238.00,EUR,Pending,${day(0)},${day(30)},0.00,238.00,Invoice,200.00,38.00,${day(0)},`,
  );
  expect(lines).toContain(
    `${seeded.usd.invoiceNumber},"'=HYPERLINK(""http://x"")",59.50,USD,Paid,${day(0)},${day(30)},59.50,0.00,Invoice,50.00,9.50,${day(0)},`,
  );

  // With a status filter only those rows are exported.
  await page.getByLabel('Status Filter').click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await expect(page.getByTestId('invoice-details').getByRole('row')).toHaveCount(3);
  const [paidOnly] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Report' }).click(),
  ]);
  const paidLines = fs.readFileSync((await paidOnly.path()) as string, 'utf8').split('\r\n');
  expect(paidLines).toHaveLength(4);
  expect(paidLines.slice(1, 3).every((l) => l.includes(',Paid,'))).toBe(true);
  expect(paidLines.join('\n')).toContain(seeded.paid.invoiceNumber);
});
