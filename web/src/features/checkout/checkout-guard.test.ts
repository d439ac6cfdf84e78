import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import { sessionQueries, type SessionView } from '@web/features/auth/api/session';
import { fakeBff } from '@web/test/fake-bff';
import { cartActions, getCart } from '../cart/cart-store';
import { cartLinesKey } from '@bff/shared/cart-lines-key';
import { createCartItem } from '../cart/test/create-cart-item';
import { loadCheckoutState, requireOnlineCheckout, requirePhoneCheckout, skipCheckoutEntry } from './checkout-guard';
import { createAddress, createCheckoutState } from './test/checkout-fixtures';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

const customer = (userType: '0' | '1' | '2' | '3', isGuest = false): SessionView => ({
  anonymous: false,
  accountId: 'account-1',
  name: 'Jane Smith',
  firstName: 'Jane',
  avatarUrl: null,
  accountType: 'individual',
  userType,
  isGuest,
  email: 'jane@example.com',
});

/** A query client that knows who the shopper is (a fresh session answer), and a BFF that answers GET /api/checkout with `checkout`. */
function answer(session: SessionView, checkout: unknown = createCheckoutState()) {
  fakeBff.mockImplementation(({ method, path }) => {
    if (method !== 'GET' || path !== 'checkout') throw new Error(`Unexpected ${method} /api/${path}`);
    return checkout instanceof Error ? Promise.reject(checkout) : Promise.resolve(checkout);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueries.current().queryKey, session);
  return queryClient;
}

/** Where a guard sends the shopper, or null when it lets the page open. */
async function destination(guard: Promise<unknown>): Promise<string | null> {
  try {
    await guard;
    return null;
  } catch (error) {
    if (isRedirect(error)) return error.options.href ?? null;
    throw error;
  }
}

afterEach(() => {
  cartActions.clear();
  fakeBff.mockReset();
});

describe('checkout guards', () => {
  it('lets anonymous shoppers choose at the entry, and sends the known ones straight on', async () => {
    cartActions.add(createCartItem());
    expect(await destination(skipCheckoutEntry(answer({ anonymous: true })))).toBeNull();
    expect(await destination(skipCheckoutEntry(answer(customer('1'))))).toBe('/order-process/checkout/order-policy');
    expect(await destination(skipCheckoutEntry(answer(customer('2', true))))).toBe('/order-process/checkout/order-policy');
    expect(await destination(skipCheckoutEntry(answer(customer('0'))))).toBe('/order-process/checkout/phonecall-order-receive');
    expect(await destination(skipCheckoutEntry(answer(customer('3'))))).toBe('/order-process/checkout/phonecall-order-receive');
  });

  it('keeps an empty cart at the entry, to say so', async () => {
    expect(await destination(skipCheckoutEntry(answer(customer('1'))))).toBeNull();
  });

  it('needs a session for the online steps, and keeps phone-call customers to their page', async () => {
    expect(await destination(requireOnlineCheckout(answer({ anonymous: true })))).toBe('/order-process/checkout');
    expect(await destination(requireOnlineCheckout(answer(customer('3'))))).toBe('/order-process/checkout/phonecall-order-receive');
    expect(await destination(requireOnlineCheckout(answer(customer('2', true))))).toBeNull();
    expect(await destination(requirePhoneCheckout(answer(customer('1')), undefined))).toBe('/order-process/checkout/order-policy');
    expect(await destination(requirePhoneCheckout(answer(customer('0')), undefined))).toBeNull();
  });

  it('sends a step back to the first one not done yet', async () => {
    cartActions.add(createCartItem());
    const details = { orderPolicy: 'collection', billing: createAddress() } as const;
    expect(await destination(loadCheckoutState(answer(customer('1')), 'details'))).toBe('/order-process/checkout/order-policy');
    expect(await destination(loadCheckoutState(answer(customer('1'), createCheckoutState({ details })), 'artwork'))).toBe('/artwork/upload-artwork');
    const ready = createCheckoutState({ details, artwork: { 'line-1': { kind: 'later' } } });
    expect(await destination(loadCheckoutState(answer(customer('1'), ready), 'artwork'))).toBeNull();
  });

  it('sends a cart the checkout says was already ordered to its order, and empties it', async () => {
    const item = createCartItem();
    const details = { orderPolicy: 'collection', billing: createAddress() } as const;
    const placed = createCheckoutState({ details, placedOrder: { invoiceNo: 1042, cart: cartLinesKey([item.code]) } });
    cartActions.add(item);
    expect(await destination(loadCheckoutState(answer(customer('1'), placed), 'artwork'))).toBe('/order-process/order-confirmation/1042');
    expect(getCart().items).toEqual([]);

    cartActions.add(item);
    expect(await destination(requirePhoneCheckout(answer(customer('0'), placed), undefined))).toBe(
      '/order-process/checkout/phonecall-order-receive?order=1042',
    );
    expect(getCart().items).toEqual([]);
  });

  it('keeps a cart other than the one ordered', async () => {
    const item = createCartItem();
    cartActions.add(item);
    const placedOther = { invoiceNo: 1042, cart: cartLinesKey([`${item.code}-other`]) };
    const ready = createCheckoutState({
      details: { orderPolicy: 'collection', billing: createAddress() },
      artwork: { [item.code]: { kind: 'later' } },
      placedOrder: placedOther,
    });
    expect(await destination(loadCheckoutState(answer(customer('1'), ready), 'artwork'))).toBeNull();
    expect(await destination(requirePhoneCheckout(answer(customer('0'), ready), undefined))).toBeNull();
    expect(getCart().items).toHaveLength(1);
  });

  it('goes back to the entry when the session has ended', async () => {
    const client = answer(customer('1'), new BffError(401, 'unauthorized', 'Please log in to continue.'));
    expect(await destination(loadCheckoutState(client, 'nothing'))).toBe('/order-process/checkout');
  });
});
