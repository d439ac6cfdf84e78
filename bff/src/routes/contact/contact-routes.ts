import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { ApiFailure } from '@bff/http/errors';
import { validate } from '@bff/http/validate';
import { ContactSchema } from '@bff/schemas/contact';
import { RATE_LIMITS, rateLimit } from '@bff/http/rate-limits';
import { captchaSecrets, createCaptchaChallenge, verifyCaptcha } from './captcha';

/** The contact form: `/api/contact/challenge` and `POST /api/contact`. */
export const contactRoutes = new Hono<AppEnv>()
  .get('/challenge', async (c) => {
    // One challenge per solve: a cached one would be refused as already used.
    c.header('Cache-Control', 'no-store');
    return c.json(await createCaptchaChallenge(captchaSecrets(c.var.config.SESSION_SECRET)));
  })
  .post('/', rateLimit(RATE_LIMITS.contact), validate('json', ContactSchema), async (c) => {
    const { captcha, ...message } = c.req.valid('json');
    const verdict = await verifyCaptcha(captcha, captchaSecrets(c.var.config.SESSION_SECRET), c.var.shared.usedCaptchas);
    if (!verdict.ok) throw new ApiFailure(400, 'captcha_refused', verdict.message, { captcha: [verdict.message] });
    try {
      // The upstream gets name, email and message; the captcha stops here.
      const answer = await c.var.upstream.post('contact-us', { json: message });
      if (!answer.success) throw new ApiFailure(400, 'contact_refused', answer.message);
      return c.json({ message: answer.message });
    } catch (error) {
      await verdict.release();
      throw error;
    }
  });
