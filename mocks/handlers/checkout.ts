// Checkout paths of the mock upstream: guest sessions, quotes, artwork uploads, placing orders
// (idempotent) and card payments. Quotes and orders share one pricing (mocks/data/checkout.ts).
import { createHash } from 'node:crypto';
import type { components } from '../../bff/src/generated/upstream';
import { PAYMENT_PAGE_PREFIX, apiDateTime, http, money, percent } from '../base';
import { deliveryServiceView } from '../data/catalogue-views';
import { priceCheckout, type CheckoutPricing, type CheckoutRequest } from '../data/checkout';
import { redeemable, type CouponRecord } from '../data/coupons';
import { ORDER_STATUS, ORDER_TYPE, createOrder, type Address, type OrderRecord } from '../data/orders';
import { COLLECTION_POINT } from '../data/shipping';
import type { UserRecord } from '../data/users';
import {
  TOKEN_TTL,
  createGuest,
  issueSession,
  newId,
  nextOrderNumbers,
  nowIso,
  store,
  type PaymentRecord,
} from '../store';
import {
  VALIDATION_MESSAGE,
  email,
  failure,
  file,
  list,
  max,
  oneOf,
  readForm,
  readJson,
  required,
  string,
  url,
  validate,
  type FieldErrors,
  type Input,
  type Rule,
} from '../validation';
import { AUTH_MESSAGES, bearerUser, toUserAccount, toUserProfile } from './auth';

type Schemas = components['schemas'];

export const CHECKOUT_MESSAGES = {
  keyMissing: 'The Idempotency-Key header must be 16 to 255 letters, digits, dashes or underscores.',
  keyReused: 'This Idempotency-Key was already used for a different order.',
  phoneOnly: 'Only phone-call customers can place phone orders.',
  invoiceNotAllowed: 'Pay by invoice is not available for this account.',
  artworkRequired: 'Please upload the artwork or choose to send it later.',
  artworkUnknown: 'The selected artwork is invalid.',
  orderNotFound: 'Sorry! we could not find that order.',
  paymentNotFound: 'Sorry! we could not find that payment.',
  alreadyPaid: 'This order is already paid.',
  notCardOrder: 'This order is not paid by card.',
  declined: 'Your card was declined by the bank. No money has been taken.',
  superseded: 'A newer payment was started for this order.',
} as const;

/** What each way of paying is called on the invoice. */
const PAYMENT_METHOD_LABELS = { card: 'Card', invoice: 'Invoice (30 days)', phone: 'Card over the phone' } as const;
type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;

const ARTWORK_EXTENSIONS = ['pdf', 'ai', 'eps', 'png', 'jpg', 'jpeg', 'tif', 'tiff'];
const ARTWORK_MAX_KB = 50 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,255}$/;

const QUOTE_RULES: Record<string, readonly Rule[]> = {
  lines: [required, list(1, 100)],
  order_policy: [required, oneOf([0, 1])],
  post_code: [string, max(10)],
  coupon_code: [string, max(40)],
};

const ADDRESS_RULES: Record<string, readonly Rule[]> = {
  first_name: [required, string, max(60)],
  last_name: [required, string, max(60)],
  company: [string, max(200)],
  address: [required, string, max(200)],
  address2: [string, max(200)],
  city: [required, string, max(60)],
  postcode: [required, string, max(10)],
  phone: [required, string, max(20)],
};

const isRecord = (value: unknown): value is Input => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const merge = (...parts: (FieldErrors | undefined)[]): FieldErrors | undefined => {
  const errors = Object.assign({}, ...parts) as FieldErrors;
  return Object.keys(errors).length > 0 ? errors : undefined;
};

/** An address object's errors keyed like Laravel's nested rules: `billing.postcode`. */
function addressErrors(field: string, value: unknown, isRequired: boolean): FieldErrors | undefined {
  if (value === null || value === undefined) return isRequired ? { [field]: [`The ${field} field is required.`] } : undefined;
  if (!isRecord(value)) return { [field]: [`The ${field} field must be an object.`] };
  const errors = validate(value, ADDRESS_RULES);
  return errors && Object.fromEntries(Object.entries(errors).map(([key, messages]) => [`${field}.${key}`, messages]));
}

