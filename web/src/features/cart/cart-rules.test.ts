import { describe, expect, it } from 'vitest';
import {
  EMPTY_CART,
  addItem,
  clearCart,
  editItem,
  isCheckoutAllowed,
  isSameQuantity,
  lineQuantity,
  parseCart,
  removeItem,
  replaceItem,
  serializeCart,
  type Cart,
  type CartItem,
} from './cart-rules';
import { createCartItem } from './test/create-cart-item';

const createItem = createCartItem;

const cartOf = (...items: CartItem[]): Cart => ({ items });
const codes = (cart: Cart) => cart.items.map((item) => item.code);

describe('addItem', () => {
  it('appends a new code', () => {
    const cart = addItem(cartOf(createItem()), createItem({ code: 'line-2', variationId: 11 }));
    expect(codes(cart)).toEqual(['line-1', 'line-2']);
  });

  it('replaces the line with the same code, in place', () => {
    const cart = cartOf(createItem(), createItem({ code: 'line-2' }));
    const next = addItem(cart, createItem({ variationNetPrice: 4000 }));
    expect(codes(next)).toEqual(['line-1', 'line-2']);
    expect(next.items[0]?.variationNetPrice).toBe(4000);
  });

  it('does not change the cart it was given', () => {
    const cart = cartOf(createItem());
    addItem(cart, createItem({ code: 'line-2' }));
    addItem(cart, createItem({ variationNetPrice: 1 }));
    expect(cart).toEqual(cartOf(createItem()));
  });

  it('matches a bundle line with the same variation and quantity instead of duplicating it', () => {
    const bundleLine = createItem({ code: 'bundle-a', bundle: true });
    const cart = cartOf(createItem({ code: 'other', variationId: 99 }), bundleLine);
    const next = addItem(cart, createItem({ code: 'bundle-b', bundle: true, extraTotalPrice: 500 }));
    expect(codes(next)).toEqual(['other', 'bundle-a']);
    expect(next.items[1]?.extraTotalPrice).toBe(500);
  });

  it('appends a bundle item whose quantity differs', () => {
    const cart = cartOf(createItem({ code: 'bundle-a', bundle: true }));
    const next = addItem(
      cart,
      createItem({ code: 'bundle-b', bundle: true, quantity: { customQuantity: 500, rangeTo: null, id: 4 } }),
    );
    expect(codes(next)).toEqual(['bundle-a', 'bundle-b']);
  });

  it('appends a bundle item whose variation differs', () => {
    const cart = cartOf(createItem({ code: 'bundle-a', bundle: true }));
    expect(codes(addItem(cart, createItem({ code: 'bundle-b', bundle: true, variationId: 11 })))).toEqual([
      'bundle-a',
      'bundle-b',
    ]);
  });

  it('never merges a bundle item into a line the shopper configured', () => {
    const cart = cartOf(createItem({ code: 'own', bundle: false }));
    expect(codes(addItem(cart, createItem({ code: 'bundle-b', bundle: true })))).toEqual(['own', 'bundle-b']);
  });

  it('does not merge ordinary items with the same variation and quantity', () => {
    const cart = cartOf(createItem());
    expect(codes(addItem(cart, createItem({ code: 'line-2' })))).toEqual(['line-1', 'line-2']);
  });
});

describe('isSameQuantity', () => {
  const sized = (size: CartItem['size']) =>
    createItem({ quantityStyle: 2, quantity: { customQuantity: null, rangeTo: null, id: null }, size });

  it('ignores the order of sizes and sizes of zero', () => {
    expect(
      isSameQuantity(
        sized([
          { name: 'M', quantity: 5 },
          { name: 'L', quantity: 2 },
        ]),
        sized([
          { name: 'L', quantity: 2 },
          { name: 'XL', quantity: 0 },
          { name: 'M', quantity: 5 },
        ]),
      ),
    ).toBe(true);
  });

  it('tells different sizes, ranges and styles apart', () => {
    expect(isSameQuantity(sized([{ name: 'M', quantity: 5 }]), sized([{ name: 'M', quantity: 6 }]))).toBe(false);
    expect(isSameQuantity(sized([{ name: 'M', quantity: 5 }]), sized([{ name: 'S', quantity: 5 }]))).toBe(false);
    expect(
      isSameQuantity(
        createItem({ quantityStyle: 3, quantity: { customQuantity: null, rangeTo: 100, id: 1 } }),
        createItem({ quantityStyle: 3, quantity: { customQuantity: null, rangeTo: 200, id: 1 } }),
      ),
    ).toBe(false);
    expect(isSameQuantity(createItem(), createItem({ quantityStyle: 3 }))).toBe(false);
  });
});

describe('lineQuantity', () => {
  it('is the typed quantity, the range top, or the sizes added up', () => {
    expect(lineQuantity(createItem())).toBe(250);
    expect(lineQuantity(createItem({ quantityStyle: 3, quantity: { customQuantity: null, rangeTo: 49, id: 2 } }))).toBe(49);
    expect(lineQuantity(createItem({ quantityStyle: 3, quantity: { customQuantity: 30, rangeTo: 49, id: 2 } }))).toBe(30);
    expect(
      lineQuantity(
        createItem({
          quantityStyle: 2,
          quantity: { customQuantity: null, rangeTo: null, id: null },
          size: [
            { name: 'M', quantity: 5 },
            { name: 'L', quantity: 3 },
          ],
        }),
      ),
    ).toBe(8);
  });
});

