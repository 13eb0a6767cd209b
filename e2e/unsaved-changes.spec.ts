import { expect, expectAccessible, test } from './fixtures';

// Issue 36 item 15: typed work in a dialog is not thrown away without a word. (Settings, a page
// rather than a dialog, is the same guard's: locale-defaults.spec.ts "Settings asks before unsaved
// changes are left behind".)
test('a half-filled New Invoice asks before Escape, the browser’s Back or a reload throws it away', async ({
  signedIn: { page },
}) => {
  test.slow(); // an axe scan and a reload left to time out on a shared, busy machine
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible({ timeout: 60_000 });
  // Arrive inside the app, so the browser's Back button stays in the page.
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();

  // Untouched, the form closes at once.
  const newInvoice = page.getByRole('button', { name: 'New Invoice' });
  const dialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await newInvoice.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(discard).toHaveCount(0);

  await newInvoice.click();
  const description = dialog.getByRole('group', { name: 'Line item 1' }).getByLabel('Description');
  await description.fill('Website relaunch');

  // Escape asks; the question takes the focus, and Keep editing gives it back with the text kept.
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await expect(discard).toContainText('What you typed in this form will be lost.');
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectAccessible(page);
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toHaveCount(0);
  await expect(description).toBeFocused();
  await expect(description).toHaveValue('Website relaunch');

  // The browser's Back asks too, and staying stays on the page with the dialog as it was.
  await page.goBack();
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(description).toHaveValue('Website relaunch');

  // Closing or reloading the tab asks the browser's own question.
  const asked = page.waitForEvent('dialog');
  // Staying means the reload never finishes: it is left to time out, unawaited.
  page.reload({ timeout: 5_000 }).catch(() => undefined);
  const prompt = await asked;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();
  await expect(description).toHaveValue('Website relaunch');

  // Back, then Discard: the form is gone and the browser goes back after all.
  await page.goBack();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(dialog).toHaveCount(0);
  await expect(discard).toHaveCount(0);
});
