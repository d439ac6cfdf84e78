import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter } from 'hono-rate-limiter';
import type { Env } from '@bff/env';
import { apiError } from '@bff/http/errors';

const MINUTE = 60 * 1000;

interface RateLimitRule {
  /** Attempts allowed per window and client address. */
  limit: number;
  windowMs: number;
  /** Count only refused attempts, so a shopper who logs in fine is never slowed down. */
  failuresOnly?: boolean;
}

/**
 * Every per-client limit of the BFF, in one place. Calls that send an email get a long window, so
 * nobody can flood an inbox from one address; guessing calls get a short one.
 */
export const RATE_LIMITS = {
  /** The eleventh refused login within a minute is answered 429. */
  login: { limit: 10, windowMs: MINUTE, failuresOnly: true },
  registration: { limit: 5, windowMs: MINUTE },
  verificationResend: { limit: 5, windowMs: 15 * MINUTE },
  forgotPassword: { limit: 5, windowMs: 15 * MINUTE },
  /** Checking a mailed token, resetting or setting a password with it. */
  passwordToken: { limit: 10, windowMs: MINUTE },
  /** Settings' change password: the current password must not be guessable from a stolen session. */
  changePassword: { limit: 5, windowMs: MINUTE },
  /** Guest order lookup by email and order number. */
  orderTracking: { limit: 10, windowMs: MINUTE },
  /** Whether an email is subscribed, and the unsubscribe mail. */
  subscriberLookup: { limit: 10, windowMs: MINUTE },
  unsubscribeEmail: { limit: 5, windowMs: 15 * MINUTE },
  /** Per recipient, whoever asks: nobody can fill a subscriber's inbox by asking from many addresses. */
  unsubscribeEmailPerRecipient: { limit: 3, windowMs: 60 * MINUTE },
  /** Checking an emailed unsubscribe token and unsubscribing with it: guessing calls. */
  unsubscribeToken: { limit: 10, windowMs: MINUTE },
  /** The contact form mails the shop: a few messages per quarter hour is plenty for a person. */
  contact: { limit: 5, windowMs: 15 * MINUTE },
  /** Job applications carry a CV to the shop's inbox: a few per quarter hour is plenty for a person. */
  jobApplication: { limit: 5, windowMs: 15 * MINUTE },
  /** Each 'continue as guest' makes an upstream guest account and token. */
  guestCheckout: { limit: 10, windowMs: MINUTE },
  /** Refused coupon codes: enough for typos, too few to guess codes. */
  coupon: { limit: 10, windowMs: 15 * MINUTE, failuresOnly: true },
} as const satisfies Record<string, RateLimitRule>;

function waitText(windowMs: number): string {
  const minutes = Math.ceil(windowMs / MINUTE);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

export function rateLimitMessage(rule: RateLimitRule): string {
  return `Too many attempts. Please wait ${waitText(rule.windowMs)} and try again.`;
}

/** IPv4-mapped IPv6 is the IPv4 address; other IPv6 addresses count per /64, which one client can rotate within. */
function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * The client's address: the TCP peer, or with TRUST_PROXY the address the one trusted proxy appended
 * to X-Forwarded-For (its right-most entry; entries further left are whatever the client claimed).
 */
export function clientAddress(c: Context): string {
  if ((c.get('config') as Env).TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return normaliseAddress(forwarded);
  }
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return normaliseAddress(address);
  } catch {
    // Not served by @hono/node-server (e.g. app.request() in tests): no socket to read.
  }
  return 'unknown';
}

const stores = new Set<MemoryStore>();

/**
 * A limiter for one kind of call; each has its own counters, kept in memory (one BFF process). It
 * counts per client address unless `keyOf` names something else to count by (e.g. a recipient).
 */
export function rateLimit(rule: RateLimitRule, keyOf: (c: Context) => string | Promise<string> = clientAddress): MiddlewareHandler {
  const store = new MemoryStore();
  stores.add(store);
  const message = rateLimitMessage(rule);
  return rateLimiter({
    windowMs: rule.windowMs,
    limit: (c: Context) => rule.limit * (c.get('config') as Env).RATE_LIMIT_SCALE,
    store,
    standardHeaders: 'draft-6',
    skipSuccessfulRequests: rule.failuresOnly ?? false,
    keyGenerator: keyOf,
    handler: (c) => apiError(c, 429, 'rate_limited', message),
  });
}

/** Forgets every counter (tests start each case from zero). */
export function resetRateLimits(): void {
  for (const store of stores) store.resetAll();
}
