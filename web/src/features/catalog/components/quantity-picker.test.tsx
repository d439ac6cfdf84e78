import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createConfigurator, sizedQuantities } from '../test/catalog-fixtures';
import { initialSelection } from '../selection';
import { QuantityPicker } from './quantity-picker';

describe('QuantityPicker', () => {
  it("says what a big garment size adds to each item on the option labels' basis, including VAT", () => {
    const selection = initialSelection(createConfigurator({ quantity: sizedQuantities }));
    render(<QuantityPicker model={sizedQuantities} selection={selection} onChange={vi.fn()} problem={null} />);
    expect(screen.getByRole('group', { name: 'How many of each size?' })).toHaveTextContent('+£1.80 each inc. VAT');
    expect(screen.getAllByText(/each inc\. VAT/)).toHaveLength(1);
  });
});
