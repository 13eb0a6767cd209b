import type { CompanySettings } from '@shared/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../../test/client-i18n';
import { json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { CompanySettingsForm } from './company-settings-form';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

const saved = (overrides: Partial<CompanySettings> = {}): CompanySettings => ({
  documentLanguage: 'de',
  companyName: 'Muster GmbH',
  email: 'rechnung@muster.example',
  phone: null,
  website: null,
  address: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  region: null,

  legalName: null,
  legalForm: null,
  shareCapital: null,
  registrations: [],
  taxId: '12/345/67890',
  vatId: 'DE136695976',
  vatScheme: 'standard',
  paymentTermsDays: 30,
  currency: 'EUR',
  taxRate: 19,
  invoicePrefix: 'INV',
  invoiceNumberStart: 1000,
  creditNotePrefix: 'CN',
  paymentInstructions: null,
  country: 'DE',
  bankName: null,
  accountNumber: null,
  routingNumber: null,
  iban: null,
  swiftCode: null,
  bic: null,
  blz: null,
  sortCode: null,
  paymentLinkUrl: null,
  timeZone: 'Europe/Berlin',
  logo: null,
  ...overrides,
});

function server(put: () => Response) {
  return stubServer(({ method, url }) => {
    if (url === '/api/settings') return method === 'PUT' ? put() : json(saved());
    return undefined;
  });
}

const form = () => screen.getByRole('form', { name: 'Company Information' });
const field = (label: string) => within(form()).getByLabelText(label);

describe('CompanySettingsForm: address, tax and payment terms', { timeout: 90_000 }, () => {
  it('puts the cursor in the field it is opened for (the e-invoice check links there)', async () => {
    server(() => json(saved()));
    renderWithProviders(<CompanySettingsForm focusField="phone" />);
    await waitFor(() => expect(field('Phone')).toHaveFocus(), { timeout: 15_000 });
  });

  it('shows no tax rate while the company charges no VAT as a small business, and says why (issue 2/7 item 14)', async () => {
    stubServer(({ url }) =>
      url === '/api/settings' ? json(saved({ vatScheme: 'small_business' })) : undefined,
    );
    renderWithProviders(<CompanySettingsForm />);
    const note = await screen.findByTestId('tax-rate-small-business', {}, { timeout: 15_000 });
    expect(note).toHaveTextContent('None: as a small business you charge no VAT (§ 19 UStG).');
    expect(within(form()).queryByLabelText('Tax Rate (%)')).toBeNull();
    expect(within(form()).queryByDisplayValue('19')).toBeNull();
  });

  it('shows the saved fields under their labels and sends what is changed', async () => {
    const requests = server(() => json(saved({ postalCode: '10117', paymentTermsDays: 14 })));
    const user = renderWithProviders(<CompanySettingsForm />);
    await waitFor(() => expect(field('Postal code')).toHaveValue('10115'));
    expect(field('City')).toHaveValue('Berlin');
    expect(field('Tax number')).toHaveValue('12/345/67890');
    expect(field('VAT ID')).toHaveValue('DE136695976');
    expect(field('VAT ID')).toHaveAttribute('placeholder', 'e.g. DE123456788');
    expect(field('VAT scheme')).toHaveTextContent('Standard');
    expect(field('VAT scheme')).toHaveAccessibleDescription(/§ 19 UStG/);
    expect(field('Payment terms (days)')).toHaveValue(30);

    await user.clear(field('Postal code'));
    await user.type(field('Postal code'), '10117');
    await user.clear(field('Payment terms (days)'));
    await user.type(field('Payment terms (days)'), '14');
    await user.click(within(form()).getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      address: 'Musterstraße 1',
      postalCode: '10117',
      city: 'Berlin',
      taxId: '12/345/67890',
      vatId: 'DE136695976',
      vatScheme: 'standard',
      paymentTermsDays: 14,
    });
  });

  it('shows the document language and sends the one chosen', async () => {
    const requests = server(() => json(saved({ documentLanguage: 'en' })));
    const user = renderWithProviders(<CompanySettingsForm />);
    await waitFor(() => expect(field('Document language')).toHaveTextContent('German (Deutsch)'));
    expect(field('Document language')).toHaveAccessibleDescription(
      /New clients in your own country get it, and those from countries without one of these languages/,
    );
    await user.click(field('Document language'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'English',
      'German (Deutsch)',
      'French (Français)',
      'Spanish (Español)',
      'Italian (Italiano)',
      'Dutch (Nederlands)',
    ]);
    await user.click(screen.getByRole('option', { name: 'English' }));
    await user.click(within(form()).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ documentLanguage: 'en' });
  });

  it('checks payment terms in the browser and shows the server’s VAT ID message under the field', async () => {
    const message = 'VAT ID DE136695977 is not a valid German VAT ID';
    const requests = server(() => json({ message, errors: [{ path: 'vatId', message }] }, 400));
    const user = renderWithProviders(<CompanySettingsForm />);
    await waitFor(() => expect(field('VAT ID')).toHaveValue('DE136695976'));

    await user.clear(field('Payment terms (days)'));
    await user.type(field('Payment terms (days)'), '366');
    await user.click(within(form()).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(field('Payment terms (days)')).toHaveAccessibleDescription(
        /Payment terms must be a whole number of days from 0 to 365/,
      ),
    );
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.clear(field('Payment terms (days)'));
    await user.type(field('Payment terms (days)'), '30');
    await user.clear(field('VAT ID'));
    await user.paste('DE 136 695 977');
    await user.click(within(form()).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(field('VAT ID')).toHaveAccessibleDescription(/is not a valid German VAT ID/));
    expect(field('VAT ID')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ vatId: 'DE136695977' });
  });

  it('speaks German: its labels, the documents’ languages and the countries by their German names, a rate as Germans write it', async () => {
    speak('de');
    const formular = () => screen.getByRole('form', { name: 'Unternehmensdaten' });
    const feld = (label: string) => within(formular()).getByLabelText(label);
    server(() => json(saved()));
    const user = renderWithProviders(<CompanySettingsForm />);
    await waitFor(() => expect(feld('USt-IdNr.')).toHaveValue('DE136695976'));
    expect(feld('USt-IdNr.')).toHaveAttribute('placeholder', 'z.\u00a0B. DE123456788');
    expect(feld('Steuernummer')).toHaveAttribute('placeholder', 'z.\u00a0B. 21/815/08150');
    expect(feld('PLZ')).toHaveAttribute('placeholder', 'z.\u00a0B. 10115');
    expect(feld('Steuernummer')).toHaveAccessibleDescription(/Ihre Steuernummer/);
    expect(feld('Besteuerungsart')).toHaveTextContent('Regelbesteuerung');
    expect(feld('Besteuerungsart')).toHaveAccessibleDescription(
      'Kleinunternehmerregelung: keine Umsatzsteuer gemäß § 19 UStG.',
    );
    expect(feld('Zahlungsziel (Tage)')).toHaveValue(30);
    expect(within(formular()).getByRole('heading', { name: 'Bankverbindung' })).toBeInTheDocument();
    expect(feld('IBAN')).toHaveAttribute('placeholder', 'z.\u00a0B. DE89 3704 0044 0532 0130 00');

    expect(feld('Dokumentsprache')).toHaveTextContent('Deutsch');
    await user.click(feld('Dokumentsprache'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Englisch',
      'Deutsch',
      'Französisch',
      'Spanisch',
      'Italienisch',
      'Niederländisch',
    ]);
    await user.keyboard('{Escape}');

    // The country list keeps SPEC's order, each country by its German name.
    const country = within(formular())
      .getAllByRole('combobox')
      .find((c) => c.textContent === 'Deutschland');
    await user.click(country!);
    const countries = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(countries.slice(0, 4)).toEqual([
      'Vereinigte Staaten',
      'Deutschland',
      'Vereinigtes Königreich',
      'Frankreich',
    ]);
    expect(countries.at(-1)).toBe('Anderes Land');
    await user.click(screen.getByRole('option', { name: 'Schweiz' }));
    expect(await within(formular()).findByRole('note')).toHaveTextContent(
      'Schweiz: Unternehmen rechnen dort meist in CHF mit 8,1 % Steuer ab.',
    );
    expect(
      within(formular()).getByRole('button', { name: /^CHF und 8,1\s% übernehmen$/ }),
    ).toBeInTheDocument();
    expect(within(formular()).getByRole('button', { name: 'Einstellungen speichern' })).toBeInTheDocument();
  });
});

