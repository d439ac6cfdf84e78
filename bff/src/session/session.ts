import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { components } from '../generated/upstream';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/errors';
import { mediaUrl } from '../lib/images';
import type { AccountDiscount } from '../lib/line-price';
import { SAFE_METHODS } from '../schemas/csrf';
import { ACCOUNT_TYPE_IDS } from '../schemas/registration';
import { ACCOUNT_CHANGED, NO_ACCOUNT_SHOWN, SHOWN_ACCOUNT_HEADER } from '../schemas/shown-account';
import { BUSINESS_DISCOUNT_PERCENT, accountDiscountLabel, accountPriceName, customerName } from '../shared/shop';
import { UpstreamError } from '../upstream/upstream-error';
import type { AccountType, SessionView } from '../view-models';
import type { SharedState } from '../shared-state/shared-state';
import { sealedCookie } from './sealed-cookie';
import { revokeUpstreamToken } from './upstream-logout';

type UserProfile = components['schemas']['UserProfile'];
type UserAccount = components['schemas']['UserAccount'];

const DAY = 24 * 60 * 60 * 1000;
/** Remember Me keeps the shopper logged in this long at most (the upstream token may end it sooner). */
export const REMEMBER_ME_MS = 30 * DAY;
/** When the upstream gives no usable expiry, a session lasts a day. */
const FALLBACK_SESSION_MS = DAY;

const SessionUserSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  profile_image: v.nullable(v.string()),
  uuid: v.string(),
  account_type_id: v.picklist([1, 2, 3, 4]),
  user_type: v.picklist(['0', '1', '2', '3']),
  isGuest: v.boolean(),
  /** The account's address; absent from a session sealed before it was kept (its next profile read adds it). */
  email: v.optional(v.string()),
  /**
   * The account's automatic discount as the upstream gave it at login (`user_account.discount_percent`);
   * absent when it gave none, and from a session sealed before it was kept (its next profile read adds it).
   */
  discount_percent: v.optional(v.number()),
});

const ShopperSessionSchema = v.object({
  /** Names the session in the revocation list, which refuses it after logout whatever the cookie says. */
  id: v.string(),
  /** The upstream bearer token: only ever read by the BFF, never sent to the browser. */
  token: v.string(),
  /** Epoch ms: the earlier of the upstream token's expiry and the Remember Me limit. */
  expiresAt: v.number(),
  remember: v.boolean(),
  user: SessionUserSchema,
});

export type SessionUser = v.InferOutput<typeof SessionUserSchema>;
export type ShopperSession = v.InferOutput<typeof ShopperSessionSchema>;

/**
 * Routers that read the session use this env; `c.var.session` is null for anonymous shoppers.
 * `sessionEnded` is true when the request still carried a session that can no longer be used (its time
 * ran out, or the upstream stopped accepting its token): the shopper believes they are logged in.
 */
export interface SessionEnv {
  Variables: AppEnv['Variables'] & { session: ShopperSession | null; sessionEnded?: boolean };
}

const sessionCookie = sealedCookie('session', ShopperSessionSchema);

const sharedState = (c: Context) => c.get('shared') as SharedState;

/** Only the email, for the login form's pre-fill; kept as long as Remember Me would have been. */
const rememberedEmailCookie = sealedCookie('remembered-email', v.object({ email: v.string() }));

const ACCOUNT_TYPES = Object.fromEntries(Object.entries(ACCOUNT_TYPE_IDS).map(([name, id]) => [id, name])) as Record<
  SessionUser['account_type_id'],
  AccountType
>;

export function accountTypeOf(accountTypeId: SessionUser['account_type_id']): AccountType {
  return ACCOUNT_TYPES[accountTypeId];
}

/** The kind of account the shopper is logged into; null for a guest or nobody. */
export function sessionAccountType(session: ShopperSession | null | undefined): AccountType | null {
  return session && !session.user.isGuest ? accountTypeOf(session.user.account_type_id) : null;
}

/**
 * The part of the upstream profile the header needs on every page, and the account's discount every
 * price carries, without asking the upstream again. A guest has no account, so no discount.
 */
export function toSessionUser(profile: UserProfile, account: UserAccount | null): SessionUser {
  return { ...profileDetails(profile, account), isGuest: account === null };
}

