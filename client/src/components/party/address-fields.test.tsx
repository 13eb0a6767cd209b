import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nWrapper, missingMessages, speak } from '../../../../test/client-i18n';
import { AddressFields } from './address-fields';

interface Values {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
}

const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'IT', label: 'Italy' },
  { value: 'US', label: 'United States' },
];

function PartyForm({
  note,
  onValues,
  country = 'DE',
}: {
  note?: React.ReactNode;
  onValues: (values: Values) => void;
  country?: string;
}) {
  const form = useForm<Values>({
    defaultValues: { name: 'Muster GmbH', address: '', postalCode: '', city: '', region: '', country },
  });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <AddressFields form={form} countryOptions={countries} countryNote={note} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('AddressFields', () => {
  afterEach(() => {
    cleanup();
    speak('en');
  });

  it('fills the address, postal code and city of the form it is given', async () => {
    let values: Values | undefined;
    render(<PartyForm onValues={(v) => (values = v)} />, { wrapper: I18nWrapper });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Address'), 'Musterstraße 1');
    await user.type(screen.getByLabelText('Postal code'), '10115');
    await user.type(screen.getByLabelText('City'), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(values).toEqual({
      name: 'Muster GmbH',
      address: 'Musterstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      region: '',
      country: 'DE',
    });
  });

  it('labels the fields for autofill and shows the chosen country', () => {
    render(<PartyForm onValues={() => {}} />, { wrapper: I18nWrapper });
    expect(screen.getByLabelText('Address')).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
      'Street and number; more lines if needed.',
    );
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByLabelText('City')).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByLabelText('Country')).toHaveTextContent('Germany');
  });

  it('shows a note under the country when given one', () => {
    render(<PartyForm note={<p>Companies in Germany usually invoice in EUR.</p>} onValues={() => {}} />, {
      wrapper: I18nWrapper,
    });
    expect(screen.getByText('Companies in Germany usually invoice in EUR.')).toBeInTheDocument();
  });

  it('gives a postal code of the country chosen as the example', async () => {
    render(<PartyForm onValues={() => {}} />, { wrapper: I18nWrapper });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('placeholder', 'e.g. 10115');
    await user.click(screen.getByLabelText('Country'));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('placeholder', 'e.g. 75002');
  });

  it("speaks the interface's language", () => {
    speak('de');
    render(<PartyForm onValues={() => {}} />, { wrapper: I18nWrapper });
    expect(screen.getByLabelText('Adresse')).toHaveAccessibleDescription(
      'Straße und Hausnummer; bei Bedarf weitere Zeilen.',
    );
    expect(screen.getByLabelText('PLZ')).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByLabelText('PLZ')).toHaveAttribute('placeholder', 'z.\u00a0B. 10115');
    expect(screen.getByLabelText('Ort')).toBeInTheDocument();
    expect(screen.getByLabelText('Land')).toHaveTextContent('Germany');
    expect(missingMessages.splice(0)).toEqual([]);
  });

  it('asks for the state of a US address, as a state, and for no region in Germany', async () => {
    let values: Values | undefined;
    render(<PartyForm country="US" onValues={(v) => (values = v)} />, { wrapper: I18nWrapper });
    const user = userEvent.setup();
    const state = screen.getByLabelText('State');
    expect(state).toHaveAttribute('autocomplete', 'address-level1');
    expect(state).toHaveAttribute('placeholder', 'e.g. NY');
    await user.type(screen.getByLabelText('City'), 'New York');
    await user.type(state, 'NY');
    await user.type(screen.getByLabelText('Postal code'), '10118');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(values).toMatchObject({ city: 'New York', region: 'NY', postalCode: '10118', country: 'US' });
    cleanup();
    render(<PartyForm onValues={() => {}} />, { wrapper: I18nWrapper });
    expect(screen.queryByLabelText(/State|Province|County/)).toBeNull();
  });

  it('names an Italian province in German, and clears it when the country has none', async () => {
    speak('de');
    let values: Values | undefined;
    render(<PartyForm country="IT" onValues={(v) => (values = v)} />, { wrapper: I18nWrapper });
    const user = userEvent.setup();
    const province = screen.getByLabelText('Provinz');
    expect(province).toHaveAttribute('placeholder', 'z.\u00a0B. RM');
    await user.type(province, 'RM');
    await user.click(screen.getByLabelText('Land'));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(screen.queryByLabelText('Provinz')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(values).toMatchObject({ region: '', country: 'DE' });
    expect(missingMessages.splice(0)).toEqual([]);
  });
});
