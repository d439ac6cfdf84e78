import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutQuoteRequest } from '@bff/schemas/checkout';
import { BffError } from '@web/lib/bff-client';
import { cartActions, getCart } from '@web/features/cart/cart-store';
import { createCartItem } from '@web/features/cart/test/create-cart-item';
import { bffCalls, fakeBff, type BffCall } from '@web/test/fake-bff';
import { createCheckoutState, createQuote } from '../test/checkout-fixtures';
import { renderPage } from '../test/render-page';
import { OrderPolicyPage } from './order-policy-page';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

const COLLECTION = { name: 'PrintShop London workshop', address: '12 Print Lane', city: 'London', postcode: 'E1 6AN', country: 'United Kingdom' };
const SERVICES = [
  { id: 2, title: 'Standard delivery', description: null, days: 3, price: 0, cutOff: '16:00', sameDay: false, collection: false },
  { id: 3, title: 'Next day', description: null, days: 1, price: 995, cutOff: '16:00', sameDay: false, collection: false },
  { id: 4, title: 'Collect', description: null, days: 0, price: 0, cutOff: '16:00', sameDay: false, collection: true },
];

/** Quotes priced for what was asked, and the product's delivery services; `details` answers a save of the details step. */
function answerBff(details: () => unknown = () => ({})) {
  fakeBff.mockImplementation(({ method, path, body }: BffCall) => {
    if (method === 'POST' && path === 'checkout/quote') {
      const request = body as CheckoutQuoteRequest;
      return createQuote({
        orderPolicy: request.orderPolicy,
        collection: request.orderPolicy === 'collection' ? COLLECTION : null,
        sameDayDelivery: request.postcode === 'SW1A 1AA',
      });
    }
    if (method === 'PUT' && path === 'checkout/details') return details();
    return { configurator: { deliveryServices: SERVICES } };
  });
}

beforeEach(() => {
  cartActions.add(createCartItem());
  answerBff();
});

afterEach(() => {
  cartActions.clear();
  fakeBff.mockReset();
});

const lastQuoteRequest = () => bffCalls('POST', 'checkout/quote').at(-1)?.body;

async function renderDetails() {
  const page = renderPage(<OrderPolicyPage state={createCheckoutState()} />);
  await screen.findByRole('heading', { level: 1, name: 'Delivery details' });
  return page;
}

async function fillBilling(user: Awaited<ReturnType<typeof renderDetails>>['user']) {
  const billing = screen.getByRole('group', { name: 'Billing address' });
  for (const [label, text] of [
    ['Address line 1', '10 Downing Street'],
    ['Town or city', 'London'],
    ['Postcode', 'sw1a1aa'],
    ['Phone number', '020 7946 0123'],
  ] as const) {
    await user.click(within(billing).getByLabelText(label));
    await user.paste(text);
  }
  await user.tab();
}

