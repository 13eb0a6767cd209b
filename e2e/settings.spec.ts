import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, test } from './fixtures';

const BANK_FIELDS = ['Routing Number', 'BLZ', 'Sort Code', 'IBAN', 'BIC/SWIFT Code', 'SWIFT Code'];

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByLabel(label, { exact: true })).toContainText(option);
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Company Name')).toBeVisible();
}

test('the page shows its tab, cards and SPEC defaults, and passes an axe scan', async ({
  signedIn: { page },
}) => {
  await openSettings(page);
  await expect(page.getByText('Manage your account and application preferences')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Company Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notification Preferences' })).toBeVisible();

  await expect(page.getByLabel('Currency')).toContainText('EUR');
  await expect(page.getByLabel('Tax Rate (%)')).toHaveValue('19');
  await expect(page.getByLabel('Invoice Prefix')).toHaveValue('INV');
  await expect(page.getByLabel('Invoice Prefix')).toHaveAttribute('placeholder', 'INV');
  await expect(page.getByLabel('Invoice Number Start')).toHaveValue('1000');
  await expect(page.getByLabel('Payment terms (days)')).toHaveValue('30');
  await expect(page.getByLabel('VAT scheme')).toContainText('Standard');
  await expect(page.getByLabel('VAT ID')).toHaveAttribute('placeholder', 'e.g. DE123456788');
  await expect(page.getByLabel('Country')).toContainText('Germany');
  await expect(page.getByLabel('Time Zone')).toContainText('Europe/Berlin');
  await expect(page.getByLabel('Payment Instructions')).toHaveAttribute(
    'placeholder',
    /within 30 days of invoice date/,
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  const taxRate = page.getByLabel('Tax Rate (%)');
  await expect(taxRate).toHaveAttribute('type', 'number');
  await expect(taxRate).toHaveAttribute('step', '0.1');
  await expect(taxRate).toHaveAttribute('min', '0');
  await expect(taxRate).toHaveAttribute('max', '100');
  await expectAccessible(page);
});

test('the bank fields follow the country', async ({ signedIn: { page } }) => {
  await openSettings(page);
  const cases: [string, string[], string][] = [
    ['United States', ['Routing Number'], 'e.g. Chase Bank'],
    ['Germany', ['BLZ', 'IBAN', 'BIC/SWIFT Code'], 'e.g. Deutsche Bank'],
    ['United Kingdom', ['Sort Code', 'IBAN', 'BIC/SWIFT Code'], 'e.g. Barclays'],
    ['France', ['IBAN', 'BIC/SWIFT Code'], 'e.g. BNP Paribas'],
    ['Canada', ['SWIFT Code'], 'e.g. Royal Bank of Canada'],
  ];
  for (const [country, shown, bankPlaceholder] of cases) {
    await chooseOption(page, 'Country', country);
    for (const field of BANK_FIELDS) {
      await expect(page.getByLabel(field, { exact: true }), `${country}: ${field}`).toHaveCount(
        shown.includes(field) ? 1 : 0,
      );
    }
    await expect(page.getByLabel('Bank Name')).toHaveAttribute('placeholder', bankPlaceholder);
    await expect(page.getByLabel('Account Number')).toBeVisible();
  }
});

test('a save survives a reload; BIC and SWIFT stay identical', async ({ signedIn: { page } }) => {
  await openSettings(page);
  await page.getByLabel('Company Name').fill('Muster GmbH');
  await page.getByLabel('Email', { exact: true }).fill('rechnung@muster.example');
  await page.getByLabel('Phone').fill('+49 30 123456');
  await page.getByLabel('Website').fill('muster.example');
  await page.getByLabel('Address').fill('Musterstraße 1\nHinterhaus');
  await page.getByLabel('Postal code').fill('10115');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Tax number').fill('12/345/67890');
  await page.getByLabel('VAT ID').fill('de 136 695 976');
  await expect(page.getByLabel('VAT scheme')).toHaveAccessibleDescription(/§ 19 UStG/);
  // A rate set under the standard scheme is kept; as a small business the field gives way to a note.
  await page.getByLabel('Tax Rate (%)').fill('7.7');
  await chooseOption(page, 'VAT scheme', 'Small business — no VAT charged');
  await expect(page.getByTestId('tax-rate-small-business')).toContainText('you charge no VAT (§ 19 UStG)');
  await expect(page.getByLabel('Tax Rate (%)')).toHaveCount(0);
  await expect(page.getByLabel('Payment terms (days)')).toHaveValue('30');
  await page.getByLabel('Payment terms (days)').fill('14');
  await chooseOption(page, 'Currency', 'CHF');
  await page.getByLabel('Invoice Prefix').fill('MU');
  await page.getByLabel('Invoice Number Start').fill('2000');
  await chooseOption(page, 'Time Zone', 'Asia/Tokyo');
  await page.getByLabel('Payment Instructions').fill('Please pay within 14 days.');
  await page.getByLabel('Bank Name').fill('Deutsche Bank');
  await page.getByLabel('Account Number').fill('0532013000');
  await page.getByLabel('BLZ').fill('37040044');
  await page.getByLabel('IBAN').fill('de89 3704 0044 0532 0130 00');
  await page.getByLabel('BIC/SWIFT Code').fill('deutdeff');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings saved', 'Company settings have been updated successfully.');

  await page.reload();
  await expect(page.getByLabel('Company Name')).toHaveValue('Muster GmbH');
  await expect(page.getByLabel('Website')).toHaveValue('https://muster.example');
  await expect(page.getByLabel('Address')).toHaveValue('Musterstraße 1\nHinterhaus');
  await expect(page.getByLabel('Postal code')).toHaveValue('10115');
  await expect(page.getByLabel('City')).toHaveValue('Berlin');
  await expect(page.getByLabel('Tax number')).toHaveValue('12/345/67890');
  await expect(page.getByLabel('VAT ID')).toHaveValue('DE136695976');
  await expect(page.getByLabel('VAT scheme')).toContainText('Small business — no VAT charged');
  await expect(page.getByLabel('Payment terms (days)')).toHaveValue('14');
  await expect(page.getByLabel('Currency')).toContainText('CHF');
  await expect(page.getByTestId('tax-rate-small-business')).toBeVisible();
  await expect(page.getByLabel('Invoice Prefix')).toHaveValue('MU');
  await expect(page.getByLabel('Invoice Number Start')).toHaveValue('2000');
  await expect(page.getByLabel('Time Zone')).toContainText('Asia/Tokyo');
  await expect(page.getByLabel('IBAN')).toHaveValue('DE89370400440532013000');
  await expect(page.getByLabel('BIC/SWIFT Code')).toHaveValue('DEUTDEFF');

  const saved = await (await page.request.get('/api/settings')).json();
  expect(saved).toMatchObject({
    postalCode: '10115',
    city: 'Berlin',
    vatId: 'DE136695976',
    vatScheme: 'small_business',
    taxRate: 7.7,
    paymentTermsDays: 14,
    bic: 'DEUTDEFF',
    swiftCode: 'DEUTDEFF',
    blz: '37040044',
    timeZone: 'Asia/Tokyo',
  });

  // Outside the IBAN countries the same code is the lone SWIFT Code.
  await chooseOption(page, 'Country', 'Canada');
  await expect(page.getByLabel('SWIFT Code', { exact: true })).toHaveValue('DEUTDEFF');
  await page.getByLabel('SWIFT Code', { exact: true }).fill('ROYCCAT2');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings saved');
  await page.reload();
  await expect(page.getByLabel('Country')).toContainText('Canada');
  await expect(page.getByLabel('SWIFT Code', { exact: true })).toHaveValue('ROYCCAT2');
  await expect(page.getByLabel('IBAN')).toHaveCount(0);
});

test('client-side and server-side field errors show under the fields', async ({ signedIn: { page } }) => {
  await openSettings(page);
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Invoice Prefix').fill('INV/2025');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Invoice prefix must be 1 to 20 letters, numbers or dashes')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email', { exact: true }).fill('ok@example.com');
  await page.getByLabel('Invoice Prefix').fill('INV');
  // Right shape, wrong checksum: only the server knows.
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await page.getByLabel('VAT ID').fill('DE12345678');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Error', 'Failed to save company settings.');
  await expect(page.getByText('This IBAN is not valid: please check it for typos')).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('VAT ID')).toHaveAccessibleDescription(
    /VAT ID DE12345678 is not a valid German VAT ID/,
  );
  expect((await (await page.request.get('/api/settings')).json()).iban).toBeNull();
});

test('an emptied tax rate is saved as 0', async ({ signedIn: { page } }) => {
  await openSettings(page);
  await page.getByLabel('Tax Rate (%)').fill('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings saved');
  expect((await (await page.request.get('/api/settings')).json()).taxRate).toBe(0);
});

test('notification switches survive a reload', async ({ signedIn: { page } }) => {
  await openSettings(page);
  const sw = (name: string) => page.getByRole('switch', { name });
  await expect(sw('Email Reminders')).toBeChecked();
  await expect(sw('Payment Notifications')).toBeChecked();
  await expect(sw('Overdue Alerts')).toBeChecked();
  await expect(sw('Weekly Reports')).not.toBeChecked();

  await sw('Email Reminders').click();
  await sw('Weekly Reports').focus();
  await page.keyboard.press('Space');
  await expect(sw('Weekly Reports')).toBeChecked();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Settings saved', 'Notification preferences have been updated.');

  await page.reload();
  await expect(sw('Email Reminders')).not.toBeChecked();
  await expect(sw('Payment Notifications')).toBeChecked();
  await expect(sw('Overdue Alerts')).toBeChecked();
  await expect(sw('Weekly Reports')).toBeChecked();
});
