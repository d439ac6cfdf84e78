import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { components } from '@bff/generated/upstream';
import { ApiFailure } from '@bff/http/errors';
import { siteOrigin } from '@bff/http/origin';
import type { CartQuoteLine } from '@bff/schemas/cart';
import { CHECKOUT_MESSAGES, type Address, type CheckoutDetails, type PaymentMethodName } from '@bff/schemas/checkout';
import type { ShopperSession } from '@bff/session/session';
import { UpstreamError } from '@bff/upstream/upstream-error';
import type { ArtworkChoice, PlacedOrder } from '@bff/view-models';
import { refusal } from '@bff/http/refusals';
import { toPriceCheckLine } from '@bff/lib/price-check-line';
import { isWebAddress } from '@bff/lib/web-address';
import { cartLinesKey } from '@bff/shared/cart-lines-key';
import { SAME_DAY_CUT_OFF } from '@bff/shared/shop';
import { couponRefusal, quoteBody, travelOf } from './checkout-quote';
import { MAX_PAYMENT_URL_BYTES, PAYMENT_ID, forgetArtwork, placedOrderOf, saveCheckout, startNewCheckout, type CheckoutContext, type CheckoutRecord, type PlacedCardOrder } from './checkout-state';

type Schemas = components['schemas'];
type OrderRequest = Schemas['PlaceOrderRequest'];
type PlacedOrderAnswer = Schemas['PlacedOrderResponse']['data'];

export const ORDER_MESSAGES = {
  detailsMissing: 'Please fill in your billing and delivery details first.',
  invoiceNotAllowed: 'Pay by invoice is not available for your account. Please pay by card.',
  paymentPageFault: 'The payment page could not be opened. Please try again in a moment.',
  sameDayPast:
    `Same Day delivery is no longer available today: the ${SAME_DAY_CUT_OFF} cut-off has passed. Your order has not been placed: please choose another delivery speed, then place it again.`,
} as const;

/** The order was priced for a delivery date that no longer holds (its cut-off has passed): not placed. */
export const deliveryChangedMessage = (text: string) =>
  `The estimated delivery is now ${text}, as the order cut-off has passed. Your order has not been placed: please check it and place it again.`;

/** Where the payment provider sends the shopper back: the shop's public origin, never a caller's choice. */
export const PAYMENT_RETURN_PATH = '/payment/return';

function toOrderAddress(address: Address): Schemas['OrderAddress'] {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    address: address.address,
    address2: address.address2,
    city: address.city,
    postcode: address.postcode,
    phone: address.phone,
  };
}

interface OrderParts {
  items: CartQuoteLine[];
  /** Null for a phone order placed before any details were saved: the shop takes them on the call back. */
  details: CheckoutDetails | null;
  couponCode: string | null;
  /** Each line's artwork choice; null sends every line's artwork later. */
  artwork: Record<string, ArtworkChoice> | null;
  orderType: 0 | 1;
  paymentMethod: PaymentMethodName | 'phone';
  returnUrl: string | null;
}

/** The upstream's place-order body, built from what the checkout saved and the cart the browser sent. */
export function orderRequest(parts: OrderParts): OrderRequest {
  const { details } = parts;
  const travel = details ? travelOf(details) : { orderPolicy: 'delivery' as const, postcode: null };
  return {
    ...quoteBody({ items: parts.items, ...travel }, parts.couponCode),
    lines: parts.items.map((item) => {
      const choice = parts.artwork?.[item.code];
      return {
        ...toPriceCheckLine(item),
        artwork_id: choice?.kind === 'upload' ? choice.artworkId : null,
        artwork_later: choice?.kind !== 'upload',
      };
    }),
    order_type: parts.orderType,
    payment_method: parts.paymentMethod,
    billing: details ? toOrderAddress(details.billing) : null,
    // The upstream delivers to the billing address when no other is given.
    shipping: details?.orderPolicy === 'delivery' && !details.shippingSameAsBilling ? toOrderAddress(details.shipping) : null,
    return_url: parts.returnUrl,
  };
}

/** JSON with every object's keys sorted, so equal bodies give equal text whatever built them. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    typeof member === 'object' && member !== null && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : member,
  );
}

/**
 * The Idempotency-Key of an order: the same exactly when the checkout and everything sent are, so a
 * double click or a retried request finds the order already placed, while a changed order (another
 * address, coupon, payment method) or a later checkout is a new one.
 */
export function idempotencyKey(checkoutId: string, request: OrderRequest): string {
  return createHash('sha256').update(checkoutId).update('\n').update(canonicalJson(request)).digest('base64url');
}

/** The cart an order is placed from, as the checkout remembers it. */
export const cartKeyOf = (items: CartQuoteLine[]) => cartLinesKey(items.map((item) => item.code));

/**
 * The order already placed from this very cart by the checkout before this one: a repeat of that
 * placement (its answer lost, a double tap, a reload) is answered with it, never placed again.
 */
export function earlierOrder(checkout: CheckoutRecord, items: CartQuoteLine[]): number | null {
  const placed = placedOrderOf(checkout);
  return placed?.cart === cartKeyOf(items) ? placed.invoiceNo : null;
}

export const returnUrlOf = (c: CheckoutContext) => `${siteOrigin(c)}${PAYMENT_RETURN_PATH}`;