function toAddress(value: Input): Address {
  return {
    first_name: text(value.first_name),
    last_name: text(value.last_name),
    address: [text(value.address), text(value.address2)].filter(Boolean).join(', '),
    city: text(value.city),
    postcode: text(value.postcode).toUpperCase(),
    company: text(value.company),
    phone: text(value.phone),
  };
}

/** A phone order's billing before the call back: what the account knows. */
function profileAddress(user: UserRecord): Address {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    address: user.address ?? '',
    city: user.city ?? '',
    postcode: user.post_code ?? '',
    phone: user.contact_no ?? '',
  };
}

function checkoutRequest(input: Input): CheckoutRequest {
  return {
    lines: (input.lines as unknown[]).map((line) => (isRecord(line) ? line : {})),
    order_policy: input.order_policy === 1 ? 1 : 0,
    post_code: text(input.post_code) || null,
  };
}

type CouponCheck = { coupon: CouponRecord | null } | { errors: FieldErrors };

function couponFor(input: Input): CouponCheck {
  const code = text(input.coupon_code);
  if (!code) return { coupon: null };
  const found = redeemable(store.coupons, code);
  return 'refusal' in found ? { errors: { coupon_code: [found.refusal] } } : { coupon: found.coupon };
}

function toQuote(user: UserRecord, checkout: CheckoutPricing, coupon: CouponRecord | null): Schemas['OrderQuote'] {
  const { totals, shipment } = checkout;
  return {
    lines: checkout.lines.map((line) => ({
      code: line.code,
      name: line.name,
      quantity: line.quantity,
      net_price: money(line.priced?.net_price ?? 0),
      vat_percent: percent(line.priced?.vat_percent ?? 0),
      vat_amount: money(line.priced?.vat_amount ?? 0),
      available: line.priced !== null,
      message: line.message,
      delivery_service: line.delivery ? deliveryServiceView(line.delivery) : null,
    })),
    sub_total: money(totals.sub_total),
    account_discount: money(totals.account_discount),
    account_discount_percent: percent(totals.account_discount_percent),
    coupon_code: coupon?.code ?? null,
    coupon_discount: money(totals.coupon_discount),
    coupon_discount_percent: percent(totals.coupon_discount_percent),
    shipment_cost: money(totals.shipment_cost),
    extra_price: money(totals.extra_price),
    vat_amount: money(totals.vat_amount),
    total: money(totals.total),
    same_day_delivery: shipment.sameDay,
    collection_info: totals.order_policy === 1 ? COLLECTION_POINT : null,
    payment_methods: toUserAccount(user).pay_by_invoice ? ['card', 'invoice'] : ['card'],
  };
}

/** A new card payment attempt; earlier pending ones are withdrawn, so an order can be paid only once. */
function startPayment(order: OrderRecord, user: UserRecord, returnUrl: string, origin: string): Schemas['PaymentAttempt'] {
  for (const earlier of store.payments.values()) {
    if (earlier.invoice_no === order.invoice_no && earlier.status === 'pending') {
      Object.assign(earlier, { status: 'declined', message: CHECKOUT_MESSAGES.superseded });
    }
  }
  const payment: PaymentRecord = {
    id: newId('pay'),
    invoice_no: order.invoice_no,
    user_uuid: user.uuid,
    status: 'pending',
    message: null,
    return_url: returnUrl,
    created_at: nowIso(),
  };
  store.payments.set(payment.id, payment);
  return { payment_id: payment.id, status: payment.status, redirect_url: `${origin}${PAYMENT_PAGE_PREFIX}/${payment.id}` };
}

/** Each line's print file: an upload of this shopper's, or 'later'. */
function artworkErrors(user: UserRecord, lines: unknown[]): FieldErrors | undefined {
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    const chosen = isRecord(line) ? line : {};
    if (chosen.artwork_later === true) return;
    const artwork = typeof chosen.artwork_id === 'string' ? store.artworks.get(chosen.artwork_id) : undefined;
    if (chosen.artwork_id === null || chosen.artwork_id === undefined) errors[`lines.${index}.artwork_id`] = [CHECKOUT_MESSAGES.artworkRequired];
    else if (artwork?.user_uuid !== user.uuid) errors[`lines.${index}.artwork_id`] = [CHECKOUT_MESSAGES.artworkUnknown];
  });
  return Object.keys(errors).length > 0 ? errors : undefined;
}

