import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { DecimalInput } from './decimal-input';

interface Values {
  quantity: number;
  rate: string;
}

/** A form like the line items: quantity handed over as a number, rate as a "50.00" string. */
function LineForm({ locale, onValues }: { locale: string; onValues: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { quantity: 1, rate: '1234.50' } });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <Controller
        control={form.control}
        name="quantity"
        render={({ field }) => <DecimalInput aria-label="Quantity" locale={locale} asNumber {...field} />}
      />
      <Controller
        control={form.control}
        name="rate"
        render={({ field }) => <DecimalInput aria-label="Rate" locale={locale} {...field} />}
      />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset({ quantity: 0.5, rate: '9.99' })}>
        Reset
      </button>
    </form>
  );
}

async function submit(locale: string, quantity: string, rate: string) {
  let values: Values | undefined;
  render(<LineForm locale={locale} onValues={(v) => (values = v)} />);
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Quantity'));
  await user.type(screen.getByLabelText('Quantity'), quantity);
  await user.clear(screen.getByLabelText('Rate'));
  await user.type(screen.getByLabelText('Rate'), rate);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return values;
}

describe('DecimalInput (issue #22 item 15)', () => {
  afterEach(cleanup);

  it('reads "2,5" typed in a German browser as 2.5, never 25', async () => {
    expect(await submit('de-DE', '2,5', '1.234,56')).toEqual({ quantity: 2.5, rate: '1234.56' });
  });

  it('reads American, French and Swiss numbers their way', async () => {
    expect(await submit('en-US', '2.5', '1,234.56')).toEqual({ quantity: 2.5, rate: '1234.56' });
    cleanup();
    expect(await submit('fr-FR', '2,5', '1 234,56')).toEqual({ quantity: 2.5, rate: '1234.56' });
    cleanup();
    expect(await submit('de-CH', '2.5', '1’234.56')).toEqual({ quantity: 2.5, rate: '1234.56' });
  });

  it("shows the form's values with the locale's decimal mark, after a reset too", async () => {
    render(<LineForm locale="de-DE" onValues={() => {}} />);
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
    expect(screen.getByLabelText('Rate')).toHaveValue('1234,50');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('0,5');
    expect(screen.getByLabelText('Rate')).toHaveValue('9,99');
  });

  it('hands no number over as NaN (quantity) or the text itself (rate), for the rules to name', async () => {
    const values = await submit('de-DE', 'abc', 'x1');
    expect(values?.quantity).toBeNaN();
    expect(values?.rate).toBe('x1');
  });
});
