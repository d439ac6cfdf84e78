import * as v from 'valibot';
import { CartQuoteRequestSchema } from './cart';
import { EmailSchema, FirstNameSchema, LastNameSchema, maxMessage, OptionalTextSchema, PhoneSchema, RequiredTextSchema } from './fields';
import { SAME_DAY_CUT_OFF } from '@bff/shared/shop';
import { LIMITS } from './limits';

// The checkout's forms and bodies, shared by the web forms (formisch) and the BFF validators, so each
// rule and message is written once. Prices never appear here: every total is computed upstream.

/** How the order reaches the shopper (order_policy 0 delivery, 1 click and collect). */
export const ORDER_POLICIES = ['delivery', 'collection'] as const;
export type OrderPolicyName = (typeof ORDER_POLICIES)[number];

export const PAYMENT_METHODS = ['card', 'invoice'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export const CHECKOUT_MESSAGES = {
  postcodeRequired: 'Postcode is required',
  postcodeInvalid: 'Please enter a valid UK postcode',
  addressRequired: 'Address is required',
  cityRequired: 'Town or city is required',
  policyRequired: 'Please choose delivery or click and collect',
  couponRequired: 'Please enter a coupon code',
  paymentRequired: 'Please choose how you would like to pay',
  artworkMissing: 'Please upload the artwork for every item, or choose to send it later.',
  uploadFailed: 'Please upload this file again, or choose to send the artwork later.',
  /** A same-day line delivered outside the same-day area: the details step can fix it, not the cart. */
  sameDayArea: 'Same Day delivery covers selected London postcodes. Choose another service for this item, or click and collect.',
  /** A same-day line priced after the day's cut-off: it would arrive tomorrow, so it is not offered as same-day. */
  sameDayPast: `Same Day is no longer available today: the ${SAME_DAY_CUT_OFF} cut-off has passed. Choose another service for this item.`,
} as const;

// Outward code (area, district) and inward code (sector, unit), with the one special case GIR 0AA.
const UK_POSTCODE = /^(?:GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/;

/** 'sw1a1aa' and ' SW1A  1AA ' become 'SW1A 1AA': upper case, one space before the inward code. */
export function normalisePostcode(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export const PostcodeSchema = v.config(
  v.pipe(
    v.optional(v.string(CHECKOUT_MESSAGES.postcodeRequired), ''),
    v.trim(),
    v.nonEmpty(CHECKOUT_MESSAGES.postcodeRequired),
    v.maxLength(10, CHECKOUT_MESSAGES.postcodeInvalid),
    v.transform(normalisePostcode),
    v.regex(UK_POSTCODE, CHECKOUT_MESSAGES.postcodeInvalid),
  ),
  { abortPipeEarly: true },
);

/** A UK address as the invoice prints it (bill_* and ship_* of the order). */
export const AddressSchema = v.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  company: OptionalTextSchema(LIMITS.company),
  address: RequiredTextSchema(CHECKOUT_MESSAGES.addressRequired, 200),
  address2: OptionalTextSchema(200),
  city: RequiredTextSchema(CHECKOUT_MESSAGES.cityRequired, LIMITS.name),
  postcode: PostcodeSchema,
  phone: PhoneSchema,
});
export type AddressInput = v.InferInput<typeof AddressSchema>;
export type Address = v.InferOutput<typeof AddressSchema>;

/** Continue as a guest: only an email, no password (the guest session lives in the BFF's cookie). */
export const GuestCheckoutSchema = v.object({ email: EmailSchema() });
export type GuestCheckoutInput = v.InferInput<typeof GuestCheckoutSchema>;

/**
 * The order-policy step: delivery needs a billing address and a shipping address (or "same as
 * billing"); click and collect needs only the billing address.
 */
export const CheckoutDetailsSchema = v.variant('orderPolicy', [
  v.object({
    orderPolicy: v.literal('delivery'),
    billing: AddressSchema,
    shippingSameAsBilling: v.literal(true),
  }),
  v.object({
    orderPolicy: v.literal('delivery'),
    billing: AddressSchema,
    shippingSameAsBilling: v.literal(false),
    shipping: AddressSchema,
  }),
  v.object({
    orderPolicy: v.literal('collection'),
    billing: AddressSchema,
  }),
], CHECKOUT_MESSAGES.policyRequired);
export type CheckoutDetailsInput = v.InferInput<typeof CheckoutDetailsSchema>;
export type CheckoutDetails = v.InferOutput<typeof CheckoutDetailsSchema>;

export const CouponCodeSchema = v.config(
  v.pipe(
    v.optional(v.string(CHECKOUT_MESSAGES.couponRequired), ''),
    v.trim(),
    v.nonEmpty(CHECKOUT_MESSAGES.couponRequired),
    v.maxLength(40, maxMessage(40)),
    v.toUpperCase(),
  ),
  { abortPipeEarly: true },
);

/**
 * POST /api/checkout/quote: the cart lines (what they are, never what they cost) and how the order
 * travels. Prices and totals in the body are dropped by the schema; the coupon is the one saved in the
 * checkout cookie by PUT /api/checkout/coupon.
 */
export const CheckoutQuoteRequestSchema = v.object({
  ...CartQuoteRequestSchema.entries,
  orderPolicy: v.picklist(ORDER_POLICIES, CHECKOUT_MESSAGES.policyRequired),
  /** The delivery postcode, for the shipment charge and the same-day London check. */
  postcode: v.optional(v.nullable(PostcodeSchema), null),
});
export type CheckoutQuoteRequest = v.InferInput<typeof CheckoutQuoteRequestSchema>;

/** PUT /api/checkout/coupon: the quote's body plus the code to try; a valid code is saved, an invalid one answers its own message. */
export const ApplyCouponSchema = v.object({
  ...CheckoutQuoteRequestSchema.entries,
  couponCode: CouponCodeSchema,
});
export type ApplyCouponRequest = v.InferInput<typeof ApplyCouponSchema>;

/** Each line's artwork: an uploaded file's id, or the shopper sends it later. */
export const LineArtworkSchema = v.variant('kind', [
  v.object({ kind: v.literal('upload'), artworkId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)) }),
  v.object({ kind: v.literal('later') }),
]);
export type LineArtwork = v.InferOutput<typeof LineArtworkSchema>;

