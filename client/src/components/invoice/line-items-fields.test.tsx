import type { LineItemInput } from '@shared/invoices';
import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../../test/client-i18n';
import { renderWithProviders } from '../../../../test/client-render';
import { LineItemsFields } from './line-items-fields';
import { taxSetup } from './line-tax';

const SETTINGS = { country: 'DE', taxRate: 19, vatScheme: 'standard' } as const;

function LinesForm({ lines }: { lines: LineItemInput[] }) {
  const form = useForm<{ lineItems: LineItemInput[] }>({ defaultValues: { lineItems: lines } });
  return (
    <LineItemsFields
      form={form}
      currency="EUR"
      taxRate="19.00"
      tax={taxSetup(SETTINGS, { taxTreatment: 'domestic' })}
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
});