function profileDetails(profile: UserProfile, account: UserAccount | null): Omit<SessionUser, 'isGuest'> {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    profile_image: profile.profile_image,
    uuid: profile.uuid,
    account_type_id: profile.account_type_id,
    user_type: profile.user_type,
    email: profile.email,
    ...(account?.discount_percent === undefined ? {} : { discount_percent: account.discount_percent }),
  };
}

/**
 * An account's automatic discount in percent: the upstream's, or when it sends none the spec's 5% for a
 * business account and nothing for any other.
 */
export function accountDiscountPercent(accountTypeId: number, discountPercent: number | undefined): number {
  return discountPercent ?? (accountTypeId === ACCOUNT_TYPE_IDS.business ? BUSINESS_DISCOUNT_PERCENT : 0);
}

/**
 * The discount the shopper's prices carry, named for their kind of account ('Reseller discount (15%)'):
 * the one the upstream takes off their orders. null for anonymous shoppers, guests and accounts without one.
 */
export function accountDiscountOf(session: ShopperSession | null | undefined): AccountDiscount | null {
  const accountType = sessionAccountType(session);
  if (!session || !accountType) return null;
  const percent = accountDiscountPercent(session.user.account_type_id, session.user.discount_percent);
  return percent > 0 ? { percent, label: accountDiscountLabel(accountType, percent), priceName: accountPriceName(accountType) } : null;
}

export function toSessionView(session: ShopperSession): SessionView {
  const { user } = session;
  return {
    anonymous: false,
    accountId: user.uuid,
    name: customerName(user.first_name, user.last_name),
    firstName: user.first_name,
    avatarUrl: user.profile_image ? mediaUrl(user.profile_image) : null,
    accountType: accountTypeOf(user.account_type_id),
    userType: user.user_type,
    isGuest: user.isGuest,
    email: user.email ?? null,
  };
}

export async function anonymousView(c: Context): Promise<SessionView> {
  const remembered = await rememberedEmailCookie.read(c);
  return remembered ? { anonymous: true, rememberedEmail: remembered.email } : { anonymous: true };
}

export interface SessionStart {
  token: string;
  /** The upstream's `expires_at` (ISO 8601). */
  tokenExpiresAt: string | undefined;
  remember: boolean;
  user: SessionUser;
  /** The login email, remembered for the form when `remember` is on. */
  email?: string;
}

/** Seals a new session into the cookie (replacing any earlier one) and answers what the SPA may see. */
export async function startSession(c: Context<SessionEnv>, start: SessionStart): Promise<ShopperSession> {
  const replaced = c.var.session;
  if (replaced) {
    // A new session replaces the browser's earlier one (a guest's, or another account's): a copy of that
    // cookie taken before must not keep it open, here or upstream.
    await endSessionEverywhere(c, replaced);
    if (replaced.token !== start.token) revokeUpstreamToken(c.var.upstream, replaced.token, c.var.log);
  }
  const now = Date.now();
  const tokenExpiry = start.tokenExpiresAt ? Date.parse(start.tokenExpiresAt) : Number.NaN;
  // A missing, unreadable or already-past expiry (clocks disagree) falls back to a day.
  const usableExpiry = Number.isFinite(tokenExpiry) && tokenExpiry > now ? tokenExpiry : now + FALLBACK_SESSION_MS;
  const expiresAt = Math.min(usableExpiry, now + REMEMBER_ME_MS);
  const session: ShopperSession = { id: randomUUID(), token: start.token, expiresAt, remember: start.remember, user: start.user };
  // Without Remember Me the cookie ends with the browser session; the seal still ends with the token.
  await sessionCookie.write(c, session, { expiresAt, persistent: start.remember });
  if (start.remember && start.email) {
    await rememberedEmailCookie.write(c, { email: start.email }, { expiresAt: now + REMEMBER_ME_MS, persistent: true });
  } else {
    rememberedEmailCookie.clear(c);
  }
  // A guest's session belongs to no account whose password could change.
  if (!session.user.isGuest) {
    // Sessions the account's list lets go are ended: a password change could no longer end them.
    const letGo = await sharedState(c).accountSessions.add(session.user.uuid, session.id, expiresAt);
    await Promise.all([...letGo].map(([id, ends]) => revokeSession(c, { id, expiresAt: ends })));
  }
  c.set('session', session);
  return session;
}

