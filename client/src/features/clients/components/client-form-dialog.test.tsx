import type { Client } from '@shared/clients';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../../test/client-i18n';
import { json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { ClientFormDialog } from './client-form-dialog';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

const client = (overrides: Partial<Client> = {}): Client => ({
  language: 'en',
  contactName: null,
  salutation: 'none',
  id: 4,
  clientId: 'CL-0004',
  name: 'Globex SARL',
  email: 'ap@globex.example',
  phone: null,
  address: '12 rue de Rivoli',
  postalCode: '75001',
  city: 'Paris',
  region: null,
  country: 'FR',
  vatId: 'FR40303265045',
  taxTreatment: 'eu_reverse_charge',
  paymentTermsDays: 14,
  buyerReference: null,
  eInvoiceFormat: 'pdf',
  peppolId: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  invoiceCount: 0,
  ...overrides,
});

/** A server whose company sits in Austria with 21-day terms; POST and PUT answer `save`. */
function server(save: () => Response = () => json(client(), 201), documentLanguage = 'de') {
  return stubServer(({ method, url }) => {
    if (url === '/api/settings')
      return json({ country: 'AT', paymentTermsDays: 21, logo: null, documentLanguage });
    if (method !== 'GET') return save();
    return undefined;
  });
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);

describe('ClientFormDialog', { timeout: 90_000 }, () => {
  it("adds a client with address, the company's country, a VAT ID and automatic tax treatment", async () => {
    const requests = server();
    const user = renderWithProviders(<ClientFormDialog open onOpenChange={() => {}} />);
    await waitFor(() => expect(field('Country')).toHaveTextContent('Austria'));
    expect(field('Tax treatment')).toHaveTextContent('Automatic (from country and VAT ID)');
    expect(within(dialog()).getByText(/Now: Domestic \(your VAT\)/)).toBeInTheDocument();
    expect(field('Payment terms (days)')).toHaveAttribute('placeholder', 'Company default (21 days)');

    for (const [label, text] of [
      ['Name', 'Globex GmbH'],
      ['Email', 'ap@globex.example'],
      ['Address', 'Ring 1'],
      ['Postal code', '1010'],
      ['City', 'Wien'],
      ['VAT ID', 'atu 12011204'],
    ]) {
      await user.click(field(label));
      await user.paste(text);
    }
    await user.click(within(dialog()).getByRole('button', { name: 'Save Client' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/clients',
      body: {
        name: 'Globex GmbH',
        email: 'ap@globex.example',
        phone: null,
        address: 'Ring 1',
        postalCode: '1010',
        city: 'Wien',
        country: 'AT',
        vatId: 'ATU12011204',
        taxTreatment: null,
        paymentTermsDays: null,
        buyerReference: null,
        eInvoiceFormat: 'pdf',
        peppolId: null,
        language: null,
        contactName: null,
        salutation: 'none',
        region: null,
      },
    });
    // An Austrian address carries no region: none is asked for.
    expect(within(dialog()).queryByLabelText(/State|Province|County/)).toBeNull();
    // The PDF goes by email: no Peppol ID asked for.
    expect(within(dialog()).queryByLabelText('Peppol ID')).toBeNull();
  });

  it('asks a Peppol client for its Peppol ID, with the one its Leitweg-ID or VAT ID gives as placeholder', async () => {
    const requests = server(() => json(client()));
    const stored = client({ country: 'BE', vatId: 'BE0403019261', eInvoiceFormat: 'peppol' });
    const user = renderWithProviders(<ClientFormDialog open onOpenChange={() => {}} client={stored} />);
    // The company's settings are in (its terms show): typing starts on the form they fill.
    await waitFor(() =>
      expect(field('Payment terms (days)')).toHaveAttribute('placeholder', 'Company default (21 days)'),
    );
    await waitFor(() => expect(field('Peppol ID')).toHaveAttribute('placeholder', '0208:0403019261'));
    expect(field('Peppol ID')).toHaveAccessibleDescription(
      "Where Peppol delivers this client's invoices, as scheme:identifier. Left empty: 0208:0403019261, from the client's VAT ID.",
    );
    await user.click(field('Buyer reference (Leitweg-ID)'));
    await user.paste('04011000-1234512345-06');
    expect(field('Peppol ID')).toHaveAttribute('placeholder', '0204:04011000-1234512345-06');
    expect(field('Peppol ID')).toHaveAccessibleDescription(
      /Left empty: 0204:04011000-1234512345-06, from the client's Leitweg-ID\.$/,
    );

    await user.click(field('Peppol ID'));
    await user.paste('0088:5790000435975');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      peppolId: '0088:5790000435975',
      eInvoiceFormat: 'peppol',
    });
  });

  it("puts the Peppol ID's format, and the server's message, under the field", async () => {
    const message = 'Peppol ID 9930:DE136695977: VAT ID DE136695977 is not a valid German VAT ID';
    const requests = server(() => json({ message, errors: [{ path: 'peppolId', message }] }, 400));
    const user = renderWithProviders(
      <ClientFormDialog open onOpenChange={() => {}} client={client({ eInvoiceFormat: 'peppol' })} />,
    );
    // The company's settings are in (its terms show): typing starts on the form they fill.
    await waitFor(() =>
      expect(field('Payment terms (days)')).toHaveAttribute('placeholder', 'Company default (21 days)'),
    );
    await waitFor(() => expect(field('Peppol ID')).toHaveAttribute('placeholder', '9957:FR40303265045'));
    await user.click(field('Peppol ID'));
    await user.paste('0208:0123456789');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(field('Peppol ID')).toHaveAccessibleDescription(
        /Peppol ID 0208:0123456789 is not valid: scheme 0208 takes a Belgian enterprise number/,
      ),
    );
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(field('Peppol ID'));
    await user.paste('9930:DE136695977');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field('Peppol ID')).toHaveAccessibleDescription(new RegExp(`${message}$`)));
    expect(field('Peppol ID')).toHaveAttribute('aria-invalid', 'true');
  });

  it("edits the client's buyer reference and e-invoice format", async () => {
    const requests = server(() => json(client()));
    const stored = client({ buyerReference: '991-12345-67', eInvoiceFormat: 'xrechnung-cii' });
    const user = renderWithProviders(<ClientFormDialog open onOpenChange={() => {}} client={stored} />);
    await waitFor(() => expect(field('Buyer reference (Leitweg-ID)')).toHaveValue('991-12345-67'));
    expect(field('Buyer reference (Leitweg-ID)')).toHaveAccessibleDescription(
      "Printed on invoices as the buyer's reference; German public buyers give you a Leitweg-ID.",
    );
    expect(field('E-invoice format')).toHaveTextContent('XRechnung (CII)');
    expect(field('E-invoice format')).toHaveAccessibleDescription(/emails attach that XML beside the PDF/);

    await user.click(field('E-invoice format'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'PDF (Factur-X / ZUGFeRD)',
      'XRechnung (CII)',
      'XRechnung (UBL)',
      'Peppol BIS Billing 3.0',
    ]);
    await user.click(screen.getByRole('option', { name: 'Peppol BIS Billing 3.0' }));
    await user.clear(field('Buyer reference (Leitweg-ID)'));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      buyerReference: null,
      eInvoiceFormat: 'peppol',
    });
  });

  it('shows a chosen treatment as chosen and a derived one as Automatic; sends own payment terms', async () => {
    const requests = server(() => json(client()));
    const user = renderWithProviders(
      <ClientFormDialog open onOpenChange={() => {}} client={client({ taxTreatment: 'domestic' })} />,
    );
    await waitFor(() =>
      expect(field('Payment terms (days)')).toHaveAttribute('placeholder', 'Company default (21 days)'),
    );
    expect(field('Tax treatment')).toHaveTextContent('Domestic (your VAT)');
    expect(field('Country')).toHaveTextContent('France');
    expect(field('VAT ID')).toHaveValue('FR40303265045');
    expect(field('Payment terms (days)')).toHaveValue(14);

    await user.clear(field('Payment terms (days)'));
    await user.type(field('Payment terms (days)'), '7');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      country: 'FR',
      vatId: 'FR40303265045',
      taxTreatment: 'domestic',
      paymentTermsDays: 7,
    });
  });

  it('shows Automatic for a stored treatment that derivation gives', async () => {
    server();
    renderWithProviders(<ClientFormDialog open onOpenChange={() => {}} client={client()} />);
    await waitFor(() => expect(field('Country')).toHaveTextContent('France'));
    // Derived from the company's country once its settings are in (the browser's until then).
    await waitFor(() =>
      expect(field('Tax treatment')).toHaveTextContent('Automatic (from country and VAT ID)'),
    );
    expect(within(dialog()).getByText(/Now: EU reverse charge/)).toBeInTheDocument();
  });

  it("puts the server's VAT ID and payment terms messages under their fields", async () => {
    const message = 'VAT ID FR41303265045 is not a valid French VAT ID';
    server(() => json({ message, errors: [{ path: 'vatId', message }] }, 400));
    const user = renderWithProviders(
      <ClientFormDialog open onOpenChange={() => {}} client={client({ vatId: 'FR41303265045' })} />,
    );
    await waitFor(() =>
      expect(field('Payment terms (days)')).toHaveAttribute('placeholder', 'Company default (21 days)'),
    );
    expect(field('VAT ID')).toHaveValue('FR41303265045');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field('VAT ID')).toHaveAccessibleDescription(message));
    expect(field('VAT ID')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field('Payment terms (days)'));
    await user.type(field('Payment terms (days)'), '400');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(field('Payment terms (days)')).toHaveAccessibleDescription(
        'Payment terms must be a whole number of days from 0 to 365',
      ),
    );
  });

  it('sends Automatic as null and says which language it gives; a chosen language and the contact name are sent', async () => {
    const requests = server();
    const user = renderWithProviders(<ClientFormDialog open onOpenChange={() => {}} />);
    await waitFor(() => expect(field('Country')).toHaveTextContent('Austria'));
    expect(field('Language')).toHaveTextContent('Automatic (from country)');
    expect(field('Language')).toHaveAccessibleDescription(
      /^Now: German \(Deutsch\), your company's document language for clients in Austria\./,
    );
    expect(field('Contact name')).toHaveAccessibleDescription('The person your emails greet.');

    await user.click(field('Language'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Automatic (from country)',
      'English',
      'German (Deutsch)',
      'French (Français)',
      'Spanish (Español)',
      'Italian (Italiano)',
      'Dutch (Nederlands)',
    ]);
    await user.click(screen.getByRole('option', { name: 'French (Français)' }));
    for (const [label, text] of [
      ['Name', 'Globex GmbH'],
      ['Email', 'ap@globex.example'],
      ['Contact name', 'Anna Weber'],
    ]) {
      await user.click(field(label));
      await user.paste(text);
    }
    await user.click(within(dialog()).getByRole('button', { name: 'Save Client' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      language: 'fr',
      contactName: 'Anna Weber',
    });
  });

  it("gives the company's document language at home and where none of the six is spoken, else the country's", async () => {
    server(undefined, 'nl');
    const user = renderWithProviders(<ClientFormDialog open onOpenChange={() => {}} />);
    await waitFor(() => expect(field('Country')).toHaveTextContent('Austria'));
    expect(field('Language')).toHaveAccessibleDescription(
      /^Now: Dutch \(Nederlands\), your company's document language for clients in Austria\./,
    );
    const country = async (name: string) => {
      await user.click(field('Country'));
      await user.click(await screen.findByRole('option', { name }));
    };
    await country('United States');
    expect(field('Language')).toHaveAccessibleDescription(/^Now: English, the language of United States\./);
    await country('Germany');
    expect(field('Language')).toHaveAccessibleDescription(
      /^Now: German \(Deutsch\), the language of Germany\./,
    );
    await country('Japan');
    expect(field('Language')).toHaveAccessibleDescription(
      /^Now: Dutch \(Nederlands\), your company's document language\./,
    );
  });

  it('shows a stored language the country gives as Automatic, another as chosen, with the contact name', async () => {
    server(() => json(client()));
    renderWithProviders(
      <ClientFormDialog open onOpenChange={() => {}} client={client({ language: 'fr' })} />,
    );
    await waitFor(() => expect(field('Country')).toHaveTextContent('France'));
    expect(field('Language')).toHaveTextContent('Automatic (from country)');
    cleanup();

    const requests = server(() => json(client()));
    const user = renderWithProviders(
      <ClientFormDialog
        open
        onOpenChange={() => {}}
        client={client({ language: 'en', contactName: 'Jean Dupont' })}
      />,
    );
    await waitFor(() => expect(field('Country')).toHaveTextContent('France'));
    expect(field('Language')).toHaveTextContent('English');
    expect(field('Contact name')).toHaveValue('Jean Dupont');
    await user.clear(field('Contact name'));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      language: 'en',
      contactName: null,
    });
  });
});

