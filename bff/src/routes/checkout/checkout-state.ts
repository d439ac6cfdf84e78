import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { components } from '@bff/generated/upstream';
import { ApiFailure } from '@bff/http/errors';
import { CheckoutDetailsSchema, type CheckoutDetails } from '@bff/schemas/checkout';
import { sealedCookie } from '@bff/session/sealed-cookie';
import type { SessionEnv, ShopperSession } from '@bff/session/session';
import type { SharedState } from '@bff/shared-state/shared-state';
import type { UpstreamClient } from '@bff/upstream/client';
import type { CheckoutState } from '@bff/view-models';

// What the checkout remembers between its steps, kept in the shopper's browser but readable only by
// the BFF (a sealed, httpOnly cookie): a reload or the trip to the payment page loses nothing. Each
// line's artwork choice is kept in the shared state instead, under the checkout's id: the artwork page
// sends its lines' files at the same time, and a cookie written whole by each of those requests would
// keep only the line whose answer came last.

const ArtworkChoiceSchema = v.variant('kind', [
  v.object({ kind: v.literal('upload'), artworkId: v.string(), fileName: v.string(), size: v.number() }),
  v.object({ kind: v.literal('later') }),
]);

/** The card order placed from this checkout: a retry of the same order pays it instead of placing another. */
const PlacedCardOrderSchema = v.object({
  /** The Idempotency-Key it was placed with. */
  key: v.string(),
  invoiceNo: v.number(),
  /** The newest payment attempt and its hosted page. */
  paymentId: v.string(),
  paymentUrl: v.string(),
  /** cartLinesKey of the lines it was placed with, for the new checkout to remember once it is paid. */
  cart: v.optional(v.string(), ''),
});

/**
 * The order the checkout before this one ended with (its Set-Cookie may have come back while its answer
 * was lost): a repeat of that placement, from the same cart, is answered with it instead of a second order.
 */
const PlacedOrderMemorySchema = v.object({
  /** cartLinesKey of the cart it was placed from. */
  cart: v.string(),
  invoiceNo: v.number(),
  /** Epoch milliseconds; remembered for a bounded time only. */
  until: v.number(),
});

const CheckoutRecordSchema = v.object({
  /** Part of every order's idempotency key: the same checkout sent twice is one order. */
  id: v.string(),
  /** The session user's uuid: a checkout never passes to the next person who logs in on this browser. */
  owner: v.string(),
  details: v.nullable(CheckoutDetailsSchema),
  couponCode: v.nullable(v.string()),
  cardOrder: v.nullable(PlacedCardOrderSchema),
  /** Only while nothing has been saved to this checkout since; a cookie from before it counts as none. */
  placed: v.optional(v.nullable(PlacedOrderMemorySchema), null),
});

export type CheckoutRecord = v.InferOutput<typeof CheckoutRecordSchema>;
type ArtworkChoice = v.InferOutput<typeof ArtworkChoiceSchema>;

/** A checkout handler's context once requireSession has passed: the session is there. */
export type CheckoutContext = Context<SessionEnv & { Variables: { session: ShopperSession } }, string, object>;
export type PlacedCardOrder = v.InferOutput<typeof PlacedCardOrderSchema>;
export type PlacedOrderMemory = Omit<v.InferOutput<typeof PlacedOrderMemorySchema>, 'until'>;

/** How long a new checkout remembers the order placed before it: a retry, a reload or a restored tab come well within it. */
export const PLACED_ORDER_MEMORY_MS = 24 * 60 * 60 * 1000;

const checkoutCookie = sealedCookie('checkout', CheckoutRecordSchema);

/**
 * Browsers drop a cookie above 4096 bytes without a word. Sealed, a record of 2,700 bytes of JSON makes
 * `__Host-checkout=` and its value 3,841 bytes, with room left for the attributes.
 */
