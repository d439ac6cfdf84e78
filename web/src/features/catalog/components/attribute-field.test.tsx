import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AttributeView } from '../api/catalog-queries';
import { AttributeField } from './attribute-field';

function attribute(optionCount: number): AttributeView {
  return {
    id: 4,
    name: 'Pages',
    slug: 'pages',
    defaultOptionId: 40,
    options: Array.from({ length: optionCount }, (_, index) => ({
      id: 40 + index,
      name: `${(index + 2) * 4} pages`,
      image: null,
      extraFrom: [0, 1398, -1397][index % 3] ?? 0,
    })),
  };
}

describe('AttributeField', () => {
  it('shows a few options as radio cards with what each adds or saves as a starting figure including VAT', async () => {
    const onChange = vi.fn();
    render(<AttributeField attribute={attribute(3)} value={40} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Pages' });
    expect(screen.getByRole('radio', { name: '8 pages' })).toBeChecked();
    expect(group).toHaveTextContent('12 pagesfrom +£13.98 inc. VAT');
    expect(group).toHaveTextContent('16 pagesfrom −£13.97 inc. VAT');

    await userEvent.click(screen.getByText('12 pages'));
    expect(onChange).toHaveBeenCalledWith(41);
  });

  it('turns a long list into a drop-down list', async () => {
    const onChange = vi.fn();
    render(<AttributeField attribute={attribute(7)} value={40} onChange={onChange} />);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const list = screen.getByRole('combobox', { name: 'Pages' });
    expect(list).toHaveValue('40');
    expect(screen.getByRole('option', { name: '8 pages' })).toHaveProperty('selected', true);

    await userEvent.selectOptions(list, '12 pages (from +£13.98 inc. VAT)');
    expect(onChange).toHaveBeenCalledWith(41);
  });
});
