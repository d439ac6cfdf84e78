import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Env } from '@bff/env';
import { clientAddress } from './client-address';
import { ApiFailure } from './errors';
import type { SharedState } from '@bff/shared-state/shared-state';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface RateLimitRule {
  /** Names the rule's counters, apart from every other rule's (and the same on every instance). */
  name: string;
  /** Attempts allowed per window and key (client address unless the rule's user says otherwise). */
  limit: number;
  windowMs: number;
  /** Once the limit is passed, refused for this long instead of until the window ends. */
  blockMs?: number;
}

/**
 * Every rate limit of the BFF, in one place. Calls that send an email get a long window, so nobody
 * can flood an inbox from one address; guessing calls get a short one.
 */
export const RATE_LIMITS = {
  /** Refused logins from one client: the eleventh within a minute is answered 429… */
  login: { name: 'login-client', limit: 10, windowMs: MINUTE },
  /** …and a client trying many accounts slowly stops for the day. */
  loginDaily: { name: 'login-client-day', limit: 100, windowMs: DAY },
  /** Refused logins of one account from any addresses: guessing one password from many machines. */
  loginAccount: { name: 'login-account', limit: 10, windowMs: 15 * MINUTE },
  /** Consecutive refused logins of one account from one client; a successful login starts them again. */
  loginAccountClient: { name: 'login-account-client', limit: 10, windowMs: DAY, blockMs: HOUR },
  registration: { name: 'registration', limit: 5, windowMs: MINUTE },
  /** The registration-success page's lookup by account uuid: guessing uuids finds nothing, slowly. */
  registrationLookup: { name: 'registration-lookup', limit: 20, windowMs: MINUTE },
  verificationResend: { name: 'verification-resend', limit: 5, windowMs: 15 * MINUTE },
  /** Per account (its uuid), whoever asks: nobody can fill a new customer's inbox by asking from many addresses. */
  verificationResendPerAccount: { name: 'verification-resend-account', limit: 3, windowMs: HOUR },
  /** Following an emailed verification link: a guessing call. */
  verificationToken: { name: 'verification-token', limit: 10, windowMs: MINUTE },
  forgotPassword: { name: 'forgot-password', limit: 5, windowMs: 15 * MINUTE },
  /** Per recipient, whoever asks, whether or not the address has an account. */
  forgotPasswordPerRecipient: { name: 'forgot-password-recipient', limit: 3, windowMs: HOUR },
  /** Checking a mailed token, resetting or setting a password with it. */
  passwordToken: { name: 'password-token', limit: 10, windowMs: MINUTE },
  /** Settings' change password: the current password must not be guessable from a stolen session. */
  changePassword: { name: 'change-password', limit: 5, windowMs: MINUTE },
  /** Guest order lookup by email and order number. */
  orderTracking: { name: 'order-tracking', limit: 10, windowMs: MINUTE },
  /** Whether an email is subscribed (the request-unsubscribe page's check). */
  subscriberLookup: { name: 'subscriber-lookup', limit: 10, windowMs: MINUTE },
  /** Each subscription mails a welcome: a few per quarter hour is plenty for a person. */
  newsletter: { name: 'newsletter', limit: 5, windowMs: 15 * MINUTE },
  /** Per recipient, whoever asks: nobody can fill an inbox with welcomes by asking from many addresses. */
  newsletterPerRecipient: { name: 'newsletter-recipient', limit: 3, windowMs: HOUR },
  /** The unsubscribe mail, asked from one client. */
  unsubscribeEmail: { name: 'unsubscribe-email', limit: 5, windowMs: 15 * MINUTE },
  /** Per recipient, whoever asks: nobody can fill a subscriber's inbox by asking from many addresses. */
  unsubscribeEmailPerRecipient: { name: 'unsubscribe-email-recipient', limit: 3, windowMs: HOUR },
  /** Checking an emailed unsubscribe token and unsubscribing with it: guessing calls. */
  unsubscribeToken: { name: 'unsubscribe-token', limit: 10, windowMs: MINUTE },
  /** Results and suggestions: a shopper typing fast stays well under it, a cache-flushing run does not. */
  search: { name: 'search', limit: 120, windowMs: MINUTE },
  /** The contact form mails the shop: a few messages per quarter hour is plenty for a person. */
  contact: { name: 'contact', limit: 5, windowMs: 15 * MINUTE },
  /** Job applications carry a CV to the shop's inbox: a few per quarter hour is plenty for a person. */
  jobApplication: { name: 'job-application', limit: 5, windowMs: 15 * MINUTE },
  /** Each 'continue as guest' makes an upstream guest account and token. */
  guestCheckout: { name: 'guest-checkout', limit: 10, windowMs: MINUTE },
  /** Each print file is stored upstream (up to 50 MB): a cart's lines and a few second thoughts fit, filling the storage does not. */
  artworkUpload: { name: 'artwork-upload', limit: 30, windowMs: 15 * MINUTE },
  /** Refused coupon codes: enough for typos, too few to guess codes. */
  coupon: { name: 'coupon', limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

function waitText(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  if (minutes === 1) return 'a minute';
  return minutes <= 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

export function rateLimitMessage(waitMs: number): string {
  return `Too many attempts. Please wait ${waitText(waitMs)} and try again.`;
}

type KeyOf = (c: Context) => string | Promise<string>;

/** One counter a call is charged to: a rule, and what it counts by (the client address by default). */
export interface Counted {
  rule: RateLimitRule;
  keyOf?: KeyOf;
}

/** Emails count without case or spaces, and reach no store in the clear. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/** Counts by the request body's `email` (after the body has been validated). */
export const byEmail: KeyOf = async (c) => emailKey((await c.req.json<{ email: string }>()).email);

/** Counts by the request body's account `uuid` (after the body has been validated). */
export const byAccountUuid: KeyOf = async (c) => (await c.req.json<{ uuid: string }>()).uuid.toLowerCase();

/** Counts by the body's `email` from this client: one account's attempts from one place. */
export const byEmailAndClient: KeyOf = async (c) => `${await byEmail(c)}|${clientAddress(c)}`;

interface Charge {
  rule: RateLimitRule;
  key: string;
}

/** A rule's attempts on this instance's scale. */
function pointsOf(c: Context, rule: RateLimitRule): number {
  return rule.limit * (c.get('config') as Env).RATE_LIMIT_SCALE;
}

function limiterOf(c: Context, rule: RateLimitRule) {
  const shared = c.get('shared') as SharedState;
  return shared.limiter({ name: rule.name, points: pointsOf(c, rule), windowMs: rule.windowMs, ...(rule.blockMs ? { blockMs: rule.blockMs } : {}) });
}

async function chargesOf(c: Context, counted: readonly Counted[]): Promise<Charge[]> {
  return Promise.all(counted.map(async ({ rule, keyOf = clientAddress }) => ({ rule, key: await keyOf(c) })));
}

async function refund(c: Context, charges: readonly Charge[]): Promise<void> {
  await Promise.all(charges.map(({ rule, key }) => limiterOf(c, rule).reward(key, 1)));
}

/** How long a spent counter would refuse this call (0 when it is not spent), read without charging or storing anything. */
async function waitIfSpent(c: Context, { rule, key }: Charge): Promise<number> {
  const counted = await limiterOf(c, rule).get(key);
  const points = pointsOf(c, rule);
  if (!counted || counted.consumedPoints < points) return 0;
  // Charged now, a counter at its limit would pass it and start the rule's block.
  return counted.consumedPoints === points && rule.blockMs ? rule.blockMs : counted.msBeforeNext;
}

/**
 * Charges the call to each counter in turn, in the order given, and throws 429 at the first that is
 * spent, giving back every point taken: a refused call is no attempt. Each charge is one atomic step of
 * the store, so parallel calls cannot slip past a check. A counter is charged only once those before it
 * have passed: with the client's own limits first, a call they refuse stores nothing under a key the
 * caller makes up (a new email each time would otherwise leave a counter behind for its whole window).
 * The counters left uncharged are still read, so the wait named is the longest of all that are spent.
 */
async function charge(c: Context, charges: readonly Charge[]): Promise<void> {
  for (const [index, current] of charges.entries()) {
    try {
      await limiterOf(c, current.rule).consume(current.key, 1);
    } catch (reason) {
      await refund(c, charges.slice(0, index + 1));
      // Only a store without a fallback fails with an Error; the in-process, cluster and Redis stores never do.
      if (!(reason instanceof RateLimiterRes)) throw reason;
      const waits = await Promise.all(charges.slice(index + 1).map((later) => waitIfSpent(c, later)));
      const waitMs = Math.max(reason.msBeforeNext, ...waits);
      c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
      throw new ApiFailure(429, 'rate_limited', rateLimitMessage(waitMs));
    }
  }
}

/** A limit that counts every call: the call past it is answered 429. */
export function rateLimit(rule: RateLimitRule, keyOf: KeyOf = clientAddress): MiddlewareHandler {
  return async (c, next) => {
    await charge(c, await chargesOf(c, [{ rule, keyOf }]));
    await next();
  };
}

/** A refusal the caller could have avoided (wrong password, unknown code); never an upstream fault. */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 429;

/**
 * A counter anyone can spend for someone else (an account's refused logins from any address): once it
 * is spent a call is not refused outright but asked for proof that costs the caller something.
 */
export interface Waivable extends Counted {
  /**
   * Runs only while the counter is spent: returns when the call brings the proof (and claims it), so
   * it goes ahead uncounted here; throws the refusal that asks for it otherwise.
   */
  waive: (c: Context) => Promise<void>;
}

export interface RefusalLimitOptions {
  /** Counters a successful call forgets, so they count consecutive refusals only. */
  resetOnSuccess?: readonly RateLimitRule[];
  /** Checked after the hard limits, so proof never buys a way past them. */
  waivable?: Waivable;
}

/** Charges one counter, or nothing and false when it is spent. */
async function chargeIfLeft(c: Context, { rule, key }: Charge): Promise<boolean> {
  try {
    await limiterOf(c, rule).consume(key, 1);
    return true;
  } catch (reason) {
    if (!(reason instanceof RateLimiterRes)) throw reason;
    await limiterOf(c, rule).reward(key, 1);
    return false;
  }
}

/**
 * Limits that count refused calls only (an answer 400-499): a shopper who gets in is never slowed
 * down, and an upstream that failed (5xx, timeout) is no refusal, so an outage locks nobody out.
 * A call refused for want of the waivable counter's proof never ran: it costs nothing.
 */
export function refusalLimit(counted: readonly Counted[], { resetOnSuccess = [], waivable }: RefusalLimitOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const charges = await chargesOf(c, counted);
    await charge(c, charges);
    if (waivable) {
      const waivableCharge = { rule: waivable.rule, key: await (waivable.keyOf ?? clientAddress)(c) };
      if (await chargeIfLeft(c, waivableCharge)) charges.push(waivableCharge);
      else {
        try {
          await waivable.waive(c);
        } catch (error) {
          await refund(c, charges);
          throw error;
        }
      }
    }
    await next();
    const status = c.res.status;
    if (isRefusal(status)) return;
    await refund(c, charges);
    if (status < 400) {
      await Promise.all(
        charges.filter(({ rule }) => resetOnSuccess.includes(rule)).map(({ rule, key }) => limiterOf(c, rule).delete(key)),
      );
    }
  };
}
