import { describe, expect, it } from 'vitest';
import { createCartItem } from '../cart/test/create-cart-item';
import { checkoutQuoteRequest, travelOf, validPostcode } from './checkout-request';
import { createAddress } from './test/checkout-fixtures';

const cart = { items: [createCartItem()] };

describe('validPostcode', () => {
  it('writes a valid UK postcode the shop way and refuses anything else', () => {
    expect(validPostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(validPostcode(' ec1r  4ql ')).toBe('EC1R 4QL');
    expect(validPostcode('SW1A 1A')).toBeNull();
    expect(validPostcode('')).toBeNull();
    expect(validPostcode(undefined)).toBeNull();
  });
});

describe('checkoutQuoteRequest', () => {
  it('sends what the lines are with the policy and a valid delivery postcode, never a price', () => {
    const request = checkoutQuoteRequest(cart, { orderPolicy: 'delivery', postcode: 'w1t4jb' });
    expect(request).toEqual({
      items: [
        {
          code: 'line-1',
          variationId: 10,
          quantity: 250,
          quantityId: 3,
          options: { '1': 11 },
          sizes: [],
          colourId: null,
          deliveryServiceId: 2,
          bundle: false,
        },
      ],
      orderPolicy: 'delivery',
      postcode: 'W1T 4JB',
    });
    expect(JSON.stringify(request)).not.toMatch(/price/i);
  });

  it('leaves a half-typed postcode out, and collection has none', () => {
    expect(checkoutQuoteRequest(cart, { orderPolicy: 'delivery', postcode: 'W1T 4' })?.postcode).toBeNull();
    expect(checkoutQuoteRequest(cart, { orderPolicy: 'collection', postcode: 'W1T 4JB' })?.postcode).toBeNull();
  });

  it('has nothing to price for an empty cart', () => {
    expect(checkoutQuoteRequest({ items: [] }, { orderPolicy: 'delivery' })).toBeNull();
  });
});

describe('travelOf', () => {
  it('delivers to the shipping address, or the billing one when it is the same', () => {
    const billing = createAddress({ postcode: 'W1T 4JB' });
    expect(travelOf({ orderPolicy: 'delivery', billing, shippingSameAsBilling: true })).toEqual({ orderPolicy: 'delivery', postcode: 'W1T 4JB' });
    expect(
      travelOf({ orderPolicy: 'delivery', billing, shippingSameAsBilling: false, shipping: createAddress({ postcode: 'EC1R 4QL' }) }),
    ).toEqual({ orderPolicy: 'delivery', postcode: 'EC1R 4QL' });
    expect(travelOf({ orderPolicy: 'collection', billing })).toEqual({ orderPolicy: 'collection' });
    expect(travelOf(null)).toEqual({ orderPolicy: 'delivery', postcode: null });
  });
});