describe('CompanySettingsForm: examples of the company’s country', { timeout: 90_000 }, () => {
  it('shows a US company US examples and no VAT ID example, then those of the country chosen', async () => {
    stubServer(({ url }) =>
      url === '/api/settings'
        ? json(saved({ country: 'US', vatId: null, taxId: null, postalCode: null, currency: 'USD' }))
        : undefined,
    );
    const user = renderWithProviders(<CompanySettingsForm />);
    await waitFor(() => expect(field('Tax number')).toHaveAttribute('placeholder', 'e.g. 12-3456789'));
    expect(field('VAT ID')).not.toHaveAttribute('placeholder');
    expect(field('Postal code')).toHaveAttribute('placeholder', 'e.g. 10118');
    expect(field('Phone')).toHaveAttribute('placeholder', 'e.g. +1 212 555 0100');
    expect(field('Bank Name')).toHaveAttribute('placeholder', 'e.g. Chase Bank');
    expect(field('Routing Number')).toHaveAttribute('placeholder', 'e.g. 021000021');
    expect(within(form()).queryByLabelText('IBAN')).toBeNull();

    await user.click(field('Country'));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    expect(field('VAT ID')).toHaveAttribute('placeholder', 'e.g. FR11123456782');
    expect(field('Tax number')).toHaveAttribute('placeholder', 'e.g. 123 456 782');
    expect(field('IBAN')).toHaveAttribute('placeholder', 'e.g. FR76 3000 6000 0112 3456 7890 189');
    expect(field('BIC/SWIFT Code')).toHaveAttribute('placeholder', 'e.g. BNPAFRPP');

    await user.click(field('Country'));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    expect(field('VAT ID')).not.toHaveAttribute('placeholder');
    expect(field('Bank Name')).toHaveAttribute('placeholder', 'e.g. Your bank');
    expect(field('SWIFT Code')).not.toHaveAttribute('placeholder');
  });
});

