import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPrice } from '../test/catalog-fixtures';
import { PricePanel, vatLabel } from './price-panel';

function renderPanel(props: Partial<Parameters<typeof PricePanel>[0]> = {}) {
  return render(
    <PricePanel
      price={createPrice()}
      isUpdating={false}
      isAdding={false}
      problem={null}
      error={null}
      deliveryTitle="Next Day"
      actionLabel="Add to cart"
      onAddToCart={vi.fn()}
      onRetry={vi.fn()}
      promise={null}
      {...props}
    />,
  );
}

const panel = () => screen.getByRole('region', { name: 'Your price' });

describe('vatLabel', () => {
  it('names the line’s own rate, and says when print is zero-rated', () => {
    expect(vatLabel(20)).toBe('VAT (20%)');
    expect(vatLabel(0)).toBe('VAT (0%) zero-rated');
  });
});

describe('PricePanel', () => {
  it('lists net, delivery, VAT and the total in pounds', () => {
    renderPanel({ price: createPrice({ net: 1623, delivery: 895, vat: 504, total: 3022 }) });
    expect(panel()).toHaveTextContent('Printing, 50 items£16.23');
    expect(panel()).toHaveTextContent('Delivery: Next Day£8.95');
    expect(panel()).toHaveTextContent('VAT (20%)£5.04');
    expect(within(panel()).getByTestId('price-total')).toHaveTextContent('£30.22');
    expect(screen.getByRole('status')).toHaveTextContent('Total £30.22 including VAT');
  });

  it("shows the account's discount line as the BFF names it", () => {
    renderPanel({ price: createPrice({ accountDiscount: { label: 'Reseller discount (15%)', percent: 15, amount: 63 } }) });
    expect(panel()).toHaveTextContent('Reseller discount (15%)\u2212£0.63');
  });

  it('leaves the discount out for everyone else, and calls free delivery Free', () => {
    renderPanel();
    expect(panel()).not.toHaveTextContent('discount');
    expect(panel()).toHaveTextContent('Delivery: Next DayFree');
  });

  it('keeps the last price on screen while the next is priced; Add to cart can still be pressed', () => {
    renderPanel({ isUpdating: true });
    expect(panel()).toHaveAttribute('aria-busy', 'true');
    expect(within(panel()).getByTestId('price-total')).toHaveTextContent('£15.00');
    expect(screen.getByRole('button', { name: /Add to cart/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows Add to cart waiting once pressed for a price still on its way', () => {
    renderPanel({ isUpdating: true, isAdding: true });
    expect(screen.getByRole('button', { name: /Add to cart/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('names the items the price on screen is for, not a quantity still to be priced', () => {
    renderPanel({ price: createPrice({ quantity: 500 }), problem: 'Please choose or enter a quantity.' });
    expect(panel()).toHaveTextContent('Printing, 500 items');
  });

  it('shows the printing price per item as it is, to a fraction of a penny, never the upstream\'s rounded unit price', () => {
    renderPanel({ price: createPrice({ quantity: 10_000, unitNet: 2, net: 16_187 }) });
    expect(panel()).toHaveTextContent('£0.0162 per item + VAT');
    cleanup();
    renderPanel({ price: createPrice({ quantity: 1_000, unitNet: 5, net: 4_807 }) });
    expect(panel()).toHaveTextContent('£0.0481 per item + VAT');
    cleanup();
    renderPanel({ price: createPrice({ quantity: 10, unitNet: 1_550, net: 15_500, extras: 300 }) });
    expect(panel()).toHaveTextContent('£15.50 per item + VAT');
  });

  it('adds no VAT to the price per item of zero-rated print', () => {
    renderPanel({ price: createPrice({ quantity: 100, unitNet: 94, net: 9_400, vatPercent: 0, vat: 0, total: 9_400 }) });
    expect(panel()).toHaveTextContent('£0.94 per item, no VAT');
    expect(panel()).not.toHaveTextContent('+ VAT');
  });

  it('says why the selection cannot be added, and disables Add to cart', () => {
    renderPanel({ problem: 'Please enter a quantity between 50 and 500.' });
    expect(panel()).toHaveTextContent('Please enter a quantity between 50 and 500.');
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
  });
});
