import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { validate } from '@bff/http/validate';
import { SubscriberLookupSchema } from '@bff/schemas/emailed-links';
import { RATE_LIMITS, rateLimit } from '@bff/http/rate-limits';
import { noStore } from '@bff/session/session';
import type { SubscriberStatus } from '@bff/view-models';

/**
 * The request-unsubscribe page's check: is this address on the list? `POST /api/subscribers/check`
 * with `{ email }`, a body and not the path, so the address stays out of what proxies and logs keep.
 * The page says yes or 'Sorry!' and nothing else, so the answer is that one flag: no upstream wording,
 * and nothing about whether the address has an account. Rate-limited, so nobody can sift a mailing
 * list through it.
 */
export const subscriberRoutes = new Hono<AppEnv>().use(noStore).post(
  '/check',
  rateLimit(RATE_LIMITS.subscriberLookup),
  validate('json', SubscriberLookupSchema),
  async (c) => {
    // The upstream answers 200 either way; `success` says whether the address is a subscriber.
    const answer = await c.var.upstream.post('check-subscriber', { json: c.req.valid('json') });
    return c.json<SubscriberStatus>({ subscribed: answer.success });
  },
);
