import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField, type NumberFieldProps } from './number-field';

/** The field as a page holds it: the committed number in state, every commit recorded. */
function Held({ initial, onCommit, ...props }: Omit<NumberFieldProps, 'value' | 'onChange'> & { initial: number; onCommit: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberField
      {...props}
      value={value}
      onChange={(next) => {
        onCommit(next);
        setValue(next);
      }}
    />
  );
}

function setup(props: Partial<NumberFieldProps> & { initial?: number } = {}) {
  const onCommit = vi.fn();
  render(<Held label="Quantity" minValue={100} maxValue={5000} step={50} initial={250} onCommit={onCommit} {...props} />);
  return { onCommit, field: screen.getByRole('textbox', { name: 'Quantity' }), user: userEvent.setup() };
}

describe('NumberField', () => {
  it('shows the number with grouping and commits what is typed on Enter, not on every key', async () => {
    const { onCommit, field, user } = setup({ initial: 1500 });
    expect(field).toHaveValue('1,500');
    await user.clear(field);
    await user.type(field, '300');
    expect(onCommit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(300);
    expect(field).toHaveValue('300');
  });

  it('keeps a typed number within the limits and on the step when the shopper leaves the field', async () => {
    const { onCommit, field, user } = setup();
    await user.clear(field);
    await user.type(field, '9,999');
    await user.tab();
    expect(onCommit).toHaveBeenLastCalledWith(5000);
    await user.clear(field);
    await user.type(field, '321');
    await user.tab();
    expect(onCommit).toHaveBeenLastCalledWith(300);
    await user.clear(field);
    await user.type(field, '7');
    await user.tab();
    expect(onCommit).toHaveBeenLastCalledWith(100);
    expect(field).toHaveValue('100');
  });

  it('takes no letters, and reports an emptied field as NaN', async () => {
    const { onCommit, field, user } = setup();
    await user.type(field, 'x');
    expect(field).toHaveValue('250');
    await user.clear(field);
    await user.tab();
    expect(onCommit).toHaveBeenLastCalledWith(Number.NaN);
    expect(field).toHaveValue('');
  });

  it('steps with the arrow keys and the − / + buttons, which stop at the limits', async () => {
    const { onCommit, field, user } = setup({ initial: 150 });
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect(onCommit).toHaveBeenLastCalledWith(200);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(onCommit).toHaveBeenLastCalledWith(100);
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(field).toHaveValue('150');
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeEnabled();
  });

  it('follows a number set from outside while the shopper is not typing', () => {
    const { rerender } = render(<NumberField label="Quantity" value={250} onChange={() => undefined} />);
    rerender(<NumberField label="Quantity" value={1000} onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1,000');
  });

  it('ties its description and error to the input', () => {
    render(<NumberField label="Quantity" value={250} onChange={() => undefined} description="From 100 to 5,000." errorMessage="Too many." />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    expect(field).toHaveAccessibleDescription('From 100 to 5,000. Too many.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
