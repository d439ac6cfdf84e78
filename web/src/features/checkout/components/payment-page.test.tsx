import { act, screen, within } from '@testing-library/react';
import { CHECKOUT_MESSAGES } from '@bff/schemas/checkout';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions, getCart } from '@web/features/cart/cart-store';
import { createCartItem } from '@web/features/cart/test/create-cart-item';
import { BffError } from '@web/lib/bff-client';
import { bffCalls, fakeBff } from '@web/test/fake-bff';
import { checkoutQueries } from '../api/checkout-queries';
import { DETAILS_STEP } from '../checkout-paths';
import { createAddress, createCheckoutState, createQuote, createQuoteLine } from '../test/checkout-fixtures';
import { renderPage } from '../test/render-page';
import { PaymentPage } from './payment-page';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

const state = createCheckoutState({
  details: { orderPolicy: 'delivery', billing: createAddress(), shippingSameAsBilling: true },
  artwork: { 'line-1': { kind: 'upload', artworkId: 'art-1', fileName: 'cards.pdf', size: 2048 } },
});

let placeOrder: (value: unknown) => void;

function answerQuotes(paymentMethods: ('card' | 'invoice')[]) {
  fakeBff.mockImplementation(({ method, path }) => {
    if (method === 'POST' && path === 'checkout/quote') return Promise.resolve(createQuote({ paymentMethods }));
    // The order's answer waits until the test gives it, as a slow network would.
    return new Promise((resolve) => {
      placeOrder = resolve;
    });
  });
}

const assign = vi.fn();