type Refusal = { status: 403 | 422; message: string; errors?: FieldErrors };
type Placement = { refusal: Refusal } | { order: OrderRecord; payment: Schemas['PaymentAttempt'] | null };

const invalid = (errors: FieldErrors): { refusal: Refusal } => ({ refusal: { status: 422, message: VALIDATION_MESSAGE, errors } });

/** Checks a place-order body as the shop's API would and, when it is acceptable, records the order. */
function placeOrder(user: UserRecord, input: Input, origin: string): Placement {
  const method = input.payment_method as PaymentMethod;
  const orderType = input.order_type === 1 ? ORDER_TYPE.phone : ORDER_TYPE.web;
  const errors = merge(
    validate(input, {
      ...QUOTE_RULES,
      order_type: [required, oneOf([0, 1])],
      payment_method: [required, oneOf(Object.keys(PAYMENT_METHOD_LABELS))],
      return_url: method === 'card' ? [required, string, max(500), url] : [string, max(500), url],
    }),
    addressErrors('billing', input.billing, orderType === ORDER_TYPE.web),
    addressErrors('shipping', input.shipping, false),
    Array.isArray(input.lines) ? artworkErrors(user, input.lines) : undefined,
  );
  if (errors) return invalid(errors);
  if (orderType === ORDER_TYPE.phone && user.user_type !== '0' && user.user_type !== '3') {
    return { refusal: { status: 403, message: CHECKOUT_MESSAGES.phoneOnly } };
  }
  // A phone order is paid on the call back; a web order never is.
  if ((orderType === ORDER_TYPE.phone) !== (method === 'phone')) return invalid({ payment_method: ['The selected payment method is invalid.'] });
  const account = toUserAccount(user);
  if (method === 'invoice' && !account.pay_by_invoice) return invalid({ payment_method: [CHECKOUT_MESSAGES.invoiceNotAllowed] });
  const coupon = couponFor(input);
  if ('errors' in coupon) return invalid(coupon.errors);

  const checkout = priceCheckout(checkoutRequest(input), account.discount_percent, coupon.coupon);
  const unavailable = Object.fromEntries(
    checkout.lines.flatMap((line, index) => (line.priced ? [] : [[`lines.${index}`, [line.message ?? 'This line cannot be ordered.']]])),
  );
  if (Object.keys(unavailable).length > 0) return invalid(unavailable);

  const requested = input.lines as Input[];
  const order = createOrder({
    ...checkout.input,
    lines: checkout.lines.map((line, index) => ({
      ...line.order!,
      artwork_id: requested[index]?.artwork_later === true ? null : String(requested[index]?.artwork_id),
      artwork_later: requested[index]?.artwork_later === true,
    })),
    ...nextOrderNumbers(),
    user_uuid: user.uuid,
    email: user.email,
    order_type: orderType,
    status: ORDER_STATUS.pending,
    payment_status: 'unpaid',
    payment_method: PAYMENT_METHOD_LABELS[method],
    coupon_code: coupon.coupon?.code ?? null,
    created_at: nowIso(),
    billing: isRecord(input.billing) ? toAddress(input.billing) : profileAddress(user),
    shipping: isRecord(input.shipping) ? toAddress(input.shipping) : null,
  });
  store.orders.push(order);
  return { order, payment: method === 'card' ? startPayment(order, user, String(input.return_url), origin) : null };
}

const fingerprint = (body: string) => createHash('sha256').update(body).digest('hex');

