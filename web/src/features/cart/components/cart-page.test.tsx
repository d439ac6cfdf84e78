import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBff } from '@web/test/fake-bff';
import { InRouter } from '@web/test/router-context';
import { cartActions } from '../cart-store';
import { createCartItem } from '../test/create-cart-item';
import { CartPage } from './cart-page';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

afterEach(() => {
  vi.restoreAllMocks();
  cartActions.clear();
});

const first = createCartItem({ code: 'line-1', productName: 'Standard Business Cards' });
const second = createCartItem({ code: 'line-2', uuid: 'b6a1c1de-0000-4000-8000-000000000002', productName: 'Flyers' });

function renderCartPage() {
  fakeBff.mockReturnValue(new Promise(() => undefined));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InRouter>
        <CartPage categories={[]} />
      </InRouter>
    </QueryClientProvider>,
  );
}

describe('CartPage', () => {
  it('moves focus to the heading once a removed line has gone', async () => {
    cartActions.add(first);
    cartActions.add(second);
    renderCartPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Flyers' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toHaveFocus();
  });

  it('does not pull focus later when a removal changed nothing (the line was gone already)', async () => {
    cartActions.add(first);
    cartActions.add(second);
    renderCartPage();
    const remove = await screen.findByRole('button', { name: 'Remove Flyers' });
    // The line went in the same moment by another tab: this removal finds nothing left to remove.
    const removeNow = cartActions.remove;
    vi.spyOn(cartActions, 'remove').mockImplementation(() => undefined);
    await userEvent.click(remove);
    // Later another tab's change does change the count: focus stays where the shopper left it.
    act(() => removeNow('line-1'));
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).not.toHaveFocus();
  });
});
