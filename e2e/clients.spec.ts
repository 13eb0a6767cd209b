import { expect, expectAccessible, expectToast, test } from './fixtures';

test('empty state → add a client (with field errors) → edit it → delete it', async ({
  signedIn: { page },
}) => {
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('No clients found')).toBeVisible();
  await expect(page.getByText('Add your first client to get started')).toBeVisible();
  await expectAccessible(page);

  // The empty state's own call to action opens the dialog.
  await page.getByRole('main').getByRole('button', { name: 'Add Client' }).last().click();
  const add = page.getByRole('dialog', { name: 'Add New Client' });
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Save Client' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('Please enter a valid email address')).toBeVisible();
  await expectAccessible(page);

  await add.getByLabel('Name').fill('Acme Corporation');
  await add.getByLabel('Email').fill('billing@acme.example');
  await add.getByLabel('Phone').fill('+1 555 0100');
  await add.getByLabel('Address').fill('1 Market Street\nSpringfield');
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
  await expect(page.getByText('No clients found')).toBeHidden();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit Acme Corporation' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(edit.getByLabel('Name')).toHaveValue('Acme Corporation');
  await expect(edit.getByLabel('Phone')).toHaveValue('+1 555 0100');
  await edit.getByLabel('Name').fill('Acme Industries');
  await edit.getByLabel('Phone').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Client updated successfully');
  await expect(card).toContainText('Acme Industries');
  await expect(card).toContainText('CL-0001');
  await expect(card).not.toContainText('+1 555 0100');

  // Dismissing the confirm keeps the client.
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Delete Acme Industries' }).click();
  await expect.poll(() => asked).toBe('Are you sure you want to delete this client?');
  await expect(card).toHaveCount(1);

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete Acme Industries' }).click();
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
  await expect(add.getByLabel('Name')).toBeFocused();
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
  await expect(edit.getByLabel('Name')).toBeFocused();
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
  await add.getByLabel('Name').fill('Unlucky Inc');
  await add.getByLabel('Email').fill('unlucky@example.com');
  await add.getByRole('button', { name: 'Save Client' }).click();
  await expectToast(page, 'Failed to create client', 'Server unavailable');
  await expect(add).toBeVisible();
  await expect(add.getByLabel('Name')).toHaveValue('Unlucky Inc');
});
