import type { CartQuoteRequest } from '@bff/schemas/cart';
import type { Pence } from '@bff/shared/answer-kinds';
import type { PriceView } from '@web/features/catalog/api/catalog-queries';
import type { CartQuote, CartQuoteLine } from './api/cart-queries';
import { EMPTY_CART_MESSAGE } from '@bff/shared/messages';
import { QUANTITY_STYLES, isCheckoutAllowed, lineQuantity, type Cart, type CartItem } from './cart-rules';

// Between the stored cart and POST /api/cart/quote: what is sent (what each line IS, never its
// price), and how the authoritative answer is read against what the shopper saw when adding.

/** The quote body for a cart; null for an empty cart, which has nothing to price. */
export function quoteRequest(cart: Cart): CartQuoteRequest | null {
  if (cart.items.length === 0) return null;
  return {
    items: cart.items.map((item) => ({
      code: item.code,
      variationId: item.variationId,
      quantity: lineQuantity(item),
      quantityId: item.quantity.id,
      options: { ...item.options },
      sizes: item.quantityStyle === QUANTITY_STYLES.sized ? item.size.filter((size) => size.quantity > 0).map((size) => ({ ...size })) : [],
      colourId: item.colour?.id ?? null,
      deliveryServiceId: item.deliveryService?.id ?? null,
      bundle: item.bundle,
    })),
  };
}

/**
 * A priced configuration as a cart line stores it: the goods' net price, and everything on top of it
 * (garment size extras, the delivery service) as extras. Both before discount and VAT.
 */
export function storedPrice(price: PriceView): Pick<CartItem, 'variationNetPrice' | 'extraTotalPrice'> {
  return { variationNetPrice: price.net, extraTotalPrice: price.extras + price.delivery };
}

/** The line's price before discount and VAT, as stored when it was added (or last edited). */
export function storedLinePrice(item: CartItem): Pence {
  return item.variationNetPrice + item.extraTotalPrice;
}

/** The same sum from the quote's answer. */
export function quotedLinePrice(price: PriceView): Pence {
  return price.net + price.extras + price.delivery;
}

/** The quote's answer for a line, if the quote covers it. */
export function quoteLineFor(quote: CartQuote | undefined, code: string): CartQuoteLine | undefined {
  return quote?.lines.find((line) => line.code === code);
}

/**
 * What the line cost when the shopper added it and what it costs now, when the two differ. A line
 * the shopper has just changed has no such change: its new price is the one they chose.
 */
export function priceChange(item: CartItem, line: CartQuoteLine | undefined): { was: Pence; now: Pence } | null {
  if (!line?.price || item.pricePending) return null;
  const was = storedLinePrice(item);
  const now = quotedLinePrice(line.price);
  return was === now ? null : { was, now };
}

/** The line's options in words, for the cart and the dropdown: attributes, colour, sizes and delivery. */
export function lineDetails(item: CartItem): { key: string; value: string }[] {
  const details = item.attributes.map((attribute) => ({ key: attribute.key, value: attribute.value }));
  if (item.colour) details.push({ key: 'Colour', value: item.colour.name });
  if (item.quantityStyle === QUANTITY_STYLES.sized) {
    const sizes = item.size.filter((size) => size.quantity > 0).map((size) => `${size.name} × ${size.quantity.toLocaleString('en-GB')}`);
    if (sizes.length > 0) details.push({ key: 'Sizes', value: sizes.join(', ') });
  }
  if (item.deliveryService) details.push({ key: 'Delivery', value: item.deliveryService.title });
  return details;
}

export const UNAVAILABLE_LINES_MESSAGE = 'Please remove or change the items marked above to check out.';

/**
 * Why checkout cannot start: an empty cart ('Shopping cart empty!'), or a line the latest quote could
 * not price. null when it can (the checkout prices the cart again in any case).
 */
export function checkoutBlockedBy(cart: Cart, quote: CartQuote | undefined): string | null {
  if (!isCheckoutAllowed(cart)) return EMPTY_CART_MESSAGE;
  if (quote && !quote.allAvailable) return UNAVAILABLE_LINES_MESSAGE;
  return null;
}
