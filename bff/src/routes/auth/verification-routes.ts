import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '@bff/http/app-env';
import { validate } from '@bff/http/validate';
import { UpstreamError } from '@bff/upstream/upstream-error';
import type { ApiError } from '@bff/view-models';
import { RATE_LIMITS, byAccountUuid, rateLimit } from '@bff/http/rate-limits';
import { refusal, refusalUuid, refusedAsNotThere } from '@bff/http/refusals';
import { noStore } from '@bff/session/session';
import { VerificationLinkSchema } from '@bff/schemas/emailed-links';

/** The emailed link is verified once: this answer says how it went. */
export interface VerificationResult {
  status: 'verified';
  message: string;
  uuid: string;
}

const ResendSchema = v.object({ uuid: v.pipe(v.string('The account is missing'), v.uuid('The account is missing')) });

/** Email verification: `/api/verification`; the emailed token is posted in the body, never put in the path. */
export const verificationRoutes = new Hono<AppEnv>()
  .use(noStore)
  .post(
    '/resend',
    rateLimit(RATE_LIMITS.verificationResend),
    validate('json', ResendSchema),
    rateLimit(RATE_LIMITS.verificationResendPerAccount, byAccountUuid),
    async (c) => {
      const { uuid } = c.req.valid('json');
      try {
        const answer = await c.var.upstream.get('resend/{uuid}', { path: { uuid }, successFalseRefuses: true });
        return c.json({ message: answer.message });
      } catch (error) {
        throw refusal(error, 'resend_refused');
      }
    },
  )
  .post('/', rateLimit(RATE_LIMITS.verificationToken), validate('json', VerificationLinkSchema), async (c) => {
    const { token } = c.req.valid('json');
    try {
      const answer = await c.var.upstream.get('account-verify/{token}', { path: { token }, successFalseRefuses: true });
      return c.json<VerificationResult>({ status: 'verified', message: answer.message, uuid: answer.data.uuid });
    } catch (error) {
      // Expired (410): the shopper can have a new link sent; the page needs the account for that.
      const uuid = error instanceof UpstreamError && error.upstreamStatus === 410 ? refusalUuid(error) : undefined;
      if (error instanceof UpstreamError && uuid) {
        return c.json<ApiError, 410>({ error: { code: 'expired', message: error.message, uuid } }, 410);
      }
      if (refusedAsNotThere(error)) {
        return c.json<ApiError, 404>({ error: { code: 'invalid', message: error.message } }, 404);
      }
      throw refusal(error, 'verification_refused');
    }
  });