/**
 * Where the browser may be sent to pay: only a web page, never a javascript: or data: URL, and a
 * payment the checkout can keep (an id the return page accepts, an address within the room kept for it).
 */
const isPaymentPage = ({ paymentId, paymentUrl }: Pick<PlacedCardOrder, 'paymentId' | 'paymentUrl'>) =>
  PAYMENT_ID.test(paymentId) &&
  Buffer.byteLength(paymentUrl) <= MAX_PAYMENT_URL_BYTES &&
  isWebAddress(paymentUrl);

/**
 * The upstream's refusal of an order, as the shopper can act on it: a coupon no longer valid, or an
 * artwork file the upstream no longer has, is removed from the checkout and named; anything else is
 * answered with the upstream's own messages.
 */
async function orderRefusal(c: Context, session: ShopperSession, checkout: CheckoutRecord, items: CartQuoteLine[], error: unknown) {
  const coupon = await dropRefusedCoupon(c, session, checkout, error);
  if (coupon) return coupon;
  const lostArtwork = error instanceof UpstreamError && error.status === 400 ? artworkLines(error, items) : [];
  if (lostArtwork.length > 0) {
    await forgetArtwork(c, checkout, lostArtwork);
    const message = CHECKOUT_MESSAGES.uploadFailed;
    return new ApiFailure(400, 'artwork_invalid', message, Object.fromEntries(lostArtwork.map((code) => [`artwork.${code}`, [message]])));
  }
  return refusal(error, 'order_refused');
}

/**
 * When the upstream refused the saved coupon (expired since it was applied, say): it is removed from
 * the checkout and its message answered, so the shopper sees the order's real total before paying.
 */
export async function dropRefusedCoupon(c: Context, session: ShopperSession, checkout: CheckoutRecord, error: unknown): Promise<ApiFailure | null> {
  const message = couponRefusal(error);
  if (!message) return null;
  await saveCheckout(c, session, { ...checkout, couponCode: null });
  return new ApiFailure(400, 'coupon_invalid', message, { couponCode: [message] });
}

/** The cart codes of the lines whose artwork the upstream refused (`lines.2.artwork_id`). */
function artworkLines(error: UpstreamError, items: CartQuoteLine[]): string[] {
  return Object.keys(error.fields ?? {}).flatMap((field) => {
    const index = /^lines\.(\d+)\.artwork_id$/.exec(field)?.[1];
    const item = index === undefined ? undefined : items[Number(index)];
    return item ? [item.code] : [];
  });
}

/** Sends the order with its idempotency key; refusals come back as the shopper's next step. */
export async function submitOrder(
  c: CheckoutContext,
  session: ShopperSession,
  checkout: CheckoutRecord,
  request: OrderRequest,
  items: CartQuoteLine[],
): Promise<{ key: string; placed: PlacedOrderAnswer }> {
  const key = idempotencyKey(checkout.id, request);
  try {
    const answer = await c.var.upstream.post('orders', { token: session.token, headers: { 'Idempotency-Key': key }, json: request });
    return { key, placed: answer.data };
  } catch (error) {
    throw await orderRefusal(c, session, checkout, items, error);
  }
}

/** A new payment attempt on an order whose last one was declined; null when the order is paid already. */
async function retryPayment(c: CheckoutContext, session: ShopperSession, invoiceNo: number) {
  try {
    const answer = await c.var.upstream.post('orders/{invoice_no}/payments', {
      token: session.token,
      path: { invoice_no: invoiceNo },
      json: { return_url: returnUrlOf(c) },
    });
    return { paymentId: answer.data.payment_id, paymentUrl: answer.data.redirect_url };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 409) return null;
    throw error;
  }
}

/**
 * Where a card order goes next. The first time: the upstream's payment page. A retry of the same
 * order (the same key) asks how its last payment went: paid is done, pending keeps its page, and
 * declined starts a new payment on the same order rather than placing another.
 */
export async function cardOrderNextStep(
  c: CheckoutContext,
  session: ShopperSession,
  checkout: CheckoutRecord,
  key: string,
  placed: PlacedOrderAnswer & { payment: Schemas['PaymentAttempt'] },
  items: CartQuoteLine[],
): Promise<PlacedOrder> {
  const invoiceNo = placed.invoice_no;
  const earlier = checkout.cardOrder?.key === key && checkout.cardOrder.invoiceNo === invoiceNo ? checkout.cardOrder : null;
  let attempt: Pick<PlacedCardOrder, 'paymentId' | 'paymentUrl'> | null = { paymentId: placed.payment.payment_id, paymentUrl: placed.payment.redirect_url };
  if (earlier) {
    const last = await c.var.upstream.get('payments/{payment_id}', { token: session.token, path: { payment_id: earlier.paymentId } });
    if (last.data.status === 'pending') attempt = earlier;
    else attempt = last.data.status === 'declined' ? await retryPayment(c, session, invoiceNo) : null;
  }
  const cart = cartKeyOf(items);
  if (!attempt) {
    await startNewCheckout(c, session, { cart, invoiceNo });
    return { invoiceNo, status: 'confirmed' };
  }
  if (!isPaymentPage(attempt)) throw new ApiFailure(502, 'upstream_fault', ORDER_MESSAGES.paymentPageFault);
  await saveCheckout(c, session, { ...checkout, cardOrder: { key, invoiceNo, ...attempt, cart } });
  return { invoiceNo, status: 'payment_required', paymentUrl: attempt.paymentUrl };
}
