import * as v from 'valibot';

// The cart rules as pure functions over an immutable cart: every change
// returns a new cart (or the same one when nothing changed), so React can compare by reference and
// the store can persist on every change. Money is integer pence. These numbers only drive the
// display: the BFF re-prices every line against the upstream before checkout.

const PenceSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** How a line's quantity is chosen. */
export const QUANTITY_STYLES = { custom: 1, sized: 2, range: 3 } as const;

const CartItemSchema = v.pipe(
  v.object({
    /** The line's identity: edit and remove address a line by it. */
    code: v.pipe(v.string(), v.nonEmpty()),
    uuid: v.string(),
    productName: v.string(),
    variationId: v.pipe(v.number(), v.integer()),
    /** `image`: the picture's URL as the BFF gives it (an ImageSet's `src`, '/media/…'). */
    variationDetails: v.pipe(v.object({ image: v.string() }), v.readonly()),
    quantityStyle: v.picklist([QUANTITY_STYLES.custom, QUANTITY_STYLES.sized, QUANTITY_STYLES.range]),
    quantity: v.pipe(
      v.object({
        /** Style 1: the number typed in. */
        customQuantity: v.nullable(CountSchema),
        /** Style 3: the upper end of the chosen range. */
        rangeTo: v.nullable(CountSchema),
        /** The upstream's quantity option id, when one was picked. */
        id: v.nullable(v.pipe(v.number(), v.integer())),
      }),
      v.readonly(),
    ),
    /** Style 2: how many of each garment size. */
    size: v.pipe(v.array(v.pipe(v.object({ name: v.string(), quantity: CountSchema }), v.readonly())), v.readonly()),
    /** The line's price before VAT for the chosen options and quantity. */
    variationNetPrice: PenceSchema,
    /** Paid extras on top (e.g. a faster delivery service), before VAT. */
    extraTotalPrice: PenceSchema,
    /** Added as part of a bundle offer. */
    bundle: v.boolean(),
    /**
     * The shopper changed the line (quantity, sizes or delivery service) after its price was stored:
     * the next quote's price is the one they chose, to be stored, not a change to point out. Kept
     * with the line so it holds across pages, tabs and reloads until a quote answers.
     */
    pricePending: v.optional(v.boolean(), false),
    // What the line is, beyond its quantity: the BFF re-prices the line from these, and the cart
    // shows them. Optional in storage so carts saved before these fields existed still load.
    /** The product page the line was configured on, '/{product slug}/{variation slug}'. */
    href: v.optional(v.nullable(v.string()), null),
    /** attribute id -> option id, as the configurator chose them. */
    options: v.optional(v.pipe(v.record(v.string(), v.pipe(v.number(), v.integer())), v.readonly()), {}),
    /** The chosen options in words, e.g. { key: 'Paper', value: '400gsm Silk' }. */
    attributes: v.optional(
      v.pipe(v.array(v.pipe(v.object({ key: v.string(), value: v.string() }), v.readonly())), v.readonly()),
      [],
    ),
    /** Apparel colour. */
    colour: v.optional(v.nullable(v.pipe(v.object({ id: v.number(), name: v.string() }), v.readonly())), null),
    deliveryService: v.optional(
      v.nullable(v.pipe(v.object({ id: v.number(), title: v.string() }), v.readonly())),
      null,
    ),
  }),
  v.readonly(),
);

export type CartItem = v.InferOutput<typeof CartItemSchema>;
export type CartItemChanges = Partial<Omit<CartItem, 'code'>>;

export interface Cart {
  readonly items: readonly CartItem[];
}

export const EMPTY_CART: Cart = { items: [] };

function sizeCounts(item: CartItem): Map<string, number> {
  return new Map(item.size.filter((size) => size.quantity > 0).map((size) => [size.name, size.quantity]));
}

