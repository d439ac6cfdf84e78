import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { components } from '@bff/generated/upstream';
import { ApiFailure } from '@bff/http/errors';
import { CheckoutDetailsSchema, type CheckoutDetails } from '@bff/schemas/checkout';
import { sealedCookie } from '@bff/session/sealed-cookie';
import type { SessionEnv, ShopperSession } from '@bff/session/session';
import type { UpstreamClient } from '@bff/upstream/client';
import type { CheckoutState } from '@bff/view-models';

// What the checkout remembers between its steps, kept in the shopper's browser but readable only by
// the BFF (a sealed, httpOnly cookie): a reload or the trip to the payment page loses nothing, and no
// server-side store is needed however many BFF processes run.

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
});

const CheckoutRecordSchema = v.object({
  /** Part of every order's idempotency key: the same checkout sent twice is one order. */
  id: v.string(),
  /** The session user's uuid: a checkout never passes to the next person who logs in on this browser. */
  owner: v.string(),
  details: v.nullable(CheckoutDetailsSchema),
  couponCode: v.nullable(v.string()),
  /** By cart line code. */
  artwork: v.record(v.string(), ArtworkChoiceSchema),
  cardOrder: v.nullable(PlacedCardOrderSchema),
});

export type CheckoutRecord = v.InferOutput<typeof CheckoutRecordSchema>;

/** A checkout handler's context once requireSession has passed: the session is there. */
export type CheckoutContext = Context<SessionEnv & { Variables: { session: ShopperSession } }, string, object>;
export type PlacedCardOrder = v.InferOutput<typeof PlacedCardOrderSchema>;

const checkoutCookie = sealedCookie('checkout', CheckoutRecordSchema);

/**
 * Browsers drop a cookie above 4096 bytes without a word; sealing adds about a third plus 250 bytes.
 * Past this the checkout refuses a change instead of silently losing everything.
 */
const MAX_RECORD_JSON_BYTES = 2700;
export const CHECKOUT_FULL_MESSAGE =
  'This checkout cannot hold any more files. Please choose "send artwork later" for the remaining items.';

/**
 * A checkout not saved yet takes its id from the session, so two requests racing before the first
 * save (a double click on a phone order) still share one idempotency key.
 */
function newCheckout(session: ShopperSession, id = createHash('sha256').update(`checkout:${session.token}`).digest('base64url')): CheckoutRecord {
  return { id, owner: session.user.uuid, details: null, couponCode: null, artwork: {}, cardOrder: null };
}

export async function readCheckout(c: Context, session: ShopperSession): Promise<CheckoutRecord> {
  const saved = await checkoutCookie.read(c);
  return saved && saved.owner === session.user.uuid ? saved : newCheckout(session);
}

/** The checkout lives as long as the session it belongs to. */
export async function saveCheckout(c: Context, session: ShopperSession, record: CheckoutRecord): Promise<void> {
  if (Buffer.byteLength(JSON.stringify(record)) > MAX_RECORD_JSON_BYTES) {
    throw new ApiFailure(413, 'checkout_full', CHECKOUT_FULL_MESSAGE, { file: [CHECKOUT_FULL_MESSAGE] });
  }
  await checkoutCookie.write(c, record, { expiresAt: session.expiresAt, persistent: session.remember });
}

/**
 * After an order is complete: an empty checkout with a fresh random id, so ordering the same cart
 * again later is a new order, never a replay of this one.
 */
export async function startNewCheckout(c: Context, session: ShopperSession): Promise<void> {
  await saveCheckout(c, session, newCheckout(session, randomUUID()));
}

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
export async function checkoutStateView(upstream: UpstreamClient, session: ShopperSession, record: CheckoutRecord): Promise<CheckoutState> {
  const profile = await upstream.get('auth/user', { token: session.token });
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
    artwork: record.artwork,
  };
}
