import * as v from 'valibot';
import { PostcodeSchema, type CheckoutDetails, type CheckoutQuoteRequest, type OrderPolicyName } from '@bff/schemas/checkout';
import { quoteRequest } from '../cart/cart-quote';
import type { Cart } from '../cart/cart-rules';

/** The postcode as the shop writes it ('SW1A 1AA') when it is a valid UK one, else null. */
export function validPostcode(text: unknown): string | null {
  const result = v.safeParse(PostcodeSchema, text);
  return result.success ? result.output : null;
}

/** How the order travels, as the quote needs it: the policy and, for delivery, where to. */
export interface Travel {
  orderPolicy: OrderPolicyName;
  /** The delivery postcode as typed; only a valid one is sent. */
  postcode?: unknown;
}

/**
 * The body of POST /api/checkout/quote: what each cart line is (never its price), and how the order
 * travels. A collection order has no delivery postcode. null for an empty cart.
 */
export function checkoutQuoteRequest(cart: Cart, travel: Travel): CheckoutQuoteRequest | null {
  const lines = quoteRequest(cart);
  if (!lines) return null;
  return {
    ...lines,
    orderPolicy: travel.orderPolicy,
    postcode: travel.orderPolicy === 'delivery' ? validPostcode(travel.postcode) : null,
  };
}

/** How saved details travel: delivery to the shipping address (or the billing one when the same), or collection. */
export function travelOf(details: CheckoutDetails | null): Travel {
  if (!details) return { orderPolicy: 'delivery', postcode: null };
  if (details.orderPolicy === 'collection') return { orderPolicy: 'collection' };
  const address = details.shippingSameAsBilling ? details.billing : details.shipping;
  return { orderPolicy: 'delivery', postcode: address.postcode };
}
