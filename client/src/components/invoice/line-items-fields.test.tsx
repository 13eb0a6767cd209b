import type { LineItemInput } from '@shared/invoices';
import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../../test/client-i18n';
import { renderWithProviders } from '../../../../test/client-render';
import { LineItemsFields } from './line-items-fields';
import { taxSetup } from './line-tax';

const SETTINGS = { country: 'DE', taxRate: 19, vatScheme: 'standard' } as const;

function LinesForm({
  lines,
  settings = SETTINGS,
  currency = 'EUR',
}: {
  lines: LineItemInput[];
  settings?: Parameters<typeof taxSetup>[0];
  currency?: string;
}) {
  const form = useForm<{ lineItems: LineItemInput[] }>({ defaultValues: { lineItems: lines } });
  return (
    <LineItemsFields
      form={form}
      currency={currency}
      taxRate="19.00"
      tax={taxSetup(settings, { taxTreatment: 'domestic' })}
    />
  );
}

const LINES: LineItemInput[] = [
  { description: 'Beratung', quantity: 10, unit: 'Stunden', rate: '100.00', taxRate: 19, taxCategory: 'S' },
  { description: 'Montage in Wien', quantity: 1, unit: '', rate: '250.50', taxRate: 0, taxCategory: 'AE' },
];

describe('the line items in the interface language', { timeout: 30_000 }, () => {
  it('labels the lines, suggests units, names the VAT categories and sums up as German is written', () => {
    speak('de');
    renderWithProviders(<LinesForm lines={LINES} />);
    const section = screen.getByRole('region', { name: 'Positionen' });
    const first = within(section).getByRole('group', { name: 'Position 1' });
    expect(within(first).getByLabelText('Beschreibung')).toHaveValue('Beratung');
    expect(within(first).getByLabelText('Menge')).toHaveValue('10');
    expect(within(first).getByLabelText('Einzelpreis')).toHaveValue('100,00');
    expect(within(first).getByLabelText('Betrag')).toHaveValue('1.000,00\u00a0€');
    expect(within(first).getByRole('combobox', { name: 'Steuersatz für Position 1' })).toHaveTextContent(
      '19 %',
    );
    const unit = within(first).getByLabelText('Einheit');
    expect(unit).toHaveAttribute('placeholder', 'z.\u00a0B. Stunden');
    const suggestions = document.getElementById(unit.getAttribute('list') ?? '');
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'Stunden',
      'Tage',
      'Stück',
      'pauschal',
      'Monate',
    ]);

    const second = within(section).getByRole('group', { name: 'Position 2' });
    expect(
      within(second).getByRole('combobox', { name: 'Steuerkategorie für Position 2' }),
    ).toHaveTextContent('Steuerschuldnerschaft des Leistungsempfängers');
    expect(within(section).getByRole('button', { name: 'Position 2 entfernen' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Position hinzufügen' })).toBeInTheDocument();

    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('1.250,50 €');
    expect(
      screen.getAllByTestId('invoice-tax-row').map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'USt. 19 % auf 1.000,00 €190,00 €',
      'USt. 0 % auf 250,50 €0,00 €Steuerschuldnerschaft des Leistungsempfängers',
    ]);
    expect(screen.getByText('Zwischensumme (netto):')).toBeInTheDocument();
    expect(screen.getByText('Gesamtbetrag:')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('1.440,50 €');
  });

  it('writes a rate with decimals as the language does', () => {
    speak('fr');
    renderWithProviders(
      <LinesForm
        lines={[
          { description: 'Livre', quantity: 2, unit: '', rate: '20.00', taxRate: 5.5, taxCategory: 'S' },
        ]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Taux de TVA de la ligne 1' })).toHaveTextContent('5,5 %');
    expect(screen.getAllByTestId('invoice-tax-row')[0]).toHaveTextContent('TVA 5,5 % sur 40,00 €');
  });

  it('says "Tax" to a US company, offers rates only and shows no row where no tax is charged', async () => {
    const user = renderWithProviders(
      <LinesForm
        settings={{ country: 'US', taxRate: 7.25, vatScheme: 'standard' }}
        currency="USD"
        lines={[
          {
            description: 'Printed reports',
            quantity: 1,
            unit: '',
            rate: '1000.00',
            taxRate: 7.25,
            taxCategory: 'S',
          },
          { description: 'Workshop', quantity: 1, unit: '', rate: '500.00', taxRate: 0, taxCategory: 'Z' },
        ]}
      />,
    );
    const second = screen.getByRole('group', { name: 'Line item 2' });
    const rate = within(second).getByRole('combobox', { name: 'Tax rate for line 2' });
    expect(rate).toHaveTextContent('0 %');
    expect(within(second).getByText('Tax')).toBeInTheDocument();
    // No category beside a line at 0 %, and none among the choices.
    expect(within(second).queryByRole('combobox', { name: /category/i })).toBeNull();
    expect(screen.queryByText('Zero rated')).toBeNull();
    await user.click(rate);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['7.25 %', '0 %']);
    expect(screen.queryByText('Other VAT category')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getAllByTestId('invoice-tax-row').map((row) => row.textContent)).toEqual([
      'Tax 7.25 % on $1,000.00$72.50',
    ]);
    expect(document.body.textContent).not.toMatch(/VAT/);
  });

  it('speaks German to a US company: "Steuer", never "USt."', () => {
    speak('de');
    renderWithProviders(
      <LinesForm
        settings={{ country: 'US', taxRate: 0, vatScheme: 'standard' }}
        currency="USD"
        lines={[
          { description: 'Workshop', quantity: 1, unit: '', rate: '500.00', taxRate: 0, taxCategory: 'Z' },
        ]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Steuersatz für Position 1' })).toHaveTextContent('0 %');
    expect(screen.getByText('Steuer')).toBeInTheDocument();
    expect(screen.queryAllByTestId('invoice-tax-row')).toEqual([]);
    expect(document.body.textContent).not.toMatch(/USt\.|Nullsatz/);
  });
});
