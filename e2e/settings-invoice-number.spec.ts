import { expect, expectToast, test } from './fixtures';

test('Invoice Number Start explains the lowest allowed value, and a raise numbers the next invoice', async ({
  signedIn: { page },
}) => {
  const client = await page.request.post('/api/clients', {
    data: { language: 'en', name: 'Globex Corporation', email: 'ap@globex.example' },
  });
  expect(client.status()).toBe(201);
  const invoice = await page.request.post('/api/invoices', {
    data: {
      clientId: (await client.json()).id,
      issueDate: '2025-03-01',
      dueDate: '2025-03-31',
      status: 'draft',
      lineItems: [{ description: 'Consulting', quantity: 1, rate: '100' }],
    },
  });
  expect((await invoice.json()).invoiceNumber).toBe('INV-1000');

  await page.goto('/settings');
  const start = page.getByLabel('Invoice Number Start');
  await expect(start).toHaveValue('1000');
  await start.fill('500');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Error', 'Failed to save company settings.');
  await expect(
    page.getByText('Invoice number start must be at least 1001: INV-1000 is already used.'),
  ).toBeVisible();
  await expect(start).toHaveAttribute('aria-invalid', 'true');

  await start.fill('5000');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings saved');
  const next = await page.request.get('/api/invoices/next-number');
  expect((await next.json()).invoiceNumber).toBe('INV-5000');
});
