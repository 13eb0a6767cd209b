import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberField } from './number-field';

interface Values {
  days: number | null | '';
}

/** A form with one whole-number field, handing over what it holds on submit. */
function DaysForm({ empty, onValues }: { empty?: number | null | ''; onValues: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { days: 14 } });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <NumberField
        register={form.register}
        name="days"
        label="Payment terms (days)"
        hint="Days after the issue date."
        error={form.formState.errors.days?.message}
        min={0}
        max={365}
        empty={empty}
      />
      <button type="submit">Save</button>
    </form>
  );
}

async function submitTyped(typed: string, empty?: number | null | '') {
  let values: Values | undefined;
  render(<DaysForm empty={empty} onValues={(v) => (values = v)} />);
  const user = userEvent.setup();
  const field = screen.getByLabelText('Payment terms (days)');
  await user.clear(field);
  if (typed) await user.type(field, typed);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return values?.days;
}

describe('NumberField', () => {
  afterEach(cleanup);

  it('is a labelled whole-number input with its hint and bounds', () => {
    render(<DaysForm onValues={() => {}} />);
    const field = screen.getByLabelText('Payment terms (days)');
    expect(field).toHaveAttribute('type', 'number');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('step', '1');
    expect(field).toHaveAttribute('min', '0');
    expect(field).toHaveAttribute('max', '365');
    expect(field).toHaveValue(14);
    expect(field).toHaveAccessibleDescription('Days after the issue date.');
  });

  it('hands the form the number typed', async () => {
    expect(await submitTyped('30')).toBe(30);
  });

  it.each([
    [undefined, Number.NaN],
    [null, null],
    ['', ''],
  ] as const)('hands the form %j when emptied (not 0)', async (empty, held) => {
    expect(await submitTyped('', empty)).toEqual(held);
  });

  it('shows its error and marks the input invalid', () => {
    function Refused() {
      const form = useForm<Values>({ defaultValues: { days: 400 } });
      return (
        <NumberField register={form.register} name="days" label="Days" error="At most 365 days" max={365} />
      );
    }
    render(<Refused />);
    const field = screen.getByLabelText('Days');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('At most 365 days');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 365 days');
  });
});
