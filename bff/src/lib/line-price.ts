import type { components } from '@bff/generated/upstream';
import { addVat, poundsToPence, vatBasisPoints } from '@bff/lib/money';
import { BUSINESS_DISCOUNT_PERCENT } from '@bff/shared/shop';
import type { ShopperSession } from '@bff/session/session';
import type { Pence, PriceView } from '@bff/view-models';

type Price = components['schemas']['Price'];

/** account_type_id of business customers. */
const BUSINESS_ACCOUNT = 2;

/** The shopper's automatic discount in percent, or null: business accounts get 5% on every order. */
export function accountDiscountPercent(session: ShopperSession | null | undefined): number | null {
  return session && !session.user.isGuest && session.user.account_type_id === BUSINESS_ACCOUNT ? BUSINESS_DISCOUNT_PERCENT : null;
}

/**
 * On an answer priced at an account's discount, the percent: such an answer is not one shopper's own
 * but every such account's, so a page that read it may be kept for the accounts with that discount.
 */
export const ACCOUNT_DISCOUNT_HEADER = 'X-Account-Discount';

// Pence are positive here, so Math.round rounds halves up: the usual rule for VAT, and the cart's.
const percentOf = (pence: number, basisPoints: number) => Math.round((pence * basisPoints) / 10_000);

/**
 * A net amount (a From price, a line's whole price) as the shopper's headline prices show it: less the
 * account's discount, then VAT at the goods' own rate, rounded as a line's total is.
 */
export function shopperPrice(net: Pence, vatPercent: string | number, discountPercent: number | null): Pence {
  return addVat(discountPercent ? net - percentOf(net, discountPercent * 100) : net, vatPercent);
}

/**
 * The upstream's price of one line in pence. The upstream prices for everyone; a business account's
 * discount comes off the whole line (goods, extras and delivery) before VAT, and VAT is then taken
 * again at the line's own rate, as the cart and the invoice do.
 */
export function toPriceView(price: Price, discountPercent: number | null): PriceView {
  const net = poundsToPence(price.net_price);
  const extras = poundsToPence(price.extra_price);
  const delivery = poundsToPence(price.delivery_price);
  const rate = vatBasisPoints(price.vat_percent);
  const base = {
    variationId: price.variation_id,
    quantity: price.quantity,
    quantityId: price.quantity_id ?? null,
    unitNet: poundsToPence(price.unit_price),
    net,
    extras,
    delivery,
    vatPercent: rate / 100,
    currency: 'GBP' as const,
  };
  if (!discountPercent) {
    return { ...base, businessDiscount: null, vat: poundsToPence(price.vat_amount), total: poundsToPence(price.total_price) };
  }
  const subtotal = net + extras + delivery;
  const amount = percentOf(subtotal, discountPercent * 100);
  const vat = percentOf(subtotal - amount, rate);
  return { ...base, businessDiscount: { percent: discountPercent, amount }, vat, total: subtotal - amount + vat };
}
