import type { Locator } from '@playwright/test';
import {
  accountToday,
  chooseRowAction,
  createInvoiceViaApi,
  dayFromNow,
  expect,
  expectAccessible,
  expectToast,
  openInvoiceView,
  rowActionItems,
  sendReviewedEmail,
  test,
} from './fixtures';

// Long flows (several dialogs and accessibility scans each): room for a busy machine.
test.describe.configure({ timeout: 180_000 });

async function expectMoney(view: Locator, paid: string, balance: string) {
  await expect(view.getByTestId('invoice-view-paid')).toHaveText(paid);
  await expect(view.getByTestId('invoice-view-balance')).toHaveText(balance);
}

test('record a partial payment, then the rest: Partially Paid, then Paid, with the balances right', async ({
  signedIn: { page },
}) => {
  const invoice = await createInvoiceViaApi(page, 'sent');
  // The suggested date is the account's today, read before and after (so midnight in between is fine).
  const before = accountToday();
  const view = await openInvoiceView(page, invoice);
  await expect(view.getByTestId('invoice-view-total')).toHaveText('€119.00');
  await expectMoney(view, '€0.00', '€119.00');
  await expect(view.getByTestId('invoice-view-status')).toHaveText('Pending');

  await view.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(dialog.getByLabel('Amount (EUR)')).toHaveValue('119.00');
  expect([before, accountToday()]).toContain(await dialog.getByLabel('Payment Date').inputValue());
  await expect(dialog.getByRole('combobox', { name: 'Method' })).toHaveText('Bank transfer');
  await expectAccessible(page);

  // More than the balance: the server's 422 message stays in the dialog.
  await dialog.getByLabel('Amount (EUR)').fill('200');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'more than the balance due' })).toContainText(
    'The payment is more than the balance due of €119.00',
  );
  await expectToast(page, 'Failed to record payment');

  // A date in the future: the server's field error under the date.
  await dialog.getByLabel('Amount (EUR)').fill('50');
  await dialog.getByLabel('Payment Date').fill(dayFromNow(3));
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Payment date cannot be in the future')).toBeVisible();

  await dialog.getByLabel('Payment Date').fill(dayFromNow(-1));
  await dialog.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Cash' }).click();
  await dialog.getByLabel('Reference').fill('Receipt 17');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expectToast(page, 'Payment recorded', '€50.00 received; €69.00 still due.');
  await expect(dialog).toBeHidden();
  await expectMoney(view, '€50.00', '€69.00');
  await expect(view.getByTestId('invoice-view-status')).toContainText('Partially Paid');
  // With a payment in, only payments change the invoice.
  await expect(view.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Cancel invoice…' })).toHaveCount(0);

  await view.getByRole('tab', { name: 'Payments' }).click();
  await expect(view.getByRole('list', { name: 'Payments' })).toContainText('Cash · Receipt 17');
  await expectAccessible(page);
  await view.getByRole('button', { name: 'Close' }).click();

  // The tables and the reminders cards show the badge and what is still due.
  const row = page.getByRole('table', { name: 'Pending Invoices' }).getByRole('row', { name: /Initech/ });
  await expect(row).toContainText('Partially Paid');
  await expect(row).toContainText('€69.00 due');
  await page.goto('/');
  await expect(
    page.getByRole('table', { name: 'Recent Invoices' }).getByRole('row', { name: /Initech/ }),
  ).toContainText('Partially Paid');
  await page.goto('/reminders');
  const card = page.getByTestId('reminder-invoice-card').filter({ hasText: invoice.invoiceNumber });
  await expect(card).toContainText('Partially Paid');
  await expect(card).toContainText('Balance due€69.00');

  // The rest: prefilled with the balance, and the invoice is paid.
  const again = await openInvoiceView(page, invoice);
  await again.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByLabel('Amount (EUR)')).toHaveValue('69.00');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expectToast(page, 'Payment recorded', `${invoice.invoiceNumber} is paid in full.`);
  await expectMoney(again, '€119.00', '€0.00');
  await expect(again.getByTestId('invoice-view-status')).toHaveText('Paid');
  await expect(again.getByRole('button', { name: 'Record Payment' })).toHaveCount(0);
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: 'Paid Invoices' })).toContainText(invoice.invoiceNumber);
});

