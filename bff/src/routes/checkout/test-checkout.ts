// For tests only: a shopper going through checkout against the mock upstream (cart lines, details,
// artwork choices), so each test states only the step it is about.
import { findProduct, primaryVariation } from '@mocks/data/catalogue';
import type { ShopHarness } from '@bff/session/test-harness';
import type { CheckoutDetailsInput } from '@bff/schemas/checkout';

export const cards = primaryVariation(findProduct('standard-business-cards')!);
/** Zero-rated print (VAT 0). */
export const flyers = primaryVariation(findProduct('flyers')!);

/** A business-card line (standard delivery) and a zero-rated flyer line (next day: same-day depends on the clock). */
export const ITEMS = [
  { code: 'line-cards', variationId: cards.id, quantity: 250, deliveryServiceId: 3 },
  { code: 'line-flyers', variationId: flyers.id, quantity: 100, deliveryServiceId: 2 },
];

export const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address: '12 Marylebone Road',
  address2: '',
  city: 'London',
  postcode: 'nw1 5lr',
  phone: '020 7946 0000',
};

export const DELIVERY_DETAILS: CheckoutDetailsInput = { orderPolicy: 'delivery', billing: ADDRESS, shippingSameAsBilling: true };

/** The quote body for the delivery details above. */
export const QUOTE_REQUEST = { items: ITEMS, orderPolicy: 'delivery', postcode: 'NW1 5LR' };

export const json = async <T>(response: Response) => (await response.json()) as T;

export function checkoutCalls(shop: ShopHarness) {
  const send = (method: string, path: string, body?: unknown) =>
    shop.browser.request(`/api/checkout${path}`, { method, ...(body === undefined ? {} : { json: body }) });
  return {
    send,
    guest: (email = 'guest.shopper@example.com') => send('POST', '/guest', { email }),
    saveDetails: (details: CheckoutDetailsInput = DELIVERY_DETAILS) => send('PUT', '/details', details),
    quote: (body: object = QUOTE_REQUEST) => send('POST', '/quote', body),
    artworkLater: (code: string) => send('PUT', `/artwork/${code}`, { kind: 'later' }),
    placeOrder: (body: object = { items: ITEMS, paymentMethod: 'card' }) => send('POST', '/orders', body),
    /** Details saved and every line's artwork 'later': ready to place the order. */
    async readyToOrder(details: CheckoutDetailsInput = DELIVERY_DETAILS) {
      await send('PUT', '/details', details);
      for (const item of ITEMS) await send('PUT', `/artwork/${item.code}`, { kind: 'later' });
    },
  };
}