/** PUT /api/checkout/artwork/:lineCode: the shopper will send this line's artwork later. */
export const ArtworkLaterSchema = v.object({
  kind: v.literal('later', CHECKOUT_MESSAGES.artworkMissing),
});

/**
 * POST /api/checkout/orders: the cart lines and the payment method. The addresses, order policy,
 * coupon and each line's artwork come from what the checkout saved in the BFF (its checkout cookie and
 * shared state), so the browser never sends them twice and a reload loses nothing.
 */
export const PlaceOrderSchema = v.object({
  ...CartQuoteRequestSchema.entries,
  paymentMethod: v.picklist(PAYMENT_METHODS, CHECKOUT_MESSAGES.paymentRequired),
  /**
   * The estimated delivery date (yyyy-MM-dd) the page showed with Place order: the order is placed only
   * while it still holds. Left out, nothing was promised to compare.
   */
  estimatedDelivery: v.optional(v.pipe(v.string(), v.isoDate('The estimated delivery must be a date.'))),
});
export type PlaceOrderRequest = v.InferInput<typeof PlaceOrderSchema>;

/** POST /api/checkout/phone-orders: a phone-call customer's cart, recorded as order_type 1 for a call back. */
export const PhoneOrderSchema = v.object({ ...CartQuoteRequestSchema.entries });
export type PhoneOrderRequest = v.InferInput<typeof PhoneOrderSchema>;

/** Print files the shop accepts, judged by their bytes in the BFF (the extension is only a hint). */
export const ARTWORK_RULE = {
  extensions: ['pdf', 'ai', 'eps', 'png', 'jpg', 'jpeg', 'tif', 'tiff'],
  mimeTypes: ['application/pdf', 'application/postscript', 'application/illustrator', 'image/png', 'image/jpeg', 'image/tiff'],
  typeMessage: 'Please upload a PDF, AI, EPS, PNG, JPG or TIFF file.',
} as const;

/** Print-ready PDFs are large: the artwork limit is far above the 5 MB of forms' other uploads. */
export const MAX_ARTWORK_BYTES = 50 * 1024 * 1024;
export const ARTWORK_TOO_LARGE_MESSAGE = `Maximum file size is ${MAX_ARTWORK_BYTES / 1024 / 1024} MB`;