describe('ClientFormDialog: examples of the client’s own country', { timeout: 90_000 }, () => {
  it('shows the VAT ID, postal code, phone and e-invoice examples of the country chosen, never a foreign one', async () => {
    server();
    const user = renderWithProviders(<ClientFormDialog open onOpenChange={() => {}} />);
    await waitFor(() => expect(field('Country')).toHaveTextContent('Austria'));
    expect(field('VAT ID')).toHaveAttribute('placeholder', 'e.g. ATU12345675');
    expect(field('Postal code')).toHaveAttribute('placeholder', 'e.g. 1010');
    expect(field('Phone')).toHaveAttribute('placeholder', 'e.g. +43 1 234 5678');
    // A Leitweg-ID is what German public buyers give: no example elsewhere.
    expect(field('Buyer reference (Leitweg-ID)')).not.toHaveAttribute('placeholder');

    const country = async (name: string) => {
      await user.click(field('Country'));
      await user.click(await screen.findByRole('option', { name }));
    };
    await country('Germany');
    expect(field('VAT ID')).toHaveAttribute('placeholder', 'e.g. DE123456788');
    expect(field('Buyer reference (Leitweg-ID)')).toHaveAttribute('placeholder', 'e.g. 991-12345-73');
    expect(field('Postal code')).toHaveAttribute('placeholder', 'e.g. 10115');
    // The United States have no VAT ID, and a country outside the company list gets no example.
    await country('United States');
    expect(field('VAT ID')).not.toHaveAttribute('placeholder');
    expect(field('Phone')).toHaveAttribute('placeholder', 'e.g. +1 212 555 0100');
    await country('Japan');
    expect(field('VAT ID')).not.toHaveAttribute('placeholder');
    expect(field('Postal code')).not.toHaveAttribute('placeholder');
  });

  it('takes the browser’s country until the company’s settings are read', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-GB' });
    stubServer(({ url }) => (url === '/api/settings' ? new Response('', { status: 503 }) : undefined));
    renderWithProviders(<ClientFormDialog open onOpenChange={() => {}} />);
    await waitFor(() => expect(field('Country')).toHaveTextContent('United Kingdom'));
    expect(field('VAT ID')).toHaveAttribute('placeholder', 'e.g. GB123456782');
    expect(field('Postal code')).toHaveAttribute('placeholder', 'e.g. SW1A 1AA');
  });
});