describe('editItem', () => {
  it('changes the line with that code only', () => {
    const cart = cartOf(createItem(), createItem({ code: 'line-2' }));
    const next = editItem(cart, 'line-2', {
      quantity: { customQuantity: 1000, rangeTo: null, id: 5 },
      variationNetPrice: 6000,
    });
    expect(next.items[1]).toMatchObject({
      code: 'line-2',
      variationNetPrice: 6000,
      quantity: { customQuantity: 1000 },
    });
    expect(next.items[0]).toBe(cart.items[0]);
  });

  it('keeps the code even if the changes carry another', () => {
    const next = editItem(cartOf(createItem()), 'line-1', { code: 'hijack' } as Partial<CartItem>);
    expect(codes(next)).toEqual(['line-1']);
  });

  it('returns the same cart for an unknown code', () => {
    const cart = cartOf(createItem());
    expect(editItem(cart, 'nope', { variationNetPrice: 1 })).toBe(cart);
  });
});

describe('replaceItem', () => {
  const reconfigured = createItem({
    code: 'new-code',
    options: { '1': 12 },
    attributes: [{ key: 'Paper', value: '450gsm Matt' }],
    quantity: { customQuantity: 500, rangeTo: null, id: 4 },
    variationNetPrice: 4100,
  });

  it('puts the line configured again in the place of the old one, under the old code', () => {
    const cart = cartOf(createItem({ code: 'line-0' }), createItem(), createItem({ code: 'line-2' }));
    const next = replaceItem(cart, 'line-1', reconfigured);
    expect(codes(next)).toEqual(['line-0', 'line-1', 'line-2']);
    expect(next.items[1]).toEqual({ ...reconfigured, code: 'line-1' });
    expect(next.items[0]).toBe(cart.items[0]);
    expect(next.items[2]).toBe(cart.items[2]);
  });

  it('adds the line, under its old code, when it was removed meanwhile', () => {
    const next = replaceItem(cartOf(createItem({ code: 'line-0' })), 'line-1', reconfigured);
    expect(codes(next)).toEqual(['line-0', 'line-1']);
    expect(next.items[1]).toMatchObject({ variationNetPrice: 4100, options: { '1': 12 } });
  });
});

describe('removeItem and clearCart', () => {
  it('removes by code', () => {
    const cart = cartOf(createItem(), createItem({ code: 'line-2' }));
    expect(codes(removeItem(cart, 'line-1'))).toEqual(['line-2']);
  });

  it('returns the same cart for an unknown code', () => {
    const cart = cartOf(createItem());
    expect(removeItem(cart, 'nope')).toBe(cart);
  });

  it('clears to the empty cart', () => {
    expect(clearCart()).toEqual({ items: [] });
  });
});

describe('checkout', () => {
  it('is allowed only with lines in the cart', () => {
    expect(isCheckoutAllowed(EMPTY_CART)).toBe(false);
    expect(isCheckoutAllowed(cartOf(createItem()))).toBe(true);
    expect(isCheckoutAllowed(removeItem(cartOf(createItem()), 'line-1'))).toBe(false);
  });
});

describe('serializeCart and parseCart', () => {
  it('round-trips a cart', () => {
    const cart = cartOf(
      createItem(),
      createItem({ code: 'tees', quantityStyle: 2, size: [{ name: 'M', quantity: 10 }], bundle: true }),
    );
    expect(parseCart(serializeCart(cart))).toEqual(cart);
  });

  it('keeps the mark of a line whose price waits for the next quote, and reads lines stored without it as settled', () => {
    const pending = cartOf(createItem({ pricePending: true }));
    expect(parseCart(serializeCart(pending))).toEqual(pending);
    const { pricePending: _absent, ...stored } = createItem();
    expect(parseCart(JSON.stringify({ version: 1, items: [stored] })).items[0]?.pricePending).toBe(false);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"version":1,"items":['],
    ['an older unversioned array', JSON.stringify([{ code: 'a', product_name: 'Cards' }])],
    ['another version', JSON.stringify({ version: 2, items: [] })],
    [
      'a line with a price in pounds',
      JSON.stringify({ version: 1, items: [{ ...createItem(), variationNetPrice: 25.5 }] }),
    ],
    ['a negative price', JSON.stringify({ version: 1, items: [{ ...createItem(), extraTotalPrice: -100 }] })],
    ['an unknown quantity style', JSON.stringify({ version: 1, items: [{ ...createItem(), quantityStyle: 4 }] })],
    ['a line without a code', JSON.stringify({ version: 1, items: [{ ...createItem(), code: '' }] })],
  ])('gives an empty cart for %s', (_case, stored) => {
    expect(parseCart(stored)).toEqual(EMPTY_CART);
  });

  it('keeps one line per code when the store holds duplicates', () => {
    const stored = JSON.stringify({
      version: 1,
      items: [createItem({ variationNetPrice: 1 }), createItem({ variationNetPrice: 2 })],
    });
    expect(parseCart(stored).items).toEqual([createItem({ variationNetPrice: 2 })]);
  });

  it('restores a line saved before its options and delivery were stored, with empty ones', () => {
    const { href: _href, options: _options, attributes: _attributes, colour: _colour, deliveryService: _delivery, ...older } =
      createItem();
    expect(parseCart(JSON.stringify({ version: 1, items: [older] })).items[0]).toEqual({
      ...older,
      href: null,
      options: {},
      attributes: [],
      colour: null,
      deliveryService: null,
    });
  });

  it('drops unknown fields', () => {
    const stored = JSON.stringify({ version: 1, items: [{ ...createItem(), email: 'jo@example.com' }] });
    expect(parseCart(stored).items[0]).not.toHaveProperty('email');
  });
});
