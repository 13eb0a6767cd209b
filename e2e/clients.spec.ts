import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, test } from './fixtures';

test('empty state → add a client (with field errors) → edit it → delete it', async ({
  signedIn: { page },
}) => {
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('No clients found')).toBeVisible();
  await expect(page.getByText('Add your first client to get started')).toBeVisible();

  // The empty state's own call to action opens the dialog.
  await page.getByRole('main').getByRole('button', { name: 'Add Client' }).last().click();
  const add = page.getByRole('dialog', { name: 'Add New Client' });
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Save Client' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('Please enter a valid email address')).toBeVisible();
  await expectAccessible(page);

  await add.getByLabel('Name', { exact: true }).fill('Acme Corporation');
  await add.getByLabel('Email').fill('billing@acme.example');
  await add.getByLabel('Phone').fill('+1 555 0100');
  await add.getByLabel('Address').fill('1 Market Street');
  await add.getByLabel('Postal code').fill('1010');
  await add.getByLabel('City').fill('Wien');
  // The company's country comes first; the list holds every country by its English name.
  await expect(add.getByLabel('Country')).toContainText('Germany');
  await add.getByLabel('Country').click();
  await page.getByRole('option', { name: 'Austria', exact: true }).click();
  await expect(add.getByLabel('Country')).toContainText('Austria');
  await expect(add.getByLabel('Tax treatment')).toContainText('Automatic (from country and VAT ID)');
  await expect(add.getByLabel('Tax treatment')).toHaveAccessibleDescription(/Now: Domestic/);
  await add.getByLabel('VAT ID').fill('ATU12011205');
  await expect(add.getByLabel('Tax treatment')).toHaveAccessibleDescription(/Now: EU reverse charge/);
  await expect(add.getByLabel('Payment terms (days)')).toHaveAttribute(
    'placeholder',
    'Company default (30 days)',
  );
  await add.getByLabel('Payment terms (days)').fill('14');
  // Issue 5/6: the language follows the country unless one is chosen; the emails greet the contact.
  await expect(add.getByLabel('Language', { exact: true })).toContainText('Automatic (from country)');
  await expect(add.getByLabel('Language', { exact: true })).toHaveAccessibleDescription(
    /^Now: German \(Deutsch\), the language of Austria\./,
  );
  await add.getByLabel('Contact name').fill('Anna Weber');
  await add.getByRole('button', { name: 'Save Client' }).click();
  // Right shape, wrong checksum: the server's message stands under the field.
  await expect(add.getByLabel('VAT ID')).toHaveAccessibleDescription(
    'VAT ID ATU12011205 is not a valid Austrian VAT ID',
  );
  await add.getByLabel('VAT ID').fill('ATU12011204');
  await add.getByRole('button', { name: 'Save Client' }).click();
  await expectToast(page, 'Client created successfully');
  await expect(add).toBeHidden();

  const card = page.getByTestId('client-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('CL-0001');
  await expect(card).toContainText('Acme Corporation');
  await expect(card).toContainText('billing@acme.example');
  await expect(card).toContainText('+1 555 0100');
  await expect(card).toContainText('1 Market Street');
  await expect(card).toContainText('1010 Wien');
  await expect(card).toContainText('Austria');
  await expect(card).toContainText('VAT ID ATU12011204');
  const [saved] = await (await page.request.get('/api/clients')).json();
  expect(saved).toMatchObject({
    country: 'AT',
    vatId: 'ATU12011204',
    taxTreatment: 'eu_reverse_charge',
    paymentTermsDays: 14,
    language: 'de',
    contactName: 'Anna Weber',
  });
  await expect(page.getByText('No clients found')).toBeHidden();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit Acme Corporation' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Acme Corporation');
  await expect(edit.getByLabel('Phone')).toHaveValue('+1 555 0100');
  await expect(edit.getByLabel('Country')).toContainText('Austria');
  await expect(edit.getByLabel('VAT ID')).toHaveValue('ATU12011204');
  await expect(edit.getByLabel('Payment terms (days)')).toHaveValue('14');
  await edit.getByLabel('Name', { exact: true }).fill('Acme Industries');
  await edit.getByLabel('Phone').fill('');
  await edit.getByLabel('Tax treatment').click();
  await page.getByRole('option', { name: 'Domestic (your VAT)' }).click();
  await edit.getByLabel('Payment terms (days)').fill('');
  await expect(edit.getByLabel('Contact name')).toHaveValue('Anna Weber');
  await edit.getByLabel('Language', { exact: true }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Client updated successfully');
  await expect(card).toContainText('Acme Industries');
  await expect(card).toContainText('CL-0001');
  await expect(card).not.toContainText('+1 555 0100');
  const [edited] = await (await page.request.get('/api/clients')).json();
  expect(edited).toMatchObject({
    country: 'AT',
    taxTreatment: 'domestic',
    paymentTermsDays: null,
    language: 'en',
  });

  // The styled confirmation (SPEC's wording): Cancel keeps the client.
  await expect(card).toContainText('No invoices yet');
  await page.getByRole('button', { name: 'Delete Acme Industries' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Acme Industries?' });
  await expect(confirm).toContainText('Are you sure you want to delete this client?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete Acme Industries' }).click();
  await confirm.getByRole('button', { name: 'Delete Client' }).click();
  await expectToast(page, 'Client deleted successfully');
  await expect(page.getByText('No clients found')).toBeVisible();

  await page.reload();
  await expect(page.getByText('No clients found')).toBeVisible();
});

test('works with the keyboard alone', async ({ signedIn: { page } }) => {
  await page.goto('/clients');
  await expect(page.getByText('No clients found')).toBeVisible();
  await page.getByRole('button', { name: 'Add Client' }).first().focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add New Client' });
  await expect(add.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type('Keyboard Ltd');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kb@example.com');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Client created successfully');
  await expect(add).toBeHidden();

  await page.getByRole('button', { name: 'Edit Keyboard Ltd' }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(edit).toBeVisible();
  // The dialog has taken focus (its layer is the top one) before Escape is pressed.
  await expect(edit.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Keyboard Ltd' })).toBeFocused();
});

test('shows 6 skeleton cards while loading', async ({ signedIn: { page } }) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/clients', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/clients');
  await expect(page.getByTestId('client-card-skeleton')).toHaveCount(6);
  release();
  await expect(page.getByText('No clients found')).toBeVisible();
  await expect(page.getByTestId('client-card-skeleton')).toHaveCount(0);
});

test('a failed save shows the failure toast and keeps the dialog open', async ({ signedIn: { page } }) => {
  await page.goto('/clients');
  await expect(page.getByText('No clients found')).toBeVisible();
  await page.route('**/api/clients', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Server unavailable"}',
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Add Client' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add New Client' });
  await add.getByLabel('Name', { exact: true }).fill('Unlucky Inc');
  await add.getByLabel('Email').fill('unlucky@example.com');
  await add.getByRole('button', { name: 'Save Client' }).click();
  await expectToast(page, 'Failed to create client', 'Server unavailable');
  await expect(add).toBeVisible();
  await expect(add.getByLabel('Name', { exact: true })).toHaveValue('Unlucky Inc');
});