describe('ClientFormDialog: typed work is not thrown away unasked', { timeout: 30_000 }, () => {
  it('asks on Escape and Cancel while something was typed; Keep editing keeps it, Discard closes', async () => {
    server();
    const onOpenChange = vi.fn();
    const user = renderWithProviders(<ClientFormDialog open onOpenChange={onOpenChange} />);
    await waitFor(() => expect(field('Country')).toHaveTextContent('Austria'));
    await user.click(field('Name'));
    await user.paste('Globex GmbH');

    await user.keyboard('{Escape}');
    const asked = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field('Name')).toHaveValue('Globex GmbH');
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes an untouched form, new or edited, at once', async () => {
    server();
    const onOpenChange = vi.fn();
    const user = renderWithProviders(<ClientFormDialog open onOpenChange={onOpenChange} />);
    await waitFor(() => expect(field('Country')).toHaveTextContent('Austria'));
    field('Name').focus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    cleanup();

    server();
    const again = vi.fn();
    const second = renderWithProviders(<ClientFormDialog open onOpenChange={again} client={client()} />);
    await waitFor(() => expect(field('Name')).toHaveValue('Globex SARL'));
    await second.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(again).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('speaks German: its fields and hints, the languages and the countries by their German names, sorted as German sorts them', async () => {
    speak('de');
    const requests = server();
    const user = renderWithProviders(<ClientFormDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Neuen Kunden anlegen' })).toBeInTheDocument();
    const country = () =>
      within(dialog())
        .getAllByRole('combobox')
        .find((c) => c.textContent === 'Österreich');
    await waitFor(() => expect(country()).toBeDefined());
    // The client's country is the company's, Austria: an Austrian VAT ID, an Austrian postal code.
    expect(field('USt-IdNr.')).toHaveAttribute('placeholder', 'z.\u00a0B. ATU12345675');
    expect(field('PLZ')).toHaveAttribute('placeholder', 'z.\u00a0B. 1010');
    expect(field('Zahlungsziel (Tage)')).toHaveAttribute('placeholder', 'Unternehmensstandard (21 Tage)');
    expect(field('Steuerliche Behandlung')).toHaveTextContent('Automatisch (nach Land und USt-IdNr.)');
    expect(field('Steuerliche Behandlung')).toHaveAccessibleDescription(
      /^Derzeit: Inland \(mit Umsatzsteuer\)\./,
    );
    expect(field('Sprache')).toHaveAccessibleDescription(
      /^Derzeit: Deutsch, die Dokumentsprache Ihres Unternehmens für Kunden im eigenen Land \(Österreich\)\./,
    );
    expect(field('Ansprechpartner')).toHaveAttribute('placeholder', 'z.\u00a0B. Anna Weber');

    await user.click(country()!);
    const countries = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(countries.slice(0, 3)).toEqual(['Afghanistan', 'Ägypten', 'Ålandinseln']);
    expect(countries.slice(countries.indexOf('Oman'), countries.indexOf('Oman') + 3)).toEqual([
      'Oman',
      'Österreich',
      'Pakistan',
    ]);
    await user.click(screen.getByRole('option', { name: 'Vereinigte Staaten' }));
    expect(field('Sprache')).toHaveAccessibleDescription(
      /^Derzeit: Englisch, die Landessprache des Kunden \(Vereinigte Staaten\)\./,
    );

    await user.click(field('Sprache'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Automatisch (nach Land)',
      'Englisch',
      'Deutsch',
      'Französisch',
      'Spanisch',
      'Italienisch',
      'Niederländisch',
    ]);
    await user.click(screen.getByRole('option', { name: 'Französisch' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Kunden speichern' }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('asks in German for the salutation, and for the province or state where the country has one', async () => {
    speak('de');
    const requests = server();
    const user = renderWithProviders(<ClientFormDialog open onOpenChange={() => {}} />);
    const combo = (text: string) =>
      within(dialog())
        .getAllByRole('combobox')
        .find((c) => c.textContent === text);
    await waitFor(() => expect(combo('Österreich')).toBeDefined());
    const country = async (from: string, name: string) => {
      await user.click(combo(from)!);
      await user.click(await screen.findByRole('option', { name }));
    };
    expect(within(dialog()).queryByLabelText(/Bundesstaat|Provinz|Grafschaft/)).toBeNull();

    expect(field('Anrede')).toHaveTextContent('Keine (voller Name)');
    await user.click(field('Anrede'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Frau',
      'Herr',
      'Keine (voller Name)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Frau' }));
    expect(field('Anrede')).toHaveTextContent('Frau');

    // Italy: the province after the city, as "00184 Roma RM".
    await country('Österreich', 'Italien');
    expect(field('Provinz')).toHaveAttribute('placeholder', 'z.\u00a0B. RM');
    await user.click(field('Provinz'));
    await user.paste('RM');
    // Germany has none: the field goes, and what was typed with it.
    await country('Italien', 'Deutschland');
    expect(within(dialog()).queryByLabelText('Provinz')).toBeNull();
    // The US: a state.
    await country('Deutschland', 'Vereinigte Staaten');
    expect(field('Bundesstaat')).toHaveValue('');
    expect(field('Bundesstaat')).toHaveAttribute('placeholder', 'z.\u00a0B. NY');
    for (const [label, text] of [
      ['Name', 'Empire Holdings Inc.'],
      ['E-Mail', 'ap@empire.example'],
      ['Ansprechpartner', 'Anna Weber'],
      ['Bundesstaat', 'NY'],
    ]) {
      await user.click(field(label));
      await user.paste(text);
    }
    await user.click(within(dialog()).getByRole('button', { name: 'Kunden speichern' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      country: 'US',
      region: 'NY',
      contactName: 'Anna Weber',
      salutation: 'ms',
    });
  });
});
