import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { cartLinesKey } from '@bff/shared/cart-lines-key';
import { BffError } from '@web/lib/bff-client';
import { afterFrameHydrated } from '@web/lib/decided-in-browser';
import { sessionQueries } from '../auth/api/session';
import { toLogin } from '../auth/login-redirect';
import { cartActions, getCart } from '../cart/cart-store';
import { checkoutQueries, type CheckoutState } from './api/checkout-queries';
import { ARTWORK_STEP, CHECKOUT_ENTRY, DETAILS_STEP, PHONE_ORDER_STEP, isPhoneCallUserType } from './checkout-paths';

const to = (href: string) => afterFrameHydrated(redirect({ href, replace: true }));

// fetchQuery, not ensureQueryData: a session answer older than its stale time is asked again, so a
// tab left open past the cookie's end does not slip through.
const currentSession = (queryClient: QueryClient) => queryClient.fetchQuery(sessionQueries.current());

/**
 * The entry page is for anonymous shoppers: a customer or guest with something in the cart goes
 * straight on, phone-call customers to their own page. An empty cart stays here to be told so.
 */
export async function skipCheckoutEntry(queryClient: QueryClient): Promise<void> {
  const session = await currentSession(queryClient);
  if (session.anonymous || getCart().items.length === 0) return;
  throw await to(isPhoneCallUserType(session.userType) ? PHONE_ORDER_STEP : DETAILS_STEP);
}

/** The online steps need a session (a guest's will do); phone-call customers order by call back instead. */
export async function requireOnlineCheckout(queryClient: QueryClient): Promise<void> {
  const session = await currentSession(queryClient);
  if (session.anonymous) throw await to(CHECKOUT_ENTRY);
  if (isPhoneCallUserType(session.userType)) throw await to(PHONE_ORDER_STEP);
}

/**
 * An order's confirmation is for the shopper who placed it (a guest's session will do): a visit with no
 * session goes to /login and back, as the account pages do, rather than to a page about an order it
 * cannot read.
 */
export async function requireShopperSession(queryClient: QueryClient, href: string): Promise<void> {
  const session = await currentSession(queryClient);
  if (session.anonymous) throw toLogin(href);
}

/**
 * The order this browser's cart was already placed as (its answer lost, or the page reloaded before it
 * came): the cart is emptied, as the answer would have, and the order's number returned.
 */
function orderPlacedFromCart(state: CheckoutState): number | null {
  const { items } = getCart();
  const placed = state.placedOrder;
  if (!placed || items.length === 0 || placed.cart !== cartLinesKey(items.map((item) => item.code))) return null;
  cartActions.clear();
  return placed.invoiceNo;
}

/** The phone-order page is for phone-call customers only; a cart already sent shows its order's number. */
export async function requirePhoneCheckout(queryClient: QueryClient, sent: number | undefined): Promise<void> {
  const session = await currentSession(queryClient);
  if (session.anonymous) throw await to(CHECKOUT_ENTRY);
  if (!isPhoneCallUserType(session.userType)) throw await to(DETAILS_STEP);
  if (sent !== undefined || getCart().items.length === 0) return;
  const placed = orderPlacedFromCart(await queryClient.fetchQuery(checkoutQueries.state()));
  if (placed !== null) throw await to(`${PHONE_ORDER_STEP}?order=${placed}`);
}

/**
 * The checkout as saved so far, for a step's loader. A step whose earlier step is not done goes back
 * to it (artwork needs the details; payment needs the details and every line's artwork choice), unless
 * the cart is empty, which the step itself says. A session that has ended goes back to the entry, and
 * a cart already ordered to its order's confirmation.
 */
export async function loadCheckoutState(queryClient: QueryClient, needs: 'nothing' | 'details' | 'artwork'): Promise<CheckoutState> {
  let state: CheckoutState;
  try {
    state = await queryClient.fetchQuery(checkoutQueries.state());
  } catch (error) {
    if (error instanceof BffError && error.status === 401) {
      await queryClient.invalidateQueries({ queryKey: sessionQueries.all() });
      throw await to(CHECKOUT_ENTRY);
    }
    throw error;
  }
  const placed = orderPlacedFromCart(state);
  if (placed !== null) throw await to(`/order-process/order-confirmation/${placed}`);
  const cart = getCart();
  if (needs === 'nothing' || cart.items.length === 0) return state;
  if (!state.details) throw await to(DETAILS_STEP);
  if (needs === 'artwork' && cart.items.some((item) => !state.artwork[item.code])) throw await to(ARTWORK_STEP);
  return state;
}
