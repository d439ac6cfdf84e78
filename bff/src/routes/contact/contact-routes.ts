import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { ApiFailure } from '@bff/http/errors';
import { validate } from '@bff/http/validate';
import { ContactSchema } from '@bff/schemas/contact';
import { RATE_LIMITS, rateLimit } from '@bff/http/rate-limits';
import { captchaSecrets, issueCaptchaChallenge, verifyCaptcha } from '@bff/http/captcha';

export const CONTACT_STILL_SENDING_MESSAGE = 'Your message is still being sent. Please wait a moment before sending it again.';
/** The answer to a repeat of a message whose own answer could not be kept. */
export const CONTACT_SENT_MESSAGE = 'Thank you, your message has been sent.';

/** The contact form: `/api/contact/challenge` and `POST /api/contact`. */
export const contactRoutes = new Hono<AppEnv>()
  .get('/challenge', issueCaptchaChallenge)
  .post('/', rateLimit(RATE_LIMITS.contact), validate('json', ContactSchema), async (c) => {
    const { captcha, ...message } = c.req.valid('json');
    const verdict = await verifyCaptcha(captcha, captchaSecrets(c.var.config.SESSION_SECRET), c.var.shared.usedCaptchas, message);
    if (verdict.kind === 'refused') throw new ApiFailure(400, 'captcha_refused', verdict.message, { captcha: [verdict.message] });
    // Sent already (its answer never reached the shopper): answered as it was, never sent twice.
    if (verdict.kind === 'sent') {
      if (verdict.answer !== null) return c.json({ message: verdict.answer });
      // No answer kept. A send still in flight began less than the upstream's time limit ago: the repeat
      // waits for it. One older has ended: a refusal or failure frees the solution (so it is no longer
      // claimed), and a success whose answer the store could not keep leaves the claim as it is, so the
      // message did go: it is told so, in words of our own. (A server that stopped mid-send leaves the
      // same trace; the message may then be lost, but sending it again could send it twice.)
      if (Date.now() - verdict.claimedAt < c.var.config.UPSTREAM_TIMEOUT_MS) throw new ApiFailure(409, 'contact_still_sending', CONTACT_STILL_SENDING_MESSAGE);
      return c.json({ message: CONTACT_SENT_MESSAGE });
    }
    let answer;
    try {
      // The upstream gets name, email and message; the captcha stops here.
      answer = await c.var.upstream.post('contact-us', { json: message });
      if (!answer.success) throw new ApiFailure(400, 'contact_refused', answer.message);
    } catch (error) {
      await verdict.release();
      throw error;
    }
    // The message has gone: the shopper is told so even when the store cannot keep the answer for a
    // repeat (its outage is logged where it is met).
    await verdict.sent(answer.message).catch(() => undefined);
    return c.json({ message: answer.message });
  });