describe('OrderPolicyPage', { timeout: 20_000 }, () => {
  it('writes the postcode the shop way on leaving it, and the quote then flags same-day London delivery', async () => {
    const { user } = await renderDetails();
    // formisch validates asynchronously, on mount too: the button follows a moment later.
    await waitFor(() => expect(screen.getByRole('button', { name: /Continue to artwork/ })).toBeDisabled());
    expect(screen.getByText(/To continue, complete: Billing address line 1, Billing town or city, Billing postcode, Billing phone number\./)).toBeInTheDocument();
    await fillBilling(user);
    expect(screen.getByLabelText('Postcode')).toHaveValue('SW1A 1AA');
    expect(await screen.findByText('Same-day London delivery')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue to artwork/ })).toBeEnabled();
  });

  it('shows a separate delivery address only when the shopper unticks "same as billing"', async () => {
    const { user } = await renderDetails();
    const same = screen.getByRole('checkbox', { name: 'Shipping address same as billing' });
    expect(same).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Delivery address' })).not.toBeInTheDocument();
    await user.click(same);
    expect(screen.getByRole('group', { name: 'Delivery address' })).toBeInTheDocument();
  });

  it('click and collect shows the collection point, no delivery address, and keeps each line\'s service in sight', async () => {
    const { user } = await renderDetails();
    expect(await screen.findByRole('combobox', { name: 'Delivery service for Standard Business Cards' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Click and collect/ }));
    expect(await screen.findByText('12 Print Lane')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Shipping address same as billing' })).not.toBeInTheDocument();
    // A line's service is charged with the line: a collector sees it and may change it.
    expect(screen.getByRole('heading', { name: 'How soon you need it' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Delivery service for Standard Business Cards' })).toBeInTheDocument();
    await waitFor(() => expect(lastQuoteRequest()).toMatchObject({ orderPolicy: 'collection', postcode: null }));
  });

  it('a faster delivery service changes the cart line and is priced again', async () => {
    const { user } = await renderDetails();
    const service = await screen.findByRole('combobox', { name: 'Delivery service for Standard Business Cards' });
    const options = within(service).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Standard delivery (free)', 'Next day (£9.95 ex. VAT)']);
    await user.selectOptions(service, 'Next day (£9.95 ex. VAT)');
    expect(getCart().items[0]?.deliveryService).toEqual({ id: 3, title: 'Next day' });
    await waitFor(() => expect(lastQuoteRequest()).toMatchObject({ items: [{ deliveryServiceId: 3 }] }));
  });

  it('puts a refusal\'s field messages under their fields and keeps what was typed', async () => {
    answerBff(() => {
      throw new BffError(400, 'validation_failed', 'Please enter a valid UK postcode', { 'billing.postcode': ['Please enter a valid UK postcode'] });
    });
    const { user } = await renderDetails();
    await fillBilling(user);
    await user.click(screen.getByRole('button', { name: /Continue to artwork/ }));
    const postcode = screen.getByLabelText('Postcode');
    await waitFor(() => expect(postcode).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid UK postcode')));
    expect(postcode).toHaveValue('SW1A 1AA');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('10 Downing Street');
    expect(bffCalls('PUT', 'checkout/details').map((call) => call.body)).toEqual([expect.objectContaining({ orderPolicy: 'delivery', shippingSameAsBilling: true })]);
  });

  it('Continue pressed before the typed postcode is priced waits for that quote, then saves', async () => {
    // The quote for the postcode typed answers only when the test lets it.
    let answerQuote = () => {};
    const held = new Promise<void>((resolve) => (answerQuote = resolve));
    fakeBff.mockImplementation(async ({ method, path, body }: BffCall) => {
      if (method === 'POST' && path === 'checkout/quote') {
        const request = body as CheckoutQuoteRequest;
        if (request.postcode === 'SW1A 1AA') await held;
        return createQuote({ sameDayDelivery: request.postcode === 'SW1A 1AA' });
      }
      if (method === 'PUT' && path === 'checkout/details') return {};
      return { configurator: { deliveryServices: SERVICES } };
    });
    const { user } = await renderDetails();
    await fillBilling(user);
    const carryOn = screen.getByRole('button', { name: /Continue to artwork/ });
    await waitFor(() => expect(carryOn).toBeEnabled());
    await user.click(carryOn);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bffCalls('PUT', 'checkout/details')).toHaveLength(0);
    expect(screen.queryByText('Same-day London delivery')).not.toBeInTheDocument();

    answerQuote();
    expect(await screen.findByText('Same-day London delivery')).toBeInTheDocument();
    await waitFor(() => expect(bffCalls('PUT', 'checkout/details')).toHaveLength(1));
    expect(bffCalls('PUT', 'checkout/details')[0]?.body).toMatchObject({ billing: { postcode: 'SW1A 1AA' } });
  });

  it('a collection that waited for its price still prices the typed postcode on going back to delivery', async () => {
    let answerCollection = () => {};
    const held = new Promise<void>((resolve) => (answerCollection = resolve));
    fakeBff.mockImplementation(async ({ method, path, body }: BffCall) => {
      if (method === 'POST' && path === 'checkout/quote') {
        const request = body as CheckoutQuoteRequest;
        if (request.orderPolicy === 'collection') await held;
        return createQuote({ orderPolicy: request.orderPolicy, sameDayDelivery: request.postcode === 'SW1A 1AA' });
      }
      if (method === 'PUT' && path === 'checkout/details') throw new BffError(409, 'checkout_changed', 'Your checkout changed');
      return { configurator: { deliveryServices: SERVICES } };
    });
    const { user } = await renderDetails();
    await fillBilling(user);
    expect(await screen.findByText('Same-day London delivery')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Click and collect/ }));
    await user.click(screen.getByRole('button', { name: /Continue to artwork/ }));
    answerCollection();
    await waitFor(() => expect(bffCalls('PUT', 'checkout/details')).toHaveLength(1));

    await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
    expect(await screen.findByText('Same-day London delivery')).toBeInTheDocument();
    expect(lastQuoteRequest()).not.toMatchObject({ orderPolicy: 'delivery', postcode: null });
  });
});
