import type { Page } from '@playwright/test';
import {
  chooseRowAction,
  expect,
  expectAccessible,
  expectToast,
  rowActionItems,
  sendReviewedEmail,
  test,
} from './fixtures';

async function createClientViaApi(page: Page, name = 'Globex Corporation') {
  const res = await page.request.post('/api/clients', {
    data: {
      language: 'en',
      name,
      email: 'accounts@globex.example',
      phone: '+1 555 0199',
      address: '42 Industrial Way\nSpringfield',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; clientId: string; name: string; email: string };
}

async function openCreateDialog(page: Page) {
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseClient(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: label }).click();
}

test('create & send with live totals, preview, PDF download, mark paid, delete a draft', async ({
  signedIn: { page },
}) => {
  test.slow(); // the whole life of an invoice, with five axe scans and a PDF download
  const client = await createClientViaApi(page);
  await page.goto('/invoices');
  await expect(page.getByText('No invoices found')).toBeVisible();
  await expect(page.getByText('Create your first invoice to get started')).toBeVisible();

  const dialog = await openCreateDialog(page);
  await expect(dialog.getByLabel('Invoice Number')).toHaveValue('INV-1000');
  // The company's currency, changeable per invoice.
  await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveText('EUR (€)');
  const preview = dialog.getByRole('button', { name: 'Preview' });
  await expect(preview).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Remove line item 1' })).toBeDisabled();

  await chooseClient(page, `${client.name} (${client.clientId})`);
  await expect(dialog.getByLabel('Client Email')).toHaveValue(client.email);
  await dialog.getByLabel('Project Description').fill('Website relaunch');

  const line = (i: number) => dialog.getByRole('group', { name: `Line item ${i}` });
  await line(1).getByLabel('Description').fill('Design work');
  await line(1).getByLabel('Quantity').fill('10');
  await line(1).getByLabel('Rate', { exact: true }).fill('85');
  await dialog.getByRole('button', { name: 'Add Line Item' }).click();
  await line(2).getByLabel('Description').fill('Hosting');
  await line(2).getByLabel('Quantity').fill('2');
  await line(2).getByLabel('Rate', { exact: true }).fill('19.99');

  // 10 × 85 + 2 × 19.99 = 889.98; 19% tax = 169.0962 → 169.10; total 1,059.08 (company currency EUR).
  await expect(line(1).getByLabel('Amount')).toHaveValue('€850.00');
  await expect(line(2).getByLabel('Amount')).toHaveValue('€39.98');
  await expect(dialog.getByTestId('invoice-subtotal')).toHaveText('€889.98');
  await expect(dialog.getByText('VAT 19 % on €889.98')).toBeVisible();
  await expect(dialog.getByTestId('invoice-tax')).toHaveText('€169.10');
  await expect(dialog.getByTestId('invoice-total')).toHaveText('€1,059.08');
  await expectAccessible(page);

  // Preview from the form values.
  await expect(preview).toBeEnabled();
  await preview.click();
  const previewDialog = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(previewDialog.getByRole('heading', { name: 'Invoice', exact: true })).toBeVisible();
  await expect(previewDialog.getByText('INV-1000', { exact: true }).first()).toBeVisible();
  await expect(previewDialog.getByText('Example Studio')).toBeVisible();
  await expect(previewDialog.getByText('Bill to:')).toBeVisible();
  await expect(previewDialog.getByText('42 Industrial Way')).toBeVisible();
  await expect(previewDialog.getByText('Website relaunch')).toBeVisible();
  await expect(previewDialog.getByRole('cell', { name: 'Hosting' })).toBeVisible();
  await expect(previewDialog.getByText('€1,059.08').first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(previewDialog).toBeHidden();

  await dialog.getByRole('button', { name: 'Create & Send Invoice' }).click();
  await sendReviewedEmail(page, 'invoice', { subject: 'Your invoice INV-1000', cc: 'accounts@acme.example' });
  await expectToast(page, 'Invoice created and email sent successfully!');
  await expect(dialog).toBeHidden();

  const pending = page.getByRole('table', { name: 'Pending Invoices' });
  await expect(page.getByText('Pending Invoices (1)')).toBeVisible();
  const row = pending.getByRole('row', { name: /INV-1000/ });
  await expect(row).toContainText(client.name);
  await expect(row).toContainText(client.email);
  await expect(row).toContainText('€1,059.08');
  await expect(row).toContainText('Pending');
  await expectAccessible(page);

  // View the saved invoice and download its PDF.
  await row.getByRole('button', { name: 'View invoice INV-1000' }).click();
  const viewDialog = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(viewDialog.getByText('INV-1000', { exact: true }).first()).toBeVisible();
  await expect(viewDialog.getByRole('cell', { name: 'Design work' })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await viewDialog.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadPromise;
  const id = await page.evaluate(async () => (await (await fetch('/api/invoices')).json())[0].id);
  expect(download.suggestedFilename()).toBe(`invoice-${id}.pdf`);
  await expectToast(page, 'PDF downloaded successfully');
  // The invoice email reads "Invoice sent" in the history, never as a reminder (once delivered).
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get(`/api/invoices/${id}/activity`)).json()))
    .toContain('Invoice sent');
  await viewDialog.getByRole('button', { name: 'Close' }).click();
  await expect(viewDialog).toBeHidden();
  await row.getByRole('button', { name: 'View invoice INV-1000' }).click();
  await viewDialog.getByRole('tab', { name: 'Activity' }).click();
  const activity = viewDialog.getByRole('list', { name: 'Activity' });
  await expect(activity.getByText('Invoice sent', { exact: true })).toBeVisible();
  await expect(activity).not.toContainText('Reminder');
  await viewDialog.getByRole('button', { name: 'Close' }).click();
  await expect(viewDialog).toBeHidden();
  await page.goto('/reminders');
  const history = page.getByRole('list', { name: 'Reminder history' });
  await expect(history.getByTestId('reminder-history-entry')).toHaveCount(1);
  await expect(history.getByTestId('reminder-history-entry')).toContainText('Invoice sent');
  await expect(history).not.toContainText('1st Reminder');
  await page.goto('/invoices');

  // The reminder schedule of a pending invoice opens from its row.
  await chooseRowAction(row, 'INV-1000', 'Schedule Reminders');
  const schedule = page.getByRole('dialog', { name: 'Schedule Payment Reminders' });
  await expect(schedule).toContainText('INV-1000');
  await schedule.getByRole('button', { name: 'Close' }).click();
  await expect(schedule).toBeHidden();

  // Mark paid: it moves to the Paid table.
  await chooseRowAction(row, 'INV-1000', 'Mark Paid');
  await expectToast(page, 'Invoice marked as paid successfully');
  await expect(page.getByText('Paid Invoices (1)')).toBeVisible();
  await expect(page.getByText('Pending Invoices (0)')).toBeVisible();
  const paidRow = page.getByRole('table', { name: 'Paid Invoices' }).getByRole('row', { name: /INV-1000/ });
  await expect(paidRow).toContainText('Paid');
  // Paid: final, so its menu offers the PDF only (no Mark Paid, no reminders).
  expect(await rowActionItems(paidRow, 'INV-1000')).toEqual(['Open PDF']);

  // Save a draft, then delete it through the confirmation.
  await openCreateDialog(page);
  await expect(page.getByLabel('Invoice Number')).toHaveValue('INV-1001');
  await chooseClient(page, `${client.name} (${client.clientId})`);
  await page.getByLabel('Description', { exact: true }).fill('Small fix');
  await page.getByLabel('Rate', { exact: true }).fill('40');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expectToast(page, 'Invoice created successfully');
  const draftRow = page.getByRole('table', { name: 'Draft Invoices' }).getByRole('row', { name: /INV-1001/ });
  await expect(draftRow).toContainText('Draft');
  await chooseRowAction(draftRow, 'INV-1001', 'Delete invoice');
  const confirm = page.getByRole('alertdialog', { name: 'Delete Invoice INV-1001?' });
  await expect(confirm).toContainText(
    'This will permanently remove the invoice and all its details. This action cannot be undone.',
  );
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete Invoice' }).click();
  await expectToast(page, 'Invoice deleted successfully');
  await expect(draftRow).toHaveCount(0);
  await expect(page.getByText('Pending Invoices (0)')).toBeVisible();
});

