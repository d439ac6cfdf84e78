import { Hono } from 'hono';
import * as v from 'valibot';
import { ApiFailure } from '@bff/http/errors';
import { validate } from '@bff/http/validate';
import { ResetLinkSchema, SET_LINK_REFUSED_MESSAGE, SetPasswordLinkSchema } from '@bff/schemas/emailed-links';
import { ForgotPasswordSchema, ResetPasswordSchema, SetPasswordSchema } from '@bff/schemas/password';
import { sealedCookie } from '@bff/session/sealed-cookie';
import { noStore, refuseCustomers, sessionMiddleware, type SessionEnv } from '@bff/session/session';
import { RATE_LIMITS, byEmail, rateLimit } from '@bff/http/rate-limits';
import { refusal } from '@bff/http/refusals';
import { SOMETHING_WENT_WRONG } from '@bff/shared/messages';

/** Set or reset failures the upstream gives no message for. */
const PASSWORD_TEXTS = { unavailable: SOMETHING_WENT_WRONG };
export const NOT_CUSTOMER_MESSAGE = 'Sorry, You are not customer';
export const RESET_LINK_MISSING_MESSAGE = 'Your password reset link has expired. Please ask for a new one.';

/** The storefront's forgot-password mail links to /change_password/{token} (n = 1). */
const STOREFRONT_SITE = 1;
/** How long a confirmed reset link may be used from the reset-password page. */
const RESET_WINDOW_MS = 60 * 60 * 1000;

/**
 * The change_password step keeps the upstream's answer ("data kept in the
 * session") sealed in an httpOnly cookie: the reset page never sees the token.
 */
const passwordResetCookie = sealedCookie('password-reset', v.object({ token: v.string(), email: v.string() }));

/** The set-password form, with the emailed link's token beside the new password. */
const SetPasswordByLinkSchema = v.intersect([SetPasswordLinkSchema, SetPasswordSchema]);

/**
 * Forgot, confirm, reset and first-time set password: `/api/password`. Emailed tokens are posted in
 * the body, never put in the path.
 */
export const passwordRoutes = new Hono<SessionEnv>()
  .use(noStore, sessionMiddleware)
  .post(
    '/forgot',
    rateLimit(RATE_LIMITS.forgotPassword),
    validate('json', ForgotPasswordSchema),
    rateLimit(RATE_LIMITS.forgotPasswordPerRecipient, byEmail),
    async (c) => {
      try {
        const answer = await c.var.upstream.post('send-email-for-forget-password-token/{n}', {
          path: { n: STOREFRONT_SITE },
          json: c.req.valid('json'),
          successFalseRefuses: true,
        });
        return c.json({ message: answer.message });
      } catch (error) {
        throw refusal(error, 'forgot_password_refused');
      }
    },
  )
  .post('/token', rateLimit(RATE_LIMITS.passwordToken), validate('json', ResetLinkSchema), async (c) => {
    const { token } = c.req.valid('json');
    try {
      const answer = await c.var.upstream.get('check-password-token-validity/{token}', {
        path: { token },
        successFalseRefuses: true,
      });
      await passwordResetCookie.write(c, answer.data, { expiresAt: Date.now() + RESET_WINDOW_MS, persistent: false });
      return c.json({ message: answer.message, email: answer.data.email });
    } catch (error) {
      throw refusal(error, 'reset_link_refused');
    }
  })
  // Whose password the confirmed link resets, so the page can say so (and that it is not the account
  // logged in, when it is not): only ever to the browser that confirmed it. Without a confirmed link the
  // page is still the reset form (its save says the link is missing), so that is an answer, not a 404.
  .get('/reset', async (c) => {
    const reset = await passwordResetCookie.read(c);
    return c.json({ email: reset ? reset.email : null });
  })
  .post('/reset', rateLimit(RATE_LIMITS.passwordToken), validate('json', ResetPasswordSchema), async (c) => {
    const reset = await passwordResetCookie.read(c);
    if (!reset) throw new ApiFailure(400, 'reset_link_missing', RESET_LINK_MISSING_MESSAGE);
    try {
      const answer = await c.var.upstream.post('reset-password-for-forgot/{token}', {
        path: { token: reset.token },
        json: c.req.valid('json'),
        successFalseRefuses: true,
      });
      passwordResetCookie.clear(c);
      return c.json({ message: answer.message });
    } catch (error) {
      throw refusal(error, 'password_reset_refused', PASSWORD_TEXTS);
    }
  })
  .post('/set', refuseCustomers(NOT_CUSTOMER_MESSAGE), rateLimit(RATE_LIMITS.passwordToken), validate('json', SetPasswordByLinkSchema), async (c) => {
    const { token, ...passwords } = c.req.valid('json');
    try {
      const answer = await c.var.upstream.post('set-password-for-new-customer/{token}', {
        path: { token },
        json: passwords,
        successFalseRefuses: true,
      });
      return c.json({ message: answer.message });
    } catch (error) {
      throw refusal(error, 'password_set_refused', { ...PASSWORD_TEXTS, refused: SET_LINK_REFUSED_MESSAGE });
    }
  });
