import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import { bffCalls, fakeBff } from '@web/test/fake-bff';
import { closeLoginModal, useLoginModalRequest } from '../auth/login-modal-store';
import type { CartQuote } from './api/cart-queries';
import { cartActions, getCart, useCart } from './cart-store';
import { createCartItem } from './test/create-cart-item';
import { useCartQuote } from './use-cart-quote';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

const cart = { items: [createCartItem()] };
const GUEST_QUOTE = { lines: [], totals: { net: 0, extras: 0, delivery: 0, accountDiscount: null, vatByRate: [], vat: 0, total: 0 }, allAvailable: true, currency: 'GBP' } as CartQuote;

function Probe() {
  const { isError } = useCartQuote(cart);
  const request = useLoginModalRequest();
  return (
    <p>
      {request ? `modal: ${request.notice ?? ''}` : 'modal closed'} / {isError ? 'error shown' : 'no error'}
    </p>
  );
}

afterEach(() =>
  act(() => {
    closeLoginModal();
    cartActions.clear();
  }),
);

function StoredCartProbe() {
  const { cart } = useCart();
  useCartQuote(cart);
  return null;
}

const renderWithQueries = (ui: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

describe('useCartQuote', () => {
  it('asks a shopper whose session ended to log in again, and prices as a guest if they would rather not', async () => {
    fakeBff
      .mockRejectedValueOnce(new BffError(401, 'session_ended', 'Your session has ended. Please log in again.'))
      .mockResolvedValue(GUEST_QUOTE);
    renderWithQueries(<Probe />);
    expect(await screen.findByText(/^modal: Your session has ended/)).toBeInTheDocument();
    // Not a pricing failure to apologise for: the modal says what happened.
    expect(screen.getByText(/no error/)).toBeInTheDocument();

    act(() => closeLoginModal());
    await waitFor(() => expect(bffCalls('POST', 'cart/quote')).toHaveLength(2));
    expect(screen.getByText(/modal closed/)).toBeInTheDocument();
  });

  it('stores the quoted price of a line the shopper changed, as a cart restored from storage marks it', async () => {
    // A page loaded after the change (a reload, another tab) knows of it only from the stored line.
    cartActions.add(createCartItem({ variationNetPrice: 2500, extraTotalPrice: 0, pricePending: true }));
    const price: CartQuote['lines'][number]['price'] = { variationId: 10, quantity: 250, quantityId: 3, unitNet: 10, net: 2500, extras: 0, delivery: 895, accountDiscount: null, vatPercent: 20, vat: 679, total: 4074, currency: 'GBP' };
    fakeBff.mockResolvedValue({ ...GUEST_QUOTE, lines: [{ code: 'line-1', variationId: 10, quantityRules: null, available: true, message: null, price }] });
    renderWithQueries(<StoredCartProbe />);
    await waitFor(() => expect(getCart().items[0]).toMatchObject({ variationNetPrice: 2500, extraTotalPrice: 895, pricePending: false }));
  });
});