test('the form shows the SPEC messages and keeps the last line item', async ({ signedIn: { page } }) => {
  await page.goto('/invoices');
  const dialog = await openCreateDialog(page);
  await dialog.getByLabel('Quantity').fill('0');
  await dialog.getByLabel('Rate', { exact: true }).fill('-1');
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(dialog.getByText('Please select a client')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await expect(dialog.getByText('Quantity must be greater than 0')).toBeVisible();
  await expect(dialog.getByText('Rate must be non-negative')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove line item 1' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Add Line Item' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove line item 2' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Remove line item 2' }).click();
  await expect(dialog.getByRole('group', { name: 'Line item 2' })).toHaveCount(0);
  // What was typed is not thrown away unasked.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog).toBeHidden();
  // Nothing was saved.
  await expect(page.getByText('No invoices found')).toBeVisible();
});

test('when the email fails the invoice is still created and the toast says so', async ({
  signedIn: { page },
}) => {
  const client = await createClientViaApi(page, 'Initech');
  // Create & Send makes a draft and sends it through POST …/send after the review.
  await page.route('**/api/invoices/*/send', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"SMTP down"}' }),
  );
  await page.goto('/invoices');
  const dialog = await openCreateDialog(page);
  await chooseClient(page, `Initech (${client.clientId})`);
  await dialog.getByLabel('Description', { exact: true }).fill('Support');
  await dialog.getByLabel('Rate', { exact: true }).fill('100');
  await dialog.getByRole('button', { name: 'Create & Send Invoice' }).click();
  await sendReviewedEmail(page);
  await expectToast(
    page,
    'Invoice created',
    'Invoice saved but email failed to send. Please check your email service configuration.',
  );
  // The refused send left the invoice saved (here a draft: the refusal never reached the server).
  await expect(page.getByRole('row', { name: /INV-1000/ }).first()).toBeVisible();
});

test('Open PDF shows the PDF in a new tab, and a refused PDF shows the failure toast', async ({
  signedIn: { page },
}) => {
  const client = await createClientViaApi(page);
  const created = await page.request.post('/api/invoices', {
    data: {
      clientId: client.id,
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      status: 'sent',
      lineItems: [{ description: 'Audit', quantity: 1, rate: '250', amount: '250' }],
    },
  });
  expect(created.status()).toBe(201);
  const invoice = await created.json();
  await page.goto('/invoices');
  const open = () => chooseRowAction(page, invoice.invoiceNumber, 'Open PDF');

  const [tab] = await Promise.all([page.waitForEvent('popup'), open()]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  await page.route(`**/api/invoices/${invoice.id}/pdf`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await open();
  await expectToast(page, 'Failed to download PDF');
});
