import { describe, expect, it } from 'vitest';
import type { PriceView } from '@web/features/catalog/api/catalog-queries';
import type { CartQuote, CartQuoteLine } from './api/cart-queries';
import {
  UNAVAILABLE_LINES_MESSAGE,
  checkoutBlockedBy,
  lineDetails,
  priceChange,
  quoteRequest,
  storedPrice,
} from './cart-quote';
import { EMPTY_CART } from './cart-rules';
import { createCartItem } from './test/create-cart-item';

function createPrice(overrides: Partial<PriceView> = {}): PriceView {
  return {
    variationId: 10,
    quantity: 250,
    quantityId: 3,
    unitNet: 10,
    net: 2500,
    extras: 0,
    delivery: 0,
    accountDiscount: null,
    vatPercent: 20,
    vat: 500,
    total: 3000,
    currency: 'GBP',
    ...overrides,
  };
}

const line = (code: string, price: PriceView | null): CartQuoteLine => ({
  code,
  variationId: price?.variationId ?? 10,
  quantityRules: null,
  available: price !== null,
  message: price ? null : 'This product is no longer available.',
  price,
});

const quoteOf = (...lines: CartQuoteLine[]): CartQuote => ({
  lines,
  totals: { net: 0, extras: 0, delivery: 0, accountDiscount: null, vatByRate: [], vat: 0, total: 0 },
  allAvailable: lines.every((each) => each.available),
  currency: 'GBP',
});

const tees = createCartItem({
  code: 'tees',
  variationId: 40,
  quantityStyle: 2,
  quantity: { customQuantity: null, rangeTo: null, id: null },
  size: [
    { name: 'M', quantity: 10 },
    { name: 'L', quantity: 0 },
    { name: 'XL', quantity: 2 },
  ],
  colour: { id: 7, name: 'Navy' },
  attributes: [{ key: 'Print', value: 'Front only' }],
  deliveryService: { id: 1, title: 'Same day' },
});

describe('quoteRequest', () => {
  it('has nothing to send for an empty cart', () => {
    expect(quoteRequest(EMPTY_CART)).toBeNull();
  });

  it('sends what each line is, never what it cost', () => {
    const request = quoteRequest({ items: [createCartItem(), tees] });
    expect(request?.items).toEqual([
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
      {
        code: 'tees',
        variationId: 40,
        quantity: 12,
        quantityId: null,
        options: { '1': 11 },
        sizes: [
          { name: 'M', quantity: 10 },
          { name: 'XL', quantity: 2 },
        ],
        colourId: 7,
        deliveryServiceId: 1,
        bundle: false,
      },
    ]);
    expect(JSON.stringify(request)).not.toMatch(/Price|price/);
  });
});

describe('prices against the quote', () => {
  it('stores a priced configuration as net plus extras (sizes and delivery)', () => {
    expect(storedPrice(createPrice({ net: 2000, extras: 150, delivery: 599 }))).toEqual({
      variationNetPrice: 2000,
      extraTotalPrice: 749,
    });
  });

  it('reports a price that changed since the line was added', () => {
    const item = createCartItem({ variationNetPrice: 2500, extraTotalPrice: 0 });
    expect(priceChange(item, line('line-1', createPrice({ net: 2500 })))).toBeNull();
    expect(priceChange(item, line('line-1', createPrice({ net: 2400, delivery: 200 })))).toEqual({ was: 2500, now: 2600 });
    expect(priceChange(item, line('line-1', null))).toBeNull();
    expect(priceChange(item, undefined)).toBeNull();
  });

  it('reports no change for a line the shopper changed since its price was stored: the new price is theirs', () => {
    const item = createCartItem({ variationNetPrice: 2500, extraTotalPrice: 0, pricePending: true });
    expect(priceChange(item, line('line-1', createPrice({ net: 2500, delivery: 895 })))).toBeNull();
  });

});

describe('lineDetails', () => {
  it('lists attributes, colour, the sizes ordered and the delivery service', () => {
    expect(lineDetails(tees)).toEqual([
      { key: 'Print', value: 'Front only' },
      { key: 'Colour', value: 'Navy' },
      { key: 'Sizes', value: 'M × 10, XL × 2' },
      { key: 'Delivery', value: 'Same day' },
    ]);
  });

  it('writes large size counts with thousands separators', () => {
    const bulk = createCartItem({ ...tees, size: [{ name: 'M', quantity: 600_000 }] });
    expect(lineDetails(bulk)).toContainEqual({ key: 'Sizes', value: 'M × 600,000' });
  });
});

describe('checkoutBlockedBy', () => {
  const cart = { items: [createCartItem()] };

  it("says 'Shopping cart empty!' for an empty cart", () => {
    expect(checkoutBlockedBy(EMPTY_CART, undefined)).toBe('Shopping cart empty!');
  });

  it('blocks while a line cannot be priced', () => {
    expect(checkoutBlockedBy(cart, quoteOf(line('line-1', null)))).toBe(UNAVAILABLE_LINES_MESSAGE);
  });

  it('lets a priced cart, or one still being priced, go on', () => {
    expect(checkoutBlockedBy(cart, quoteOf(line('line-1', createPrice())))).toBeNull();
    expect(checkoutBlockedBy(cart, undefined)).toBeNull();
  });
});
