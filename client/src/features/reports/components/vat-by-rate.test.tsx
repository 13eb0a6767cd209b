import { formatMoney } from '@shared/currency';
import type { VatByRateRow } from '@shared/reports';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nWrapper, missingMessages, speak } from '../../../../../test/client-i18n';
import { VatByRate } from './vat-by-rate';

afterEach(cleanup);

const row = (over: Partial<VatByRateRow>): VatByRateRow => ({
  currency: 'EUR',
  category: 'S',
  rate: '19.00',
  taxableAmount: '1200.00',
  taxAmount: '228.00',
  ...over,
});

const rowOf = (name: RegExp) =>
  within(screen.getByRole('region', { name: 'VAT by rate' })).getByRole('row', { name });

describe('VatByRate', () => {
  it('shows one row per rate with its net and VAT, the other categories by their label, and the total', () => {
    render(
      <VatByRate
        rows={[
          row({}),
          row({ rate: '7.00', taxableAmount: '80.00', taxAmount: '5.60' }),
          row({ category: 'AE', rate: '0.00', taxableAmount: '300.00', taxAmount: '0.00' }),
        ]}
      />,
      { wrapper: I18nWrapper },
    );
    const vat19 = rowOf(/^VAT 19 %/);
    expect(vat19).toHaveTextContent(formatMoney('1200.00', 'EUR'));
    expect(vat19).toHaveTextContent(formatMoney('228.00', 'EUR'));
    expect(rowOf(/^VAT 7 %/)).toHaveTextContent(formatMoney('5.60', 'EUR'));
    expect(rowOf(/^Reverse charge/)).toHaveTextContent(formatMoney('300.00', 'EUR'));
    const totals = rowOf(/^Total/);
    expect(totals).toHaveTextContent(formatMoney('1580.00', 'EUR'));
    expect(totals).toHaveTextContent(formatMoney('233.60', 'EUR'));
  });

  it('totals each currency apart', () => {
    render(
      <VatByRate rows={[row({}), row({ currency: 'USD', taxableAmount: '100.00', taxAmount: '19.00' })]} />,
      { wrapper: I18nWrapper },
    );
    expect(rowOf(/^Total in EUR/)).toHaveTextContent(formatMoney('228.00', 'EUR'));
    expect(rowOf(/^Total in USD/)).toHaveTextContent(formatMoney('19.00', 'USD'));
  });

  it('says when nothing was invoiced in the period', () => {
    render(<VatByRate rows={[]} />, { wrapper: I18nWrapper });
    expect(screen.getByText('No invoices issued in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says "Tax by Rate" to a company without VAT, with one "Not taxed" row for all it did not tax', () => {
    render(
      <VatByRate
        vat={false}
        rows={[
          row({ currency: 'USD', rate: '7.25', taxableAmount: '1000.00', taxAmount: '72.50' }),
          row({ currency: 'USD', category: 'Z', rate: '0.00', taxableAmount: '500.00', taxAmount: '0.00' }),
          row({ currency: 'USD', category: 'O', rate: '0.00', taxableAmount: '300.00', taxAmount: '0.00' }),
        ]}
      />,
      { wrapper: I18nWrapper },
    );
    expect(screen.getByText('Tax by Rate')).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Tax by rate' }));
    expect(table.getByRole('row', { name: /^Tax 7.25 %/ })).toHaveTextContent(formatMoney('72.50', 'USD'));
    expect(table.getByRole('row', { name: /^Not taxed/ })).toHaveTextContent(formatMoney('800.00', 'USD'));
    expect(table.getAllByRole('row')).toHaveLength(4); // header, two rows, total
    expect(document.body.textContent).not.toMatch(/VAT|Zero rated|Not subject/);
  });

  it('speaks German to a company without VAT', () => {
    speak('de');
    render(<VatByRate vat={false} rows={[row({ currency: 'USD', rate: '7.25', taxAmount: '87.00' })]} />, {
      wrapper: I18nWrapper,
    });
    expect(screen.getByText('Steuer nach Steuersatz')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Steuer' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Steuer 7,25 %/ })).toBeInTheDocument();
    expect(missingMessages.splice(0)).toEqual([]);
  });
});