/**
 * After a profile or avatar change, so the header shows the new name or picture at once. The cookie is
 * sealed again only when something did change.
 */
export async function updateSessionUser(c: Context, changes: Partial<Omit<SessionUser, 'isGuest'>>): Promise<void> {
  const session = c.get('session') as ShopperSession | null | undefined;
  if (!session) return;
  const user = { ...session.user, ...changes };
  if (Object.entries(user).every(([key, value]) => session.user[key as keyof SessionUser] === value)) return;
  const updated = { ...session, user };
  await sessionCookie.write(c, updated, { expiresAt: session.expiresAt, persistent: session.remember });
  c.set('session', updated);
}

/**
 * The header's copy of the profile follows the upstream's whenever the account reads or saves it: a name
 * or picture changed on another device (or a discount changed by the shop) reaches this one with its next
 * account page (each reads the profile), at no cost to any other answer.
 */
export function followProfile(c: Context, profile: UserProfile, account: UserAccount): Promise<void> {
  return updateSessionUser(c, profileDetails(profile, account));
}

/**
 * Development only (the e2e run): the session's time runs out now, as if the shopper had left the tab
 * open past its end. The cookie still opens, so the next call meets a session that has just ended.
 */
export async function runOutSession(c: Context): Promise<boolean> {
  const session = await sessionCookie.read(c);
  if (!session) return false;
  await sessionCookie.write(c, { ...session, expiresAt: Date.now() - 1 }, { expiresAt: session.expiresAt, persistent: session.remember });
  return true;
}

/**
 * Ends the session here and on every instance: its id goes on the revocation list for as long as the
 * cookie could still open, so a copy of the cookie kept anywhere is refused from now on.
 */
export async function endSession(c: Context, session: ShopperSession): Promise<void> {
  sessionCookie.clear(c);
  c.set('session', null);
  await endSessionEverywhere(c, session);
}

/** Revokes the session, and its account's list of live sessions forgets it. */
async function endSessionEverywhere(c: Context, session: ShopperSession): Promise<void> {
  await revokeSession(c, session);
  if (!session.user.isGuest) await sharedState(c).accountSessions.remove(session.user.uuid, session.id);
}

/**
 * After the account's password has changed: every other session of the account ends, on every instance,
 * so a device that was logged in with the old password (or holds a copy of its cookie) is asked to log
 * in again. This one stays.
 */
export async function endOtherSessions(c: Context, session: ShopperSession): Promise<void> {
  const others = await sharedState(c).accountSessions.takeAllBut(session.user.uuid, session.id);
  await Promise.all([...others].map(([id, expiresAt]) => revokeSession(c, { id, expiresAt })));
}

/** A copy of this session's cookie stops opening it, on every instance, for the rest of its life. */
export async function revokeSession(c: Context, session: Pick<ShopperSession, 'id' | 'expiresAt'>): Promise<void> {
  const remainingMs = session.expiresAt - Date.now();
  if (remainingMs > 0) await sharedState(c).revokedSessions.add(session.id, remainingMs);
}

/** The session, while it has time left and has not been ended (on any instance); otherwise null. */
async function whileLive(c: Context, session: ShopperSession | null): Promise<ShopperSession | null> {
  return session && session.expiresAt > Date.now() && !(await sharedState(c).revokedSessions.has(session.id)) ? session : null;
}

/**
 * The discount of the account the shopper's cookie opens a live session of, or null: the prices every
 * answer read with that cookie carries. Only a discount asks whether the session is live: without one,
 * prices are the list's either way.
 */
export async function liveAccountDiscount(c: Context): Promise<AccountDiscount | null> {
  const session = await sessionCookie.read(c);
  const discount = accountDiscountOf(session);
  return discount !== null && (await whileLive(c, session)) ? discount : null;
}

/**
 * Opens the session cookie into `c.var.session` (null when anonymous); handlers pass
 * `c.var.session.token` to upstream calls made for the shopper. Mounting it twice is harmless: the
 * inner mount sees the session already set.
 */