beforeEach(() => {
  cartActions.add(createCartItem());
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  cartActions.clear();
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

async function renderPayment(declined: string | null = null) {
  const page = renderPage(<PaymentPage state={state} declined={declined} />);
  page.queryClient.setQueryData(checkoutQueries.state().queryKey, state);
  await screen.findByText('£30.00', { selector: 'strong' });
  return page;
}

const placeOrderButton = () => screen.getByRole('button', { name: 'Place order' });
const orderCalls = () => bffCalls('POST', 'checkout/orders');

describe('PaymentPage', { timeout: 20_000 }, () => {
  it('reviews the order and offers card only, on the provider\'s secure page', async () => {
    answerQuotes(['card']);
    await renderPayment();
    expect(screen.getByText('cards.pdf')).toBeInTheDocument();
    expect(screen.getByText('Same as billing address')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    expect(screen.getByText(/You enter your card on our payment provider’s secure page/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pay by invoice/ })).not.toBeInTheDocument();
  });

  it('sends one order for a double click, then goes to the provider\'s page', async () => {
    answerQuotes(['card']);
    const { user } = await renderPayment();
    await user.dblClick(placeOrderButton());
    await user.click(placeOrderButton());
    expect(orderCalls()).toHaveLength(1);
    expect(orderCalls()[0]?.body).toMatchObject({ paymentMethod: 'card', items: [{ code: 'line-1' }] });
    placeOrder({ invoiceNo: 1042, status: 'payment_required', paymentUrl: 'https://pay.example/hosted/p-1' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/hosted/p-1'));
    // The cart stays until the payment is confirmed.
    expect(getCart().items).toHaveLength(1);
  });

  it('lets a pay-by-invoice account place the order without a card, emptying the cart', async () => {
    answerQuotes(['card', 'invoice']);
    const { user, router } = await renderPayment();
    await user.click(screen.getByRole('radio', { name: /Pay by invoice/ }));
    await user.click(placeOrderButton());
    expect(orderCalls()[0]?.body).toMatchObject({ paymentMethod: 'invoice' });
    placeOrder({ invoiceNo: 1042, status: 'confirmed' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/order-process/order-confirmation/1042'));
    await vi.waitFor(() => expect(getCart().items).toHaveLength(0));
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows why the last payment was declined, with everything kept', async () => {
    answerQuotes(['card']);
    await renderPayment('Card declined by the issuer.');
    expect(screen.getByRole('alert')).toHaveTextContent('Card declined by the issuer.');
    expect(placeOrderButton()).toBeEnabled();
  });

  it('holds Place order while the total shown was priced for other details, until theirs is priced', async () => {
    let answerQuote = () => {};
    const held = new Promise<void>((resolve) => (answerQuote = resolve));
    fakeBff.mockImplementation(async ({ method, path, body }) => {
      if (method !== 'POST' || path !== 'checkout/quote') return new Promise(() => {});
      // Details saved in another tab: a new delivery postcode, priced only when the test lets it.
      if ((body as { postcode: string | null }).postcode === 'E1 6AN') {
        await held;
        return createQuote({ total: 3995 });
      }
      return createQuote();
    });
    const { queryClient } = await renderPayment();
    expect(placeOrderButton()).toBeEnabled();

    act(() => queryClient.setQueryData(checkoutQueries.state().queryKey, { ...state, details: { ...state.details!, billing: createAddress({ postcode: 'E1 6AN' }) } }));
    await vi.waitFor(() => expect(bffCalls('POST', 'checkout/quote').at(-1)?.body).toMatchObject({ postcode: 'E1 6AN' }));
    expect(screen.getByText('£30.00', { selector: 'strong' })).toBeInTheDocument();
    expect(placeOrderButton()).toBeDisabled();

    answerQuote();
    expect(await screen.findByText('£39.95', { selector: 'strong' })).toBeInTheDocument();
    await vi.waitFor(() => expect(placeOrderButton()).toBeEnabled());
  });

  describe('at the cut-off', () => {
    // Wednesday 2 December 2026, 15:59:50 in London (GMT): ten seconds before the same-day cut-off.
    const cutOffAt = '2026-12-02T16:00:00.000Z';
    const today = { iso: '2026-12-02', text: 'Wednesday 2nd December', cutOffAt };
    const tomorrow = { iso: '2026-12-03', text: 'Thursday 3rd December', cutOffAt: '2026-12-03T16:00:00.000Z' };
    const moved = 'The estimated delivery is now Thursday 3rd December, as the order cut-off has passed.';

    /** The BFF's quotes: today's date until its clock passes the cut-off, tomorrow's after. */
    function answerQuotesAcross(pastCutOff: () => boolean, placed: () => unknown = () => new Promise(() => {})) {
      fakeBff.mockImplementation(({ method, path }) => {
        if (method === 'POST' && path === 'checkout/quote') return createQuote({ paymentMethods: ['card', 'invoice'], estimatedDelivery: pastCutOff() ? tomorrow : today });
        return placed();
      });
    }

    beforeEach(() => {
      // The clock runs on its own (the page's fetches settle) and jumps when the test moves it.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      vi.setSystemTime(new Date('2026-12-02T15:59:50Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('shows the next delivery date once the cut-off passes, without the shopper doing anything', async () => {
      answerQuotesAcross(() => Date.now() >= Date.parse(cutOffAt));
      await renderPayment();
      expect(screen.getByText(/Estimated delivery Wednesday 2nd December/)).toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(12_000));
      expect(await screen.findByText(/Estimated delivery Thursday 3rd December/)).toBeInTheDocument();
      await vi.waitFor(() => expect(placeOrderButton()).toBeEnabled());
    });

    it('sends the date it showed; refused for a date the cut-off moved, it shows the new one and keeps the choices made', async () => {
      // The BFF's clock is past the cut-off, the browser's a few seconds slow: only the refusal tells.
      let refused = false;
      answerQuotesAcross(
        () => refused,
        () => {
          refused = true;
          return Promise.reject(new BffError(409, 'delivery_changed', moved));
        },
      );
      const { user } = await renderPayment();
      await user.click(screen.getByRole('radio', { name: /Pay by invoice/ }));
      await user.click(placeOrderButton());

      expect(orderCalls()[0]?.body).toMatchObject({ paymentMethod: 'invoice', estimatedDelivery: '2026-12-02' });
      expect(await screen.findByRole('alert')).toHaveTextContent(moved);
      expect(await screen.findByText(/Estimated delivery Thursday 3rd December/)).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Pay by invoice/ })).toBeChecked();
      await vi.waitFor(() => expect(placeOrderButton()).toBeEnabled());
    });
  });
  describe('a same-day line past its cut-off', () => {
    const SAME_DAY = { id: 5, title: 'Same Day', description: null, days: 0, price: 2500, cutOff: '16:00', sameDay: true, collection: false };
    const NEXT_DAY = { id: 3, title: 'Next Day', description: null, days: 1, price: 995, cutOff: '16:00', sameDay: false, collection: false };
    const COLLECT = { id: 4, title: 'Collect', description: null, days: 0, price: 0, cutOff: '16:00', sameDay: false, collection: true };
    const notPlaced = 'Same Day delivery is no longer available today: the 16:00 cut-off has passed. Your order has not been placed: please choose another delivery speed, then place it again.';
    const refusal = () => new BffError(409, 'delivery_changed', notPlaced, { 'items.line-1': [CHECKOUT_MESSAGES.sameDayPast] });
    /** The refusal's banner (the summary has its own, for the quote that failed). */
    const refusalAlert = () =>
      vi.waitFor(() => {
        const found = screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(notPlaced));
        if (!found) throw new Error('the refusal is not shown');
        return found;
      });
    const speedChoice = () => screen.queryByLabelText('Delivery service for Standard Business Cards');

    /** Place order is refused for the same-day line, and the quotes asked for after it fail. */
    function answerRefusalThenNoQuote(services: unknown[]) {
      let refused = false;
      fakeBff.mockImplementation(({ method, path }) => {
        if (method === 'POST' && path === 'checkout/quote') return refused ? Promise.reject(new BffError(503, 'upstream_unavailable', 'Unavailable')) : Promise.resolve(createQuote());
        if (method === 'POST' && path === 'checkout/orders') {
          refused = true;
          return Promise.reject(refusal());
        }
        return Promise.resolve({ configurator: { deliveryServices: services } });
      });
    }

    beforeEach(() => {
      cartActions.clear();
      cartActions.add(createCartItem({ deliveryService: { id: SAME_DAY.id, title: SAME_DAY.title } }));
    });

    it('shows the speeds as the refusal names the line, even when the quote priced again fails', async () => {
      answerRefusalThenNoQuote([SAME_DAY, NEXT_DAY, COLLECT]);
      const { user } = await renderPayment();
      await user.click(placeOrderButton());

      const alert = await refusalAlert();
      const speed = await vi.waitFor(() => {
        const found = speedChoice();
        if (!found) throw new Error('no speed choice yet');
        return found;
      });
      expect(speed).toHaveAttribute('aria-invalid', 'true');
      expect(speed).toHaveAccessibleDescription(CHECKOUT_MESSAGES.sameDayPast);
      await user.click(within(alert).getByRole('button', { name: 'Change delivery speed' }));
      expect(speed).toHaveFocus();
    });

    it('sends the shopper to the details step for the speed when no choice for the line shows here', async () => {
      // The product offers same-day and collection only: there is no other speed to choose on this page.
      answerRefusalThenNoQuote([SAME_DAY, COLLECT]);
      const { user } = await renderPayment();
      await user.click(placeOrderButton());

      const alert = await refusalAlert();
      expect(within(alert).getByRole('link', { name: 'Change delivery speed' })).toHaveAttribute('href', DETAILS_STEP);
      expect(within(alert).queryByRole('button', { name: 'Change delivery speed' })).not.toBeInTheDocument();
      expect(speedChoice()).not.toBeInTheDocument();
    });

    it('a line the quote marks, with no choice for it here, is put right from the cart, not by a button that does nothing', async () => {
      fakeBff.mockImplementation(({ method, path }) => {
        if (method === 'POST' && path === 'checkout/quote') {
          return Promise.resolve(createQuote({ lines: [createQuoteLine({ available: false, message: CHECKOUT_MESSAGES.sameDayPast })], allAvailable: false }));
        }
        return Promise.resolve({ configurator: { deliveryServices: [SAME_DAY] } });
      });
      await renderPayment();

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('link', { name: 'Go to your cart' })).toBeInTheDocument();
      expect(within(alert).queryByRole('button', { name: 'Change delivery speed' })).not.toBeInTheDocument();
      expect(placeOrderButton()).toBeDisabled();
    });
  });
});
