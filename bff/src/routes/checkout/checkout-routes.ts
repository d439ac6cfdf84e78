import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { ApiFailure, apiError } from '@bff/http/errors';
import { validate } from '@bff/http/validate';
import { CartQuoteLineSchema } from '@bff/schemas/cart';
import {
  ApplyCouponSchema,
  ArtworkLaterSchema,
  CHECKOUT_MESSAGES,
  CheckoutDetailsSchema,
  CheckoutQuoteRequestSchema,
  GuestCheckoutSchema,
  PhoneOrderSchema,
  PlaceOrderSchema,
} from '@bff/schemas/checkout';
import {
  noStore,
  refuseCustomers,
  requireSession,
  sessionAccountType,
  sessionMiddleware,
  startSession,
  toSessionUser,
  type SessionEnv,
  type ShopperSession,
} from '@bff/session/session';
import type { ArtworkUpload, CheckoutQuote, CheckoutState, InvoiceView, PaymentOutcome, PlacedOrder } from '@bff/view-models';
import { RATE_LIMITS, rateLimit, refusalLimit } from '@bff/http/rate-limits';
import { refusal } from '@bff/http/refusals';
import { streamedUploadRoute } from '@bff/http/uploads';
import { toInvoiceView } from '@bff/lib/invoice-view';
import { printedInvoiceNumber } from '@bff/shared/invoice-number';
import { receiveArtwork } from './artwork-upload';
import { UNAVAILABLE_LINE_MESSAGE, couponRefusal, loadQuote, travelOf, type QuoteInput } from './checkout-quote';
import {
  checkoutStateView,
  isPhoneCallCustomer,
  PAYMENT_ID,
  readArtwork,
  readCheckout,
  saveArtworkChoice,
  saveCheckout,
  saveCheckoutDetails,
  startNewCheckout,
  type CheckoutContext,
  type CheckoutRecord,
} from './checkout-state';
import { ORDER_MESSAGES, cartKeyOf, cardOrderNextStep, deliveryChangedMessage, dropRefusedCoupon, earlierOrder, orderRequest, returnUrlOf, submitOrder } from './place-order';

export const ALREADY_LOGGED_IN_MESSAGE = 'You are logged in: your order will be placed with your account.';
export const PHONE_ORDERS_ONLY_MESSAGE = 'Phone orders are for customers who order by phone. Please check out online.';
const PAYMENT_NOT_FOUND_MESSAGE = 'Sorry, we could not find that payment.';
const ORDER_NOT_FOUND_MESSAGE = 'Sorry, we could not find that order.';
const DECLINED_MESSAGE = 'Your payment was declined. Nothing has been taken: please try again or use another card.';

const LineCodeParamSchema = v.object({ lineCode: CartQuoteLineSchema.entries.code });

/** Phone-call customers (user_type '0' or '3') place phone orders; everyone else checks out online. */
const phoneCustomersOnly = createMiddleware<{ Variables: { session: ShopperSession } }>(async (c, next) => {
  if (!isPhoneCallCustomer(c.var.session)) throw new ApiFailure(403, 'phone_orders_only', PHONE_ORDERS_ONLY_MESSAGE);
  await next();
});

/**
 * The quote with the coupon the checkout saved. A saved coupon that has stopped working since (it
 * expired, say) is dropped and the order priced without it, so the summary never shows a discount
 * the order would not get.
 */
async function quoteWithSavedCoupon(c: CheckoutContext, session: ShopperSession, checkout: CheckoutRecord, input: QuoteInput) {
  try {
    return await loadQuote(c.var.upstream, session, input, checkout.couponCode);
  } catch (error) {
    if (!checkout.couponCode || !couponRefusal(error)) throw error;
    await saveCheckout(c, session, { ...checkout, couponCode: null });
    return loadQuote(c.var.upstream, session, input, null);
  }
}

/**
 * `/api/checkout`: guest sessions, the order-policy details, quotes and coupons, artwork, placing web
 * and phone orders, card payment outcomes and the placed order's invoice. What the checkout saves
 * between steps lives in the sealed `checkout` cookie, each line's artwork choice in the shared state;
 * every price comes from the upstream, re-checked.
 */
