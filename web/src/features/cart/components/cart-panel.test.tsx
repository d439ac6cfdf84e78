import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeBff } from '@web/test/fake-bff';
import { InRouter } from '@web/test/router-context';
import type { CartQuote } from '../api/cart-queries';
import { createCartItem } from '../test/create-cart-item';
import { CartPanel } from './cart-panel';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

const item = createCartItem();
const price = { variationId: 10, quantity: 250, quantityId: 3, unitNet: 10, net: 2_500, extras: 0, accountDiscount: null, vatPercent: 20, currency: 'GBP' as const };

function renderPanel(delivery: number) {
  const vat = Math.round((2_500 + delivery) / 5);
  const quote: CartQuote = {
    lines: [{ code: item.code, variationId: 10, quantityRules: null, available: true, message: null, price: { ...price, delivery, vat, total: 2_500 + delivery + vat } }],
    totals: { net: 2_500, extras: 0, delivery, accountDiscount: null, vatByRate: [{ percent: 20, amount: vat }], vat, total: 2_500 + delivery + vat },
    allAvailable: true,
    currency: 'GBP',
  };
  fakeBff.mockResolvedValue(quote);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InRouter>
        <CartPanel cart={{ items: [item] }} onNavigate={vi.fn()} />
      </InRouter>
    </QueryClientProvider>,
  );
}

describe('CartPanel', () => {
  it("names the delivery its subtotal holds, which the cart page's Subtotal leaves to its own row", async () => {
    renderPanel(895);
    expect(await screen.findByText('£33.95', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/^ex\. VAT/)).toHaveTextContent('ex. VAT, incl. delivery £8.95');
  });

  it('says only ex. VAT when delivery is free, the figure then being the goods alone', async () => {
    renderPanel(0);
    expect(await screen.findByText('£25.00', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/^ex\. VAT/)).toHaveTextContent(/^ex\. VAT$/);
  });
});