describe('CompanySettingsForm: Legal details (issue 3/7)', { timeout: 90_000 }, () => {
  const french = () =>
    saved({
      country: 'FR',
      vatId: null,
      taxId: null,
      legalName: 'Lumière Conseil SAS',
      legalForm: 'SAS',
      shareCapital: '10000.00',
      registrations: [{ scheme: 'siren', value: '732829320' }],
    });
  const legal = () => within(form()).getByRole('region', { name: 'Legal details' });

  it("shows a French company's identifiers and share capital, and sends them written down", async () => {
    const requests = stubServer(({ url }) => (url === '/api/settings' ? json(french()) : undefined));
    const user = renderWithProviders(<CompanySettingsForm />);
    await waitFor(() => expect(field('SIREN')).toHaveValue('732829320'));
    expect(field('Legal name')).toHaveValue('Lumière Conseil SAS');
    expect(field('Legal name')).toHaveAccessibleDescription(/your full name as a sole trader/);
    expect(field('Legal form')).toHaveValue('SAS');
    expect(field('SIRET')).toHaveValue('');
    expect(field('RCS registration')).toHaveAttribute('placeholder', 'e.g. Paris B 732 829 320');
    expect(field('RM registration (crafts)')).toHaveValue('');
    expect(field('Share capital (€)')).toBeInTheDocument();
    expect(within(legal()).queryByLabelText('Commercial register')).toBeNull();

    await user.type(field('SIRET'), '732 829 320 00074');
    await user.type(field('RCS registration'), 'RCS Paris B 732 829 320');
    await user.click(within(form()).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const body = requests.find((r) => r.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      legalName: 'Lumière Conseil SAS',
      legalForm: 'SAS',
      shareCapital: '10000.00',
      registrations: [
        { scheme: 'siren', value: '732829320' },
        { scheme: 'siret', value: '73282932000074' },
        { scheme: 'rcs', value: 'Paris B 732 829 320' },
      ],
    });
  });

  it("shows the server's message under the identifier it names", async () => {
    const message = 'SIREN 732 829 321 is not valid: its check digit does not match';
    stubServer(({ method, url }) => {
      if (url !== '/api/settings') return undefined;
      if (method !== 'PUT') return json(french());
      return json(
        {
          code: 'validation_failed',
          message,
          errors: [{ path: 'registrations.siren', code: 'siren_checksum', message }],
        },
        400,
      );
    });
    const user = renderWithProviders(<CompanySettingsForm />);
    await waitFor(() => expect(field('SIREN')).toHaveValue('732829320'));
    await user.clear(field('SIREN'));
    await user.type(field('SIREN'), '732 829 321');
    await user.click(within(form()).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(field('SIREN')).toHaveAccessibleDescription(`Your company's 9-digit number. ${message}`),
    );
    expect(field('SIREN')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a German company its register, then a French one's identifiers once the country is France", async () => {
    server(() => json(saved()));
    const user = renderWithProviders(<CompanySettingsForm />);
    await waitFor(() => expect(field('Commercial register')).toBeInTheDocument());
    expect(field('Commercial register')).toHaveAttribute(
      'placeholder',
      'e.g. Amtsgericht Berlin-Charlottenburg HRB 12345',
    );
    expect(field('Legal form')).toHaveAttribute('placeholder', 'e.g. GmbH');
    expect(within(legal()).queryByLabelText('SIREN')).toBeNull();
    expect(within(legal()).queryByLabelText(/Share capital/)).toBeNull();

    await user.click(field('Country'));
    await user.click(await screen.findByRole('option', { name: 'Belgium' }));
    expect(field('Enterprise number (KBO/BCE)')).toBeInTheDocument();
    expect(within(legal()).queryByLabelText('Commercial register')).toBeNull();
    await user.click(field('Country'));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    expect(field('SIREN')).toBeInTheDocument();
    expect(field('Share capital (€)')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    speak('de');
    server(() => json(saved()));
    renderWithProviders(<CompanySettingsForm />);
    const formular = await screen.findByRole('form', { name: 'Unternehmensdaten' }, { timeout: 15_000 });
    const section = await within(formular).findByRole('region', { name: 'Rechtliche Angaben' });
    expect(within(section).getByLabelText('Handelsregister')).toHaveAccessibleDescription(
      'Registergericht und Registernummer, sofern Ihr Unternehmen eingetragen ist.',
    );
    expect(within(section).getByLabelText('Rechtsform')).toHaveAttribute('placeholder', 'z.\u00a0B. GmbH');
    expect(
      within(section).getByLabelText('Vollständiger Name / Firmenname laut Register'),
    ).toBeInTheDocument();
  });
});