export const checkoutRoutes = new Hono<SessionEnv>()
  .use(noStore, sessionMiddleware)
  .get('/', async (c) => {
    const session = c.var.session;
    if (!session) return c.json<CheckoutState>({ shopper: null, details: null, couponCode: null, artwork: {}, placedOrder: null });
    return c.json<CheckoutState>(await checkoutStateView(c, c.var.upstream, session, await readCheckout(c, session)));
  })
  .post(
    '/guest',
    rateLimit(RATE_LIMITS.guestCheckout),
    refuseCustomers(ALREADY_LOGGED_IN_MESSAGE),
    validate('json', GuestCheckoutSchema),
    async (c) => {
      const upstream = c.var.upstream;
      let answer;
      try {
        answer = await upstream.post('auth/guest', { json: c.req.valid('json') });
      } catch (error) {
        throw refusal(error, 'guest_refused');
      }
      const { token, expires_at, user } = answer.data;
      await startSession(c, { token, tokenExpiresAt: expires_at, remember: false, user: toSessionUser(user, null) });
      return c.json({ ok: true as const });
    },
  )
  .put('/details', requireSession, validate('json', CheckoutDetailsSchema), async (c) => {
    const session = c.var.session;
    const checkout = { ...(await readCheckout(c, session)), details: c.req.valid('json') };
    await saveCheckoutDetails(c, session, checkout);
    return c.json<CheckoutState>(await checkoutStateView(c, c.var.upstream, session, checkout));
  })
  .post('/quote', requireSession, validate('json', CheckoutQuoteRequestSchema), async (c) => {
    const session = c.var.session;
    return c.json<CheckoutQuote>(await quoteWithSavedCoupon(c, session, await readCheckout(c, session), c.req.valid('json')));
  })
  .put('/coupon', requireSession, refusalLimit([{ rule: RATE_LIMITS.coupon }]), validate('json', ApplyCouponSchema), async (c) => {
    const session = c.var.session;
    const { couponCode, ...input } = c.req.valid('json');
    let quote;
    try {
      quote = await loadQuote(c.var.upstream, session, input, couponCode);
    } catch (error) {
      const message = couponRefusal(error);
      if (message) return apiError(c, 400, 'coupon_invalid', message, { couponCode: [message] });
      throw error;
    }
    await saveCheckout(c, session, { ...(await readCheckout(c, session)), couponCode: quote.coupon?.code ?? couponCode });
    return c.json<CheckoutQuote>(quote);
  })
  .delete('/coupon', requireSession, async (c) => {
    const session = c.var.session;
    await saveCheckout(c, session, { ...(await readCheckout(c, session)), couponCode: null });
    return c.json({ ok: true as const });
  })
  .post('/artwork', streamedUploadRoute, rateLimit(RATE_LIMITS.artworkUpload), requireSession, async (c) => {
    const session = c.var.session;
    const { lineCode, upload } = await receiveArtwork(c.req.raw, c.var.upstream, session.token);
    const choice = { kind: 'upload' as const, artworkId: upload.artworkId, fileName: upload.fileName, size: upload.size };
    await saveArtworkChoice(c, session, await readCheckout(c, session), lineCode, choice);
    return c.json<ArtworkUpload>(upload);
  })
  .put('/artwork/:lineCode', requireSession, validate('param', LineCodeParamSchema), validate('json', ArtworkLaterSchema), async (c) => {
    const session = c.var.session;
    await saveArtworkChoice(c, session, await readCheckout(c, session), c.req.valid('param').lineCode, { kind: 'later' });
    return c.json({ ok: true as const });
  })
  .post('/orders', requireSession, validate('json', PlaceOrderSchema), async (c) => {
    const session = c.var.session;
    const { items, paymentMethod, estimatedDelivery } = c.req.valid('json');
    const checkout = await readCheckout(c, session);
    const earlier = earlierOrder(checkout, items);
    if (earlier !== null) return c.json<PlacedOrder>({ invoiceNo: earlier, status: 'confirmed' });
    const { details } = checkout;
    if (!details) throw new ApiFailure(400, 'details_missing', ORDER_MESSAGES.detailsMissing);
    const artwork = await readArtwork(c, checkout);
    if (items.some((item) => !artwork[item.code])) {
      throw new ApiFailure(400, 'artwork_missing', CHECKOUT_MESSAGES.artworkMissing, { artwork: [CHECKOUT_MESSAGES.artworkMissing] });
    }
    // Priced again first: the shopper pays by a way their account allows, for lines that can still be made.
    let quote;
    try {
      quote = await loadQuote(c.var.upstream, session, { items, ...travelOf(details) }, checkout.couponCode);
    } catch (error) {
      throw (await dropRefusedCoupon(c, session, checkout, error)) ?? error;
    }
    const unavailable = quote.lines.find((line) => !line.available);
    // Same-day asked for after the cut-off: a delivery that changed under the shopper, sent back to its speed.
    if (unavailable?.message === CHECKOUT_MESSAGES.sameDayPast) {
      throw new ApiFailure(409, 'delivery_changed', ORDER_MESSAGES.sameDayPast, { [`items.${unavailable.code}`]: [unavailable.message] });
    }
    if (unavailable) {
      const message = unavailable.message ?? UNAVAILABLE_LINE_MESSAGE;
      throw new ApiFailure(400, 'line_unavailable', message, { [`items.${unavailable.code}`]: [message] });
    }
    // A cut-off passed since the page was priced: the shopper sees the new date before anything is charged.
    const estimate = quote.estimatedDelivery;
    if (estimatedDelivery !== undefined && estimate && estimate.iso !== estimatedDelivery) {
      throw new ApiFailure(409, 'delivery_changed', deliveryChangedMessage(estimate.text));
    }
    if (!quote.paymentMethods.includes(paymentMethod)) {
      throw new ApiFailure(400, 'validation_failed', ORDER_MESSAGES.invoiceNotAllowed, { paymentMethod: [ORDER_MESSAGES.invoiceNotAllowed] });
    }
    const request = orderRequest({
      items,
      details,
      couponCode: checkout.couponCode,
      artwork,
      orderType: 0,
      paymentMethod,
      returnUrl: paymentMethod === 'card' ? returnUrlOf(c) : null,
    });
    const { key, placed } = await submitOrder(c, session, checkout, request, items);
    if (!placed.payment) {
      await startNewCheckout(c, session, { cart: cartKeyOf(items), invoiceNo: placed.invoice_no });
      return c.json<PlacedOrder>({ invoiceNo: placed.invoice_no, status: 'confirmed' });
    }
    return c.json<PlacedOrder>(await cardOrderNextStep(c, session, checkout, key, { ...placed, payment: placed.payment }, items));
  })
  .post('/phone-orders', requireSession, phoneCustomersOnly, validate('json', PhoneOrderSchema), async (c) => {
    const session = c.var.session;
    const checkout = await readCheckout(c, session);
    const { items } = c.req.valid('json');
    const earlier = earlierOrder(checkout, items);
    if (earlier !== null) return c.json({ invoiceNo: earlier });
    // The shop calls back to agree the artwork and take payment; a coupon is for web orders.
    const request = orderRequest({ items, details: checkout.details, couponCode: null, artwork: null, orderType: 1, paymentMethod: 'phone', returnUrl: null });
    const { placed } = await submitOrder(c, session, checkout, request, items);
    await startNewCheckout(c, session, { cart: cartKeyOf(items), invoiceNo: placed.invoice_no });
    return c.json({ invoiceNo: placed.invoice_no });
  })
  .get('/payments/:paymentId', requireSession, async (c) => {
    const session = c.var.session;
    const paymentId = c.req.param('paymentId');
    if (!PAYMENT_ID.test(paymentId)) return apiError(c, 404, 'not_found', PAYMENT_NOT_FOUND_MESSAGE);
    // Only the upstream's word counts: whatever status the return URL carried is never read.
    const { data } = await c.var.upstream.get('payments/{payment_id}', { token: session.token, path: { payment_id: paymentId } });
    const { cardOrder } = await readCheckout(c, session);
    if (data.status === 'paid' && cardOrder?.invoiceNo === data.invoice_no) {
      await startNewCheckout(c, session, { cart: cardOrder.cart, invoiceNo: data.invoice_no });
    }
    return c.json<PaymentOutcome>({
      invoiceNo: data.invoice_no,
      status: data.status,
      message: data.status === 'declined' ? (data.message ?? DECLINED_MESSAGE) : null,
    });
  })
  .get('/orders/:invoiceNo', requireSession, async (c) => {
    const invoiceNo = printedInvoiceNumber(c.req.param('invoiceNo'));
    if (invoiceNo === null) return apiError(c, 404, 'not_found', ORDER_NOT_FOUND_MESSAGE);
    const answer = await c.var.upstream.get('orders/{invoice_no}', { token: c.var.session.token, path: { invoice_no: invoiceNo } });
    return c.json<InvoiceView>(toInvoiceView(answer.data, sessionAccountType(c.var.session)));
  });
