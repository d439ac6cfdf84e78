import { Hono, type Context } from 'hono';
import { validate } from '@bff/http/validate';
import { LoginSchema, type LoginOutput } from '@bff/schemas/auth';
import { claimCaptcha, issueCaptchaChallenge } from '@bff/http/captcha';
import { ApiFailure } from '@bff/http/errors';
import {
  anonymousView,
  noStore,
  endSession,
  sessionMiddleware,
  startSession,
  toSessionUser,
  toSessionView,
  type SessionEnv,
} from '@bff/session/session';
import { UpstreamError } from '@bff/upstream/upstream-error';
import type { ApiError, SessionView } from '@bff/view-models';
import { RATE_LIMITS, byEmail, byEmailAndClient, refusalLimit } from '@bff/http/rate-limits';
import { refusal, refusalUuid } from '@bff/http/refusals';
import { revokeUpstreamToken } from '@bff/session/upstream-logout';
import { LOGIN_CAPTCHA_MESSAGE, LOGIN_FAILED_MESSAGE } from '@bff/shared/messages';

/** A refusal without field messages. */
export const UNVERIFIED_MESSAGE = 'Your account is unverified.';

/**
 * Past its refused logins from anywhere, an account asks each login for a solved captcha instead of
 * refusing it: strangers can spend that counter for anyone, and must not lock the owner out.
 */
async function solvedCaptcha(c: Context): Promise<void> {
  const { captcha } = await c.req.json<LoginOutput>();
  if (captcha === undefined) throw new ApiFailure(403, 'captcha_required', LOGIN_CAPTCHA_MESSAGE);
  await claimCaptcha(c, captcha);
}

/**
 * Refused logins (the body is validated before these count): per client, and per account from one
 * client, refused outright once spent; per account from any addresses, a captcha once spent. The
 * client's own counters come first: a login they refuse stores nothing for the email it names.
 */
const loginAttempts = refusalLimit(
  [
    { rule: RATE_LIMITS.login },
    { rule: RATE_LIMITS.loginDaily },
    { rule: RATE_LIMITS.loginAccountClient, keyOf: byEmailAndClient },
  ],
  {
    resetOnSuccess: [RATE_LIMITS.loginAccountClient],
    waivable: { rule: RATE_LIMITS.loginAccount, keyOf: byEmail, waive: solvedCaptcha },
  },
);

/** Log in, see who is logged in, log out: `/api/session`. */
export const sessionRoutes = new Hono<SessionEnv>()
  .use(noStore, sessionMiddleware)
  .get('/', async (c) => c.json<SessionView>(c.var.session ? toSessionView(c.var.session) : await anonymousView(c)))
  // The captcha a login asks for once its account's counter is spent.
  .get('/challenge', issueCaptchaChallenge)
  .post('/', validate('json', LoginSchema), loginAttempts, async (c) => {
    const { email, password, remember } = c.req.valid('json');
    const upstream = c.var.upstream;
    let login;
    try {
      login = await upstream.post('auth/login', { json: { email, password } });
    } catch (error) {
      const uuid = error instanceof UpstreamError && error.upstreamStatus === 403 ? refusalUuid(error) : undefined;
      if (uuid) return c.json<ApiError, 403>({ error: { code: 'unverified', message: UNVERIFIED_MESSAGE, uuid } }, 403);
      throw refusal(error, 'login_failed', { refused: LOGIN_FAILED_MESSAGE });
    }
    const token = login.data.token;
    let profile;
    try {
      profile = await upstream.get('auth/user', { token });
    } catch (error) {
      // A token we cannot use must not stay valid upstream.
      revokeUpstreamToken(upstream, token, c.var.log);
      throw error;
    }
    const session = await startSession(c, {
      token,
      tokenExpiresAt: login.data.expires_at,
      remember,
      email,
      user: toSessionUser(profile.data, profile.user_account),
    });
    return c.json<SessionView>(toSessionView(session));
  })
  .delete('/', async (c) => {
    const session = c.var.session;
    if (session) {
      // Logged out here (and on every instance) whatever the upstream says.
      await endSession(c, session);
      revokeUpstreamToken(c.var.upstream, session.token, c.var.log);
    }
    return c.json<SessionView>(await anonymousView(c));
  });
