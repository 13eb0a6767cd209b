import { expect, expectAccessible, expectToast, test } from './fixtures';

/**
 * Issue 3/6: a German company's invoice with a 19 % and a 7 % line, made through the form, keeps one
 * VAT row per rate — in the form's totals, in the saved invoice (taxBreakdown, BR-CO-17 per group)
 * and on its document — and edits with each line's own rate.
 */
test('a mixed 19 %/7 % invoice made through the form shows one VAT row per rate', async ({
  signedIn: { page },
}) => {
  test.slow(); // two axe scans, a save and the saved invoice's document
  const created = await page.request.post('/api/clients', {
    data: {
      language: 'en',
      name: 'Initech GmbH',
      email: 'ap@initech.example',
      country: 'DE',
      city: 'Berlin',
    },
  });
  expect(created.status()).toBe(201);
  const client = (await created.json()) as { clientId: string };

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New Invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  await dialog.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: `Initech GmbH (${client.clientId})` }).click();

  const line = (i: number) => dialog.getByRole('group', { name: `Line item ${i}` });
  await line(1).getByLabel('Description').fill('Design work');
  await line(1).getByLabel('Quantity').fill('10');
  await line(1).getByLabel('Rate', { exact: true }).fill('120');
  await expect(line(1).getByRole('combobox', { name: 'VAT rate for line 1' })).toHaveText('19 %');
  await dialog.getByRole('button', { name: 'Add Line Item' }).click();
  await line(2).getByLabel('Description').fill('Printed brochures');
  await line(2).getByLabel('Rate', { exact: true }).fill('80');
  // By keyboard: open the rate select on 19 %, move down to 7 %, choose it.
  await line(2).getByRole('combobox', { name: 'VAT rate for line 2' }).focus();
  await page.keyboard.press('Enter');
  // The list is placed beside its field before it focuses the chosen rate: keys wait for that, as
  // the eye waits for the list to appear.
  await expect(page.getByRole('listbox')).toBeInViewport();
  await expect(page.getByRole('option', { name: '19 %' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // The list moves its focus on the next turn of the event loop; Enter chooses what has it.
  await expect(page.getByRole('option', { name: '7 %' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(line(2).getByRole('combobox', { name: 'VAT rate for line 2' })).toHaveText('7 %');

  const rows = dialog.getByTestId('invoice-tax-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveText('VAT 19 % on €1,200.00€228.00');
  await expect(rows.nth(1)).toHaveText('VAT 7 % on €80.00€5.60');
  await expect(dialog.getByTestId('invoice-total')).toHaveText('€1,513.60');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expectToast(page, 'Invoice created successfully');

  // What was saved: each line's rate, and the breakdown per rate, the tax of each group rounded once.
  const [listed] = (await (await page.request.get('/api/invoices')).json()) as { id: number }[];
  const invoice = await (await page.request.get(`/api/invoices/${listed.id}`)).json();
  expect(invoice).toMatchObject({
    subtotal: '1280.00',
    tax: '233.60',
    total: '1513.60',
    taxRate: null,
    lineItems: [
      { description: 'Design work', taxRate: '19.00', taxCategory: 'S' },
      { description: 'Printed brochures', taxRate: '7.00', taxCategory: 'S' },
    ],
    taxBreakdown: [
      { category: 'S', rate: '19.00', taxableAmount: '1200.00', taxAmount: '228.00', exemptionReason: null },
      { category: 'S', rate: '7.00', taxableAmount: '80.00', taxAmount: '5.60', exemptionReason: null },
    ],
  });

  // The saved invoice's document prints the two rows too (amounts in the company's locale).
  await page.getByRole('button', { name: `View invoice ${invoice.invoiceNumber}` }).click();
  const view = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(view.getByText(/VAT 19 % on \D*1[.,]200[.,]00/)).toBeVisible();
  await expect(view.getByText(/VAT 7 % on \D*80[.,]00/)).toBeVisible();

  // Editing the draft keeps each line's own rate.
  await view.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: `Edit Invoice ${invoice.invoiceNumber}` });
  await expect(edit.getByRole('combobox', { name: 'VAT rate for line 1' })).toHaveText('19 %');
  await expect(edit.getByRole('combobox', { name: 'VAT rate for line 2' })).toHaveText('7 %');
  await expect(edit.getByTestId('invoice-tax-row')).toHaveCount(2);
  await expectAccessible(page);
});
