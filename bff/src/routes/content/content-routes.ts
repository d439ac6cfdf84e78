import { Hono } from 'hono';
import { validate } from '@bff/http/validate';
import { NewsletterSchema } from '@bff/schemas/newsletter';
import { ApiFailure } from '@bff/http/errors';
import { sendReadyAnswer } from '@bff/http/ready-answer';
import type { AppEnv } from '@bff/http/app-env';
import { RATE_LIMITS, byEmail, rateLimit } from '@bff/http/rate-limits';
import { loadBootstrap } from './bootstrap';
import { loadHome } from './home';
import { nextCutOff } from '@bff/shared/cut-off';
import { SHOP_TIME_ZONE } from '@bff/shared/shop';

/** The shop's layout, home page and newsletter: `/api/bootstrap`, `/api/home`, `/api/newsletter`. */
export const contentRoutes = new Hono<AppEnv>()
  .get('/bootstrap', (c) => sendReadyAnswer(c, c.var.answers, 'bootstrap', () => loadBootstrap(c.var.upstream, c.var.log)))
  .get('/home', (c) => {
    // Its earliest delivery moves on a day at the cut-off: an answer for each period until it.
    const cutOffAt = nextCutOff();
    return sendReadyAnswer(c, c.var.answers, `home ${cutOffAt.toISOString()}`, () => loadHome(c.var.upstream, cutOffAt.toISOString()), {
      holdsUntil: cutOffAt.getTime(),
    });
  })
  .post(
    '/newsletter',
    rateLimit(RATE_LIMITS.newsletter),
    validate('json', NewsletterSchema),
    rateLimit(RATE_LIMITS.newsletterPerRecipient, byEmail),
    async (c) => {
      const { email } = c.req.valid('json');
      // The subscription carries the shop's timezone, whatever the shopper's browser says.
      const answer = await c.var.upstream.post('subscriber', { json: { email, timezone: SHOP_TIME_ZONE } });
      // Refusals normally come as a 422 with field errors (mapped by onError); a 200 may still say no.
      if (!answer.success) throw new ApiFailure(400, 'subscription_refused', answer.message);
      return c.json({ message: answer.message });
    },
  );