const MAX_RECORD_JSON_BYTES = 2700;
export const CHECKOUT_FULL_MESSAGE =
  'This checkout cannot hold any more files. Please choose "send artwork later" for the remaining items.';
export const DETAILS_TOO_LONG_MESSAGE = 'These details are too long for us to keep with your order. Please shorten this field.';
/** The longest payment page address (in bytes) a card order keeps; a provider's hosted page is a few hundred. */
export const MAX_PAYMENT_URL_BYTES = 1000;
/** Payment ids are opaque to the BFF; anything else is not worth asking the upstream about. */
export const PAYMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Twice the lines a cart can hold: lines taken out of the cart keep their choice until the order. */
const MAX_ARTWORK_LINES = 200;

/**
 * A checkout not saved yet takes its id from the session, so two requests racing before the first
 * save (a double click on a phone order) still share one idempotency key.
 */
function newCheckout(session: ShopperSession, id = createHash('sha256').update(`checkout:${session.token}`).digest('base64url')): CheckoutRecord {
  return { id, owner: session.user.uuid, details: null, couponCode: null, cardOrder: null, placed: null };
}

export async function readCheckout(c: Context, session: ShopperSession): Promise<CheckoutRecord> {
  const saved = await checkoutCookie.read(c);
  return saved && saved.owner === session.user.uuid ? saved : newCheckout(session);
}

/**
 * The checkout lives as long as the session it belongs to. A write never fails: the details are
 * refused when they are saved unless the largest coupon and card order still fit beside them, so the
 * write after an order is placed upstream always keeps it.
 */