test('delete a payment: the paid invoice reopens', async ({ signedIn: { page } }) => {
  const invoice = await createInvoiceViaApi(page, 'sent');
  const paid = await page.request.post(`/api/invoices/${invoice.id}/payments`, {
    data: { amount: '119.00', paidOn: dayFromNow(-1), method: 'card' },
  });
  expect(paid.status()).toBe(201);

  const view = await openInvoiceView(page, invoice);
  await expect(view.getByTestId('invoice-view-status')).toHaveText('Paid');
  await view.getByRole('tab', { name: 'Payments' }).click();
  await view.getByRole('button', { name: /Delete payment of €119\.00/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this payment?' });
  await expect(confirm).toContainText('A paid invoice reopens.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete Payment' }).click();
  await expectToast(page, 'Payment deleted');
  await expect(view.getByTestId('invoice-view-status')).toHaveText('Pending');
  await expectMoney(view, '€0.00', '€119.00');
  await expect(view.getByText('No payments recorded yet.')).toBeVisible();
  await view.getByRole('tab', { name: 'Activity' }).click();
  await expect(view.getByRole('list', { name: 'Activity' })).toContainText(
    /Payment of €119\.00 by .+ deleted/,
  );
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: 'Pending Invoices' })).toContainText(invoice.invoiceNumber);
  await expect(page.getByText('Paid Invoices (0)')).toBeVisible();
});

test('edit a draft (1.5 hours) and send it; the preview prints units and the tax number', async ({
  signedIn: { page },
}) => {
  const settings = await (await page.request.get('/api/settings')).json();
  expect(
    (await page.request.put('/api/settings', { data: { ...settings, taxId: 'DE123456789' } })).status(),
  ).toBe(200);
  const invoice = await createInvoiceViaApi(page, 'draft');
  const view = await openInvoiceView(page, invoice);
  await expect(view.getByTestId('invoice-view-status')).toHaveText('Draft');
  await expect(view.getByRole('button', { name: 'Cancel invoice…' })).toHaveCount(0);
  await expect(view.getByRole('article', { name: 'Invoice' })).toContainText('Tax number DE123456789');

  await view.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: `Edit Invoice ${invoice.invoiceNumber}` });
  await expect(edit.getByLabel('Invoice Number')).toHaveValue(invoice.invoiceNumber);
  const line = edit.getByRole('group', { name: 'Line item 1' });
  await expect(line.getByLabel('Description')).toHaveValue('Consulting');
  await line.getByLabel('Quantity').fill('1.5');
  await line.getByLabel('Unit').fill('hours');
  await expect(line.getByLabel('Amount')).toHaveValue('€150.00');
  await expect(edit.getByTestId('invoice-total')).toHaveText('€178.50');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Invoice updated successfully');
  await expect(edit).toBeHidden();

  const document = view.getByRole('article', { name: 'Invoice' });
  // Written as the PDF writes it, in the document's locale: an English invoice of a German company
  // is written as in Britain (issue 5/6, documentLocale).
  await expect(document).toContainText('1.5 hours');
  await expect(view.getByTestId('invoice-view-total')).toHaveText('€178.50');

  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await sendReviewedEmail(page);
  await expectToast(page, 'Invoice sent');
  await expect(view.getByTestId('invoice-view-status')).toHaveText('Pending');
  await expect(view.getByRole('button', { name: 'Resend' })).toBeVisible();
  // Issued now: a record, corrected by credit notes rather than edited (issue #23).
  await expect(view.getByRole('button', { name: 'Cancel invoice…' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await view.getByRole('tab', { name: 'Activity' }).click();
  const activity = view.getByRole('list', { name: 'Activity' });
  await expect(activity).toContainText('Marked as sent');
  await expect(activity).toContainText('Invoice edited');
  await expectAccessible(page);
});

test('a draft is sent from its row in the Invoices table', async ({ signedIn: { page } }) => {
  const invoice = await createInvoiceViaApi(page, 'draft');
  await page.goto('/invoices');
  const row = page.getByRole('row', { name: new RegExp(invoice.invoiceNumber) });
  await expect(row).toContainText('Draft');
  await chooseRowAction(row, invoice.invoiceNumber, 'Send invoice');
  await sendReviewedEmail(page);
  await expectToast(page, 'Invoice sent');
  await expect(row).toContainText('Pending');
  // The focus comes back to the row's Actions button, not to the page (issue 2/7 item 17).
  await expect(
    row.getByRole('button', { name: `Actions for invoice ${invoice.invoiceNumber}` }),
  ).toBeFocused();
  expect(await rowActionItems(row, invoice.invoiceNumber)).not.toContain('Send invoice');
});

test('duplicate shows the new draft with the next number', async ({ signedIn: { page } }) => {
  const invoice = await createInvoiceViaApi(page, 'sent');
  const next = (await (await page.request.get('/api/invoices/next-number')).json()).invoiceNumber as string;
  const view = await openInvoiceView(page, invoice);
  await view.getByRole('button', { name: 'Duplicate' }).click();
  await expectToast(page, 'Invoice duplicated', `Draft ${next} was created from ${invoice.invoiceNumber}.`);
  await expect(view.getByText(next, { exact: true }).first()).toBeVisible();
  await expect(view.getByTestId('invoice-view-status')).toHaveText('Draft');
  await expect(view.getByRole('cell', { name: 'Consulting' })).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('table', { name: 'Draft Invoices' }).getByRole('row', { name: new RegExp(next) }),
  ).toContainText('Draft');
});