function parseObject(body: string): Input {
  try {
    const parsed: unknown = JSON.parse(body);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

const unauthenticated = failure(AUTH_MESSAGES.unauthenticated);

export const checkoutHandlers = [
  http.post('/auth/guest', async ({ request, response }) => {
    const input = await readJson(request);
    const errors = validate(input, { email: [required, string, email, max(60)] });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    const guest = createGuest(String(input.email));
    const token = issueSession(guest, TOKEN_TTL.guestSession);
    const expiresAt = apiDateTime(new Date(Date.now() + TOKEN_TTL.guestSession).toISOString());
    return response(200).json({ success: true, data: { token, token_type: 'Bearer', expires_at: expiresAt, user: toUserProfile(guest) } });
  }),

  http.post('/orders/quote', async ({ request, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(unauthenticated, { status: 401 });
    const input = await readJson(request);
    const errors = validate(input, QUOTE_RULES);
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    const coupon = couponFor(input);
    if ('errors' in coupon) return response('4XX').json(failure(VALIDATION_MESSAGE, coupon.errors), { status: 422 });
    const checkout = priceCheckout(checkoutRequest(input), toUserAccount(user).discount_percent, coupon.coupon);
    return response(200).json({ success: true, data: toQuote(user, checkout, coupon.coupon) });
  }),

  http.post('/artwork', async ({ request, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(unauthenticated, { status: 401 });
    const input = await readForm(request);
    const errors = validate(input, { file: [required, file({ extensions: ARTWORK_EXTENSIONS, maxKb: ARTWORK_MAX_KB })] });
    if (errors || !(input.file instanceof File)) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    const artwork = {
      id: newId('art'),
      user_uuid: user.uuid,
      file_name: input.file.name,
      size: input.file.size,
      mime: input.file.type || 'application/octet-stream',
      created_at: nowIso(),
    };
    store.artworks.set(artwork.id, artwork);
    return response(200).json({
      success: true,
      data: { artwork_id: artwork.id, file_name: artwork.file_name, size: artwork.size, mime: artwork.mime },
    });
  }),

  http.post('/orders', async ({ request, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(unauthenticated, { status: 401 });
    const key = request.headers.get('idempotency-key') ?? '';
    if (!IDEMPOTENCY_KEY.test(key)) {
      return response('4XX').json(failure(VALIDATION_MESSAGE, { 'Idempotency-Key': [CHECKOUT_MESSAGES.keyMissing] }), { status: 422 });
    }
    const body = await request.text();
    // Nothing below awaits: concurrent retries with one key run one after the other and see the first answer.
    const scopedKey = `${user.uuid}:${key}`;
    const earlier = store.idempotency.get(scopedKey);
    if (earlier) {
      if (earlier.fingerprint === fingerprint(body)) return response(200).json(earlier.body as Schemas['PlacedOrderResponse']);
      return response('4XX').json(failure(VALIDATION_MESSAGE, { 'Idempotency-Key': [CHECKOUT_MESSAGES.keyReused] }), { status: 422 });
    }
    const placement = placeOrder(user, parseObject(body), new URL(request.url).origin);
    if ('refusal' in placement) {
      const { status, message, errors } = placement.refusal;
      return response('4XX').json(failure(message, errors), { status });
    }
    const { order, payment } = placement;
    const answer: Schemas['PlacedOrderResponse'] = {
      success: true,
      data: { invoice_no: order.invoice_no, total: money(order.total), payment_status: order.payment_status, payment },
    };
    // Only a placed order uses up the key: a refused body may be corrected and sent again with it.
    store.idempotency.set(scopedKey, { fingerprint: fingerprint(body), body: answer });
    return response(200).json(answer);
  }),

  http.post('/orders/{invoice_no}/payments', async ({ params, request, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(unauthenticated, { status: 401 });
    const order = store.orders.find((candidate) => String(candidate.invoice_no) === params.invoice_no && candidate.user_uuid === user.uuid);
    if (!order) return response('4XX').json(failure(CHECKOUT_MESSAGES.orderNotFound), { status: 404 });
    if (order.payment_status === 'paid') return response('4XX').json(failure(CHECKOUT_MESSAGES.alreadyPaid), { status: 409 });
    if (order.payment_method !== PAYMENT_METHOD_LABELS.card) {
      return response('4XX').json(failure(CHECKOUT_MESSAGES.notCardOrder), { status: 422 });
    }
    const input = await readJson(request);
    const errors = validate(input, { return_url: [required, string, max(500), url] });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    return response(200).json({ success: true, data: startPayment(order, user, String(input.return_url), new URL(request.url).origin) });
  }),

  http.get('/payments/{payment_id}', ({ params, request, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(unauthenticated, { status: 401 });
    const payment = store.payments.get(params.payment_id);
    if (!payment || payment.user_uuid !== user.uuid) return response('4XX').json(failure(CHECKOUT_MESSAGES.paymentNotFound), { status: 404 });
    return response(200).json({
      success: true,
      data: { payment_id: payment.id, invoice_no: payment.invoice_no, status: payment.status, message: payment.message },
    });
  }),
];