/** A client through the API, with `invoices` drafts issued to it. */
async function clientWithInvoices(page: Page, name: string, invoices: number) {
  const res = await page.request.post('/api/clients', {
    data: { language: 'en', name, email: `ap@${name.toLowerCase()}.example` },
  });
  expect(res.status()).toBe(201);
  const client = (await res.json()) as { id: number };
  for (let i = 0; i < invoices; i++) await draftFor(page, client.id);
  return client;
}

async function draftFor(page: Page, clientId: number) {
  const today = new Date().toISOString().slice(0, 10);
  const res = await page.request.post('/api/invoices', {
    data: {
      clientId,
      issueDate: today,
      dueDate: today,
      status: 'draft',
      lineItems: [{ description: 'Work', quantity: 1, rate: '10' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a client with invoices cannot be deleted: the dialog says how many, and the server refuses', async ({
  signedIn: { page },
}) => {
  await clientWithInvoices(page, 'Initech', 3);
  const hooli = await clientWithInvoices(page, 'Hooli', 0);
  await page.goto('/clients');
  const initech = page.getByTestId('client-card').filter({ hasText: 'Initech' });
  await expect(initech).toContainText('3 invoices');

  await page.getByRole('button', { name: 'Delete Initech' }).click();
  const refused = page.getByRole('alertdialog', { name: 'Delete Initech?' });
  await expect(refused).toContainText(
    'This client has 3 invoices. Delete or reassign them first, then delete the client.',
  );
  await expect(refused.getByRole('button', { name: 'Delete Client' })).toHaveCount(0);
  await expectAccessible(page);
  await refused.getByRole('button', { name: 'Close' }).click();
  await expect(refused).toBeHidden();

  // An invoice made elsewhere after the page loaded: the server refuses (409) and the count updates.
  await draftFor(page, hooli.id);
  await page.getByRole('button', { name: 'Delete Hooli' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Hooli?' })
    .getByRole('button', { name: 'Delete Client' })
    .click();
  await expectToast(
    page,
    'Failed to delete client',
    'This client has 1 invoice. Delete or reassign it first, then delete the client.',
  );
  await expect(page.getByTestId('client-card').filter({ hasText: 'Hooli' })).toContainText('1 invoice');
  await expect(page.getByTestId('client-card')).toHaveCount(2);

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('button', { name: 'Delete Initech' }).click();
    await expect(refused).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`delete-client-refused-${width}.png`) });
    await refused.getByRole('button', { name: 'Close' }).click();
  }
});