export const sessionMiddleware = createMiddleware<SessionEnv>(async (c, next) => {
  if (c.var.session !== undefined) return next();
  // A page that shows an account believes it is logged in, whether its cookie came (and no longer
  // opens) or was cleared: either way its session has ended.
  const sent = sessionCookie.isPresent(c) || showsAccount(c);
  const session = await sessionCookie.read(c);
  const live = await whileLive(c, session);
  c.set('session', live);
  if (sent && !live) {
    // Forgotten here (a cookie that did not open is already), so the shopper is asked to log in once.
    if (session) sessionCookie.clear(c);
    c.set('sessionEnded', true);
  }
  await next();
  // The upstream no longer accepts the token (revoked or expired early): forget it, so the SPA's
  // next GET /api/session says anonymous and the shopper is asked to log in again.
  if (live && c.error instanceof UpstreamError && c.error.tokenRefused) await endSession(c, live);
});

function showsAccount(c: Context): boolean {
  const shown = c.req.header(SHOWN_ACCOUNT_HEADER);
  return shown !== undefined && shown !== NO_ACCOUNT_SHOWN;
}

/**
 * Where the session is logged into and out of (the app mounts its routes here). Logging in replaces
 * whatever session the cookie holds, and logging out ends it, whichever account a tab shows.
 */
export const SESSION_PATH = '/api/session';

/**
 * Mounted once for every `/api` call: a state-changing call from a page that shows another account
 * than the session's (or shows nobody while someone is logged in) is refused with 409 ACCOUNT_CHANGED and changes nothing. A page that showed an account whose session
 * has since ended is left to the route, as a session that ended (401 `session_ended` where a session
 * is needed). Reads, and calls that do not name the account they were made for, pass as they are.
 */
export const refuseOtherAccount = createMiddleware<SessionEnv>(async (c, next) => {
  const shown = c.req.header(SHOWN_ACCOUNT_HEADER);
  if (shown === undefined || SAFE_METHODS.has(c.req.method) || c.req.path === SESSION_PATH) return next();
  return sessionMiddleware(c, async () => {
    const session = c.var.session;
    if (session && session.user.uuid !== shown) throw new ApiFailure(409, ACCOUNT_CHANGED.code, ACCOUNT_CHANGED.message);
    await next();
  });
});

/** Answers about a person (session, account, orders, tokens) are kept by no cache, shared or the browser's. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** 401 for a call that needs a session: 'session_ended' when the shopper had one until now, so the SPA can ask them to log in again and carry on. */
function loginRequired(c: Context): ApiFailure {
  return c.get('sessionEnded') === true
    ? new ApiFailure(401, 'session_ended', SESSION_ENDED_MESSAGE)
    : new ApiFailure(401, 'unauthorized', LOGIN_REQUIRED_MESSAGE);
}

function sessionGuard(allowGuests: boolean) {
  return createMiddleware<{ Variables: { session: ShopperSession } }>(async (c, next) => {
    // Typed non-null for the handlers after this guard; at this point it may still be absent.
    const session = c.var.session as ShopperSession | null | undefined;
    if (!session || (!allowGuests && session.user.isGuest)) throw loginRequired(c);
    await next();
  });
}

/**
 * For calls that serve anyone but answer a logged-in shopper differently (the cart's account prices):
 * a session that has just ended is refused rather than quietly answered as a stranger's, so the shopper
 * is asked to log in again instead of seeing their prices change without a word.
 */
export const refuseEndedSession = createMiddleware<SessionEnv>(async (c, next) => {
  if (c.var.sessionEnded) throw loginRequired(c);
  await next();
});

/** Any session, a guest checkout's included (for cart and checkout calls made with the token). */
export const requireSession = sessionGuard(true);
/** A registered customer's session: the account area. */
export const requireAccount = sessionGuard(false);

/**
 * For what only visitors and guests may do (register, set a first password): a logged-in customer is
 * refused with the spec's text for that page.
 */
export function refuseCustomers(message: string) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const session = c.var.session;
    if (session && !session.user.isGuest) throw new ApiFailure(403, 'logged_in', message);
    await next();
  });
}
