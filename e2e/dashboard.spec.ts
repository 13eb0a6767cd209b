import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, sendReviewedEmail, test } from './fixtures';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function createInvoice(
  page: Page,
  clientId: number,
  opts: { rate: string; status: 'draft' | 'sent'; currency?: string; due?: number },
) {
  const res = await page.request.post('/api/invoices', {
    data: {
      clientId,
      status: opts.status,
      currency: opts.currency,
      issueDate: day(Math.min(0, opts.due ?? 30) - 5),
      dueDate: day(opts.due ?? 30),
      lineItems: [{ description: 'Work', quantity: 1, rate: opts.rate }],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; invoiceNumber: string };
}

test('the stat cards and recent invoices show the real figures, per currency', async ({
  signedIn: { page },
}) => {
  const clientRes = await page.request.post('/api/clients', {
    data: { language: 'en', name: 'Umbrella Corp', email: 'ap@umbrella.example' },
  });
  const client = await clientRes.json();
  // Company defaults: EUR, 19% tax. 100 → 119.00, 50 → 59.50, 200 → 238.00, 10 → 11.90.
  const paid = await createInvoice(page, client.id, { rate: '100', status: 'sent' });
  await createInvoice(page, client.id, { rate: '50', status: 'sent' });
  await createInvoice(page, client.id, { rate: '200', status: 'sent', due: -3 });
  await createInvoice(page, client.id, { rate: '10', status: 'sent', currency: 'USD' });
  const draft = await createInvoice(page, client.id, { rate: '30', status: 'draft' });
  expect((await page.request.patch(`/api/invoices/${paid.id}`, { data: { status: 'paid' } })).status()).toBe(
    200,
  );

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage your invoices and track payments')).toBeVisible();
  await expect(page.locator('[data-tour="create-invoice"]')).toHaveText('New Invoice');

  const cards = page.locator('[data-tour="stats-cards"]');
  await expect(cards.getByTestId('stat-total-revenue')).toContainText('€119.00');
  await expect(cards.getByTestId('stat-total-revenue')).toContainText('—'); // nothing paid last month
  // Pending is sent and not paid, overdue included (as on the Invoices page): two EUR, one USD.
  await expect(cards.getByTestId('stat-pending')).toContainText('3');
  await expect(cards.getByTestId('stat-pending')).toContainText('€297.50 total pending'); // 59.50 + 238.00
  await expect(cards.getByTestId('stat-pending')).toContainText('+ $11.90 total pending');
  await expect(cards.getByTestId('stat-pending')).toContainText('1 draft not yet sent (not counted)');
  await expect(cards.getByTestId('stat-overdue')).toContainText('1');
  await expect(cards.getByTestId('stat-overdue')).toContainText('€238.00 needs attention');
  await expect(cards.getByTestId('stat-this-month')).toContainText('5');

  const recent = page.locator('[data-tour="recent-invoices"]');
  await expect(recent.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/invoices');
  await expect(recent.getByRole('row')).toHaveCount(6); // header + first 5
  await expect(recent.getByRole('row', { name: /INV-1003/ })).toContainText('$11.90');
  await expect(recent.getByRole('row', { name: /INV-1002/ })).toContainText('Overdue');
  const paidRow = recent.getByRole('row', { name: new RegExp(paid.invoiceNumber) });
  await expect(paidRow.getByRole('button', { name: /Mark invoice .* as paid/ })).toHaveCount(0);
  await expect(paidRow.getByRole('button', { name: /Send reminder/ })).toHaveCount(0);
  await expectAccessible(page);

  // Mark the draft paid from the dashboard: revenue and the table follow.
  const draftRow = recent.getByRole('row', { name: new RegExp(draft.invoiceNumber) });
  await draftRow.getByRole('button', { name: `Mark invoice ${draft.invoiceNumber} as paid` }).click();
  await expectToast(page, 'Invoice marked as paid successfully');
  await expect(draftRow).toContainText('Paid');
  await expect(cards.getByTestId('stat-total-revenue')).toContainText('€154.70'); // 119.00 + 35.70

  // View and download from the dashboard.
  await paidRow.getByRole('button', { name: `View invoice ${paid.invoiceNumber}` }).click();
  const preview = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(preview.getByText(paid.invoiceNumber, { exact: true }).first()).toBeVisible();
  await expect(preview.getByRole('article', { name: 'Invoice' })).toContainText('Umbrella Corp');
  await preview.getByRole('button', { name: 'Close' }).click();
  const downloadPromise = page.waitForEvent('download');
  await paidRow.getByRole('button', { name: `Download PDF of invoice ${paid.invoiceNumber}` }).click();
  expect((await downloadPromise).suggestedFilename()).toBe(`invoice-${paid.id}.pdf`);
  await expectToast(page, 'PDF downloaded successfully');
});

test('send reminder from the recent invoices', async ({ signedIn: { page } }) => {
  const client = await (
    await page.request.post('/api/clients', {
      data: { language: 'en', name: 'Hooli', email: 'billing@hooli.example' },
    })
  ).json();
  const invoice = await createInvoice(page, client.id, { rate: '75', status: 'sent' });
  await page.goto('/');
  await page
    .getByRole('row', { name: new RegExp(invoice.invoiceNumber) })
    .getByRole('button', { name: `Send reminder for invoice ${invoice.invoiceNumber}` })
    .click();
  await sendReviewedEmail(page, 'reminder');
  await expectToast(page, 'Reminder sent successfully');
});

test('a new user sees zeros, a dash for the change, and the create dialog opens from the header', async ({
  signedIn: { page },
}) => {
  await page.goto('/');
  const cards = page.locator('[data-tour="stats-cards"]');
  await expect(cards.getByTestId('stat-total-revenue')).toContainText('€0.00');
  await expect(cards.getByTestId('stat-total-revenue')).toContainText('—');
  await expect(cards.getByTestId('stat-pending')).toContainText('€0.00 total pending');
  await expect(cards.getByTestId('stat-overdue')).toContainText('€0.00 needs attention');
  await page.locator('[data-tour="create-invoice"]').click();
  await expect(page.getByRole('dialog', { name: 'Create New Invoice' })).toBeVisible();
  await expectAccessible(page);
});
