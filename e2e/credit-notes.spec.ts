import {
  createInvoiceViaApi,
  dayFromNow,
  expect,
  expectAccessible,
  expectToast,
  openInvoiceView,
  rowActionItems,
  test,
} from './fixtures';

// Issue #23: an issued invoice is a record. It is cancelled, corrected or credited in part by credit
// notes, never deleted or edited. Long flows (several dialogs and accessibility scans each).
test.describe.configure({ timeout: 180_000 });

test('cancel an invoice from its row: a credit note for all of it, the invoice void', async ({
  signedIn: { page },
}) => {
  const invoice = await createInvoiceViaApi(page, 'sent');
  await page.goto('/invoices');
  const row = page.getByRole('table', { name: 'Pending Invoices' }).getByRole('row', { name: /Initech/ });
  const menu = row.getByRole('button', { name: `Actions for invoice ${invoice.invoiceNumber}` });

  // By keyboard: the menu opens with Enter, and Escape in the dialog gives focus back to the menu's button.
  // An issued invoice is never deleted: its menu offers corrections instead.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText([
    'Open PDF',
    'Mark Paid',
    'Schedule Reminders',
    'Issue credit note…',
    'Correct…',
    'Cancel invoice…',
  ]);
  await page.getByRole('menuitem', { name: 'Cancel invoice…' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel invoice ${invoice.invoiceNumber}?` });
  await expect(dialog).toContainText('A credit note for the whole invoice (€119.00) will be issued');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Cancel invoice…' }).click();
  await dialog.getByRole('button', { name: 'Cancel Invoice' }).click();
  await expect(dialog.getByText('Please give a reason for the credit note')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Reason').fill('Issued to the wrong client');
  await dialog.getByRole('button', { name: 'Cancel Invoice' }).click();
  await expectToast(page, `Invoice ${invoice.invoiceNumber} cancelled by credit note CN-1`);
  await expect(dialog).toBeHidden();

  const voided = page.getByRole('table', { name: 'Void Invoices' }).getByRole('row', { name: /Initech/ });
  await expect(voided).toContainText('Void');
  expect(await rowActionItems(voided, invoice.invoiceNumber)).toEqual(['Open PDF']);
  await expect(page.getByText('Pending Invoices (0)')).toBeVisible();

  const notes = page.getByRole('table', { name: 'Credit Notes' });
  await expect(page.getByRole('heading', { name: 'Credit Notes (1)' })).toBeVisible();
  const note = notes.getByRole('row', { name: /CN-1/ });
  await expect(note).toContainText(invoice.invoiceNumber);
  await expect(note).toContainText('Initech');
  await expect(note).toContainText('€119.00');
  const pdf = note.getByRole('link', { name: 'Download PDF of credit note CN-1' });
  const pdfResponse = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(pdfResponse.status()).toBe(200);
  expect(pdfResponse.headers()['content-type']).toContain('application/pdf');
  await note.getByRole('button', { name: 'Send again credit note CN-1' }).click();
  await expectToast(page, 'Credit note CN-1 sent to ap@initech.example');
  await expectAccessible(page);

  const view = await openInvoiceView(page, invoice);
  await expect(view.getByTestId('invoice-view-status')).toHaveText('Void');
  const summary = view.getByRole('region', { name: 'Payment summary' });
  await expect(summary).toContainText('Cancelled by credit note CN-1');
  await expect(summary).toContainText('Issued to the wrong client');
  await expect(view.getByTestId('invoice-view-credited')).toHaveText('€119.00');
  await expect(view.getByTestId('invoice-view-balance')).toHaveText('€0.00');
  await expect(view.getByTestId('credit-note-item')).toContainText('CN-1');
  await expect(view.getByTestId('invoice-actions').getByRole('button')).toHaveText([
    'Duplicate',
    'Download PDF',
    'Download e-invoice',
  ]);
  await expectAccessible(page);
});

test('correct an invoice: it is cancelled and the new draft opens for editing with the next number', async ({
  signedIn: { page },
}) => {
  const invoice = await createInvoiceViaApi(page, 'sent');
  const next = (await (await page.request.get('/api/invoices/next-number')).json()).invoiceNumber as string;
  const view = await openInvoiceView(page, invoice);
  await expect(view.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Correct…' }).click();
  const dialog = page.getByRole('dialog', { name: `Correct invoice ${invoice.invoiceNumber}?` });
  await expect(dialog).toContainText('a new draft with the next invoice number is created');
  await expectAccessible(page);
  await dialog.getByLabel('Reason').fill('Wrong number of hours');
  await dialog.getByRole('button', { name: 'Correct Invoice' }).click();
  await expectToast(
    page,
    `Invoice ${invoice.invoiceNumber} cancelled by credit note CN-1`,
    `Draft ${next} was created to replace it.`,
  );

  const edit = page.getByRole('dialog', { name: `Edit Invoice ${next}` });
  await expect(edit.getByLabel('Invoice Number')).toHaveValue(next);
  const line = edit.getByRole('group', { name: 'Line item 1' });
  await expect(line.getByLabel('Description')).toHaveValue('Consulting');
  await line.getByLabel('Quantity').fill('1.5');
  await expect(edit.getByTestId('invoice-total')).toHaveText('€178.50');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Invoice updated successfully');
  await expect(edit).toBeHidden();

  await expect(view.getByText(next, { exact: true }).first()).toBeVisible();
  await expect(view.getByTestId('invoice-view-status')).toHaveText('Draft');
  await expect(view.getByTestId('invoice-view-total')).toHaveText('€178.50');
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('table', { name: 'Draft Invoices' }).getByRole('row', { name: new RegExp(next) }),
  ).toContainText('Draft');
  await expect(
    page
      .getByRole('table', { name: 'Void Invoices' })
      .getByRole('row', { name: new RegExp(invoice.invoiceNumber) }),
  ).toContainText('Void');
  await expect(
    page.getByRole('table', { name: 'Credit Notes' }).getByRole('row', { name: /CN-1/ }),
  ).toContainText(invoice.invoiceNumber);
});

test('credit part of a partly paid invoice: never more than the balance, the balance after shown', async ({
  signedIn: { page },
}) => {
  const invoice = await createInvoiceViaApi(page, 'sent');
  const paid = await page.request.post(`/api/invoices/${invoice.id}/payments`, {
    data: { amount: '50.00', paidOn: dayFromNow(-1), method: 'card' },
  });
  expect(paid.status()).toBe(201);

  const view = await openInvoiceView(page, invoice);
  await expect(view.getByTestId('invoice-view-balance')).toHaveText('€69.00');
  // With a payment in, the invoice can only be credited, not cancelled or corrected.
  await expect(view.getByRole('button', { name: 'Cancel invoice…' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Correct…' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Issue credit note…' }).click();
  const dialog = page.getByRole('dialog', { name: `Issue Credit Note for ${invoice.invoiceNumber}` });
  await expect(dialog).toContainText('€69.00 is due.');
  await dialog.getByLabel('Reason').fill('Returned item');
  const line = dialog.getByRole('group', { name: 'Line item 1' });
  await line.getByLabel('Description').fill('Returned keyboard');
  await line.getByLabel('Rate', { exact: true }).fill('100');
  await expect(dialog.getByTestId('invoice-total')).toHaveText('€119.00');
  await expect(dialog.getByTestId('credit-note-balance-after')).toHaveText(
    'This is more than the balance due of €69.00.',
  );
  await dialog.getByRole('button', { name: 'Issue Credit Note' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'at most the balance due' })).toHaveText(
    'A credit note can cover at most the balance due of €69.00',
  );
  await expectToast(page, 'Failed to issue credit note');
  await expectAccessible(page);

  await line.getByLabel('Rate', { exact: true }).fill('50');
  await expect(dialog.getByTestId('invoice-total')).toHaveText('€59.50');
  await expect(dialog.getByTestId('credit-note-balance-after')).toHaveText(
    'Balance due after this credit note: €9.50',
  );
  await dialog.getByRole('button', { name: 'Issue Credit Note' }).click();
  await expectToast(
    page,
    'Credit note CN-1 issued',
    `€59.50 credited on ${invoice.invoiceNumber}; €9.50 still due.`,
  );
  await expect(dialog).toBeHidden();

  await expect(view.getByTestId('invoice-view-paid')).toHaveText('€50.00');
  await expect(view.getByTestId('invoice-view-credited')).toHaveText('€59.50');
  await expect(view.getByTestId('invoice-view-balance')).toHaveText('€9.50');
  const listed = view.getByTestId('credit-note-item');
  await expect(listed).toContainText('CN-1');
  await expect(listed).toContainText('€59.50');
  await expect(listed.getByRole('link', { name: 'Download PDF of credit note CN-1' })).toBeVisible();
  await view.getByRole('tab', { name: 'Activity' }).click();
  await expect(view.getByRole('list', { name: 'Activity' })).toContainText(
    'Credit note CN-1 issued: Returned item',
  );
  await view.getByRole('button', { name: 'Close' }).click();

  const row = page.getByRole('table', { name: 'Pending Invoices' }).getByRole('row', { name: /Initech/ });
  await expect(row).toContainText('€9.50 due');
  await expect(row).toContainText('Partially Paid');
  await expect(row).toContainText('Partly Credited');
  await expect(
    page.getByRole('table', { name: 'Credit Notes' }).getByRole('row', { name: /CN-1/ }),
  ).toContainText('€59.50');
});

test('the Credit Note Prefix saved in Settings numbers the next credit note', async ({
  signedIn: { page },
}) => {
  await page.goto('/settings');
  await expect(page.getByLabel('Credit Note Prefix')).toHaveValue('CN');
  await page.getByLabel('Credit Note Prefix').fill('GS');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings saved', 'Company settings have been updated successfully.');
  await page.reload();
  await expect(page.getByLabel('Credit Note Prefix')).toHaveValue('GS');

  const invoice = await createInvoiceViaApi(page, 'sent');
  const view = await openInvoiceView(page, invoice);
  await view.getByRole('button', { name: 'Cancel invoice…' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel invoice ${invoice.invoiceNumber}?` });
  await dialog.getByLabel('Reason').fill('Sent twice');
  await dialog.getByRole('button', { name: 'Cancel Invoice' }).click();
  await expectToast(page, `Invoice ${invoice.invoiceNumber} cancelled by credit note GS-1`);
});