/** Same style and the same quantities: the order of sizes and sizes of 0 do not count. */
export function isSameQuantity(a: CartItem, b: CartItem): boolean {
  if (a.quantityStyle !== b.quantityStyle) return false;
  if (
    a.quantity.customQuantity !== b.quantity.customQuantity ||
    a.quantity.rangeTo !== b.quantity.rangeTo ||
    a.quantity.id !== b.quantity.id
  ) {
    return false;
  }
  const aSizes = sizeCounts(a);
  const bSizes = sizeCounts(b);
  return aSizes.size === bSizes.size && [...aSizes].every(([name, quantity]) => bSizes.get(name) === quantity);
}

/** How many items the line is: the sizes added up (style 2), else the quantity typed or the range's top. */
export function lineQuantity(item: CartItem): number {
  if (item.quantityStyle === QUANTITY_STYLES.sized) return item.size.reduce((sum, size) => sum + size.quantity, 0);
  return item.quantity.customQuantity ?? item.quantity.rangeTo ?? 0;
}

function replaceLine(cart: Cart, line: CartItem, item: CartItem): Cart {
  return { items: cart.items.map((existing) => (existing === line ? item : existing)) };
}

/**
 * Adds a line. A bundle item with the same variation and quantity as a bundle line already in the
 * cart takes that line's place (keeping its code, so links to it stay valid) instead of duplicating
 * it; otherwise a line with the same code is replaced; otherwise the item is appended.
 */
export function addItem(cart: Cart, item: CartItem): Cart {
  const bundleMatch = item.bundle
    ? cart.items.find((line) => line.bundle && line.variationId === item.variationId && isSameQuantity(line, item))
    : undefined;
  if (bundleMatch) return replaceLine(cart, bundleMatch, { ...item, code: bundleMatch.code });
  const sameCode = cart.items.find((line) => line.code === item.code);
  if (sameCode) return replaceLine(cart, sameCode, item);
  return { items: [...cart.items, item] };
}

/** Changes the line with this code; an unknown code leaves the cart as it is. */
export function editItem(cart: Cart, code: string, changes: CartItemChanges): Cart {
  const line = cart.items.find((existing) => existing.code === code);
  return line ? replaceLine(cart, line, { ...line, ...changes, code }) : cart;
}

/**
 * Puts `item`, a line configured again on its product page, in the place of the line with `code`,
 * under that same code: the checkout files the line's artwork by its code, so the artwork stays with
 * it. A line removed meanwhile (in another tab) is added, as the shopper has just asked for it.
 */
export function replaceItem(cart: Cart, code: string, item: CartItem): Cart {
  const line = cart.items.find((existing) => existing.code === code);
  return line ? replaceLine(cart, line, { ...item, code }) : addItem(cart, { ...item, code });
}

export function removeItem(cart: Cart, code: string): Cart {
  return cart.items.some((line) => line.code === code)
    ? { items: cart.items.filter((line) => line.code !== code) }
    : cart;
}

export function clearCart(): Cart {
  return EMPTY_CART;
}

/** The checkout link is disabled, with EMPTY_CART_MESSAGE, while this is false. */
export function isCheckoutAllowed(cart: Cart): boolean {
  return cart.items.length > 0;
}

// The stored form carries a version so a later shape can be told apart from this one.
const STORED_CART_VERSION = 1;

const StoredCartSchema = v.object({
  version: v.literal(STORED_CART_VERSION),
  items: v.array(CartItemSchema),
});

/** What goes to storage: cart lines only, no personal data. */
export function serializeCart(cart: Cart): string {
  return JSON.stringify({ version: STORED_CART_VERSION, items: cart.items });
}

/**
 * Reads a stored cart. Anything unreadable (missing, not JSON, an older or tampered shape) gives an
 * empty cart rather than an error: a broken cart must never break the shop. The lines are added
 * again through the cart rules, so a stored cart cannot hold two lines with one code.
 */
export function parseCart(stored: string | null | undefined): Cart {
  if (!stored) return EMPTY_CART;
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return EMPTY_CART;
  }
  const result = v.safeParse(StoredCartSchema, data);
  return result.success ? result.output.items.reduce(addItem, EMPTY_CART) : EMPTY_CART;
}