async function writeCheckout(c: Context, session: ShopperSession, record: CheckoutRecord): Promise<void> {
  await checkoutCookie.write(c, record, { expiresAt: session.expiresAt, persistent: session.remember });
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** The most the rest of a checkout takes beside its details: a 40-character coupon upper-cased, and a card order. */
const LARGEST_REST: Pick<CheckoutRecord, 'couponCode' | 'cardOrder'> = {
  couponCode: '\u{10FFFF}'.repeat(40),
  cardOrder: {
    key: 'k'.repeat(43),
    invoiceNo: Number.MAX_SAFE_INTEGER,
    paymentId: 'p'.repeat(100),
    paymentUrl: 'u'.repeat(MAX_PAYMENT_URL_BYTES),
    cart: 'c'.repeat(Number.MAX_SAFE_INTEGER.toString(36).length),
  },
};

/** The details' text fields by dot path (`billing.address`), the way a form names them. */
const textFields = (value: object, path = ''): [string, string][] =>
  Object.entries(value).flatMap(([key, field]): [string, string][] =>
    typeof field === 'string' ? [[`${path}${key}`, field]] : field && typeof field === 'object' ? textFields(field as object, `${path}${key}.`) : [],
  );

/** Saves the checkout's details, refused (413, on the longest field) when an order could no longer fit beside them. */
export async function saveCheckoutDetails(c: Context, session: ShopperSession, record: CheckoutRecord & { details: CheckoutDetails }): Promise<void> {
  if (jsonBytes({ ...record, ...LARGEST_REST, placed: null }) > MAX_RECORD_JSON_BYTES) {
    const [longest] = textFields(record.details).sort(([, a], [, b]) => Buffer.byteLength(b) - Buffer.byteLength(a));
    throw new ApiFailure(413, 'details_too_long', DETAILS_TOO_LONG_MESSAGE, { [longest![0]]: [DETAILS_TOO_LONG_MESSAGE] });
  }
  await saveCheckout(c, session, record);
}

const artworkStore = (c: Context) => (c.get('shared') as SharedState).checkoutArtwork;

/** Each cart line's artwork choice in this checkout, by line code. */
export async function readArtwork(c: Context, checkout: CheckoutRecord): Promise<Record<string, ArtworkChoice>> {
  const saved = await artworkStore(c).get(checkout.id);
  return Object.fromEntries(
    Object.entries(saved).flatMap(([lineCode, text]) => {
      const parsed = v.safeParse(ArtworkChoiceSchema, JSON.parse(text));
      return parsed.success ? [[lineCode, parsed.output]] : [];
    }),
  );
}

/** Saves one line's choice on its own, whatever other lines' requests save meanwhile; kept as long as the session. */
export async function saveArtworkChoice(c: Context, session: ShopperSession, checkout: CheckoutRecord, lineCode: string, choice: ArtworkChoice): Promise<void> {
  const limits = { keepForMs: session.expiresAt - Date.now(), maxFields: MAX_ARTWORK_LINES };
  if (!(await artworkStore(c).set(checkout.id, lineCode, JSON.stringify(choice), limits))) {
    throw new ApiFailure(413, 'checkout_full', CHECKOUT_FULL_MESSAGE, { file: [CHECKOUT_FULL_MESSAGE] });
  }
}

/** Forgets these lines' choices (their files are gone upstream): each line is asked for again. */
export async function forgetArtwork(c: Context, checkout: CheckoutRecord, lineCodes: string[]): Promise<void> {
  await artworkStore(c).delete(checkout.id, lineCodes);
}

/** A change to the checkout begins the next order: the one placed before is no longer what a repeat means. */
export async function saveCheckout(c: Context, session: ShopperSession, record: CheckoutRecord): Promise<void> {
  await writeCheckout(c, session, { ...record, placed: null });
}

/**
 * After an order is complete: an empty checkout with a fresh random id, so ordering the same cart
 * again later is a new order, never a replay of this one. It remembers that order, for a while and
 * until it is changed, for a repeat of the placement whose answer never reached the browser.
 */
export async function startNewCheckout(c: Context, session: ShopperSession, placed: PlacedOrderMemory): Promise<void> {
  await writeCheckout(c, session, { ...newCheckout(session, randomUUID()), placed: { ...placed, until: Date.now() + PLACED_ORDER_MEMORY_MS } });
}

/** The order remembered from the checkout before this one, while it is remembered. */
export const placedOrderOf = (record: CheckoutRecord): PlacedOrderMemory | null =>
  record.placed && record.placed.until > Date.now() ? { cart: record.placed.cart, invoiceNo: record.placed.invoiceNo } : null;

type Profile = components['schemas']['UserProfile'];

/** The account's address as the order-policy form's start, when it makes a complete, valid address. */
function detailsFromProfile(profile: Profile): CheckoutDetails | null {
  const parsed = v.safeParse(CheckoutDetailsSchema, {
    orderPolicy: 'delivery',
    shippingSameAsBilling: true,
    billing: {
      firstName: profile.first_name,
      lastName: profile.last_name,
      company: profile.company ?? '',
      address: profile.address ?? '',
      address2: '',
      city: profile.city ?? '',
      postcode: profile.post_code ?? '',
      phone: profile.contact_no ?? '',
    },
  });
  return parsed.success ? parsed.output : null;
}

/** user_type '0' and '3' order by phone (the shop calls them back). */
export const isPhoneCallCustomer = (session: ShopperSession) => session.user.user_type === '0' || session.user.user_type === '3';

/** Who is checking out (the email and names from the upstream profile) and what the checkout holds. */
export async function checkoutStateView(c: Context, upstream: UpstreamClient, session: ShopperSession, record: CheckoutRecord): Promise<CheckoutState> {
  const [profile, artwork] = await Promise.all([upstream.get('auth/user', { token: session.token }), readArtwork(c, record)]);
  return {
    shopper: {
      email: profile.data.email,
      isGuest: session.user.isGuest,
      firstName: profile.data.first_name,
      lastName: profile.data.last_name,
      phoneCall: isPhoneCallCustomer(session),
    },
    details: record.details ?? detailsFromProfile(profile.data),
    couponCode: record.couponCode,
    artwork,
    placedOrder: placedOrderOf(record),
  };
}
