import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '@bff/http/app-env';
import { validate } from '@bff/http/validate';
import { EmailSchema } from '@bff/schemas/fields';
import { UnsubscribeLinkSchema } from '@bff/schemas/emailed-links';
import { OTHER_FEEDBACK, UnsubscribeSchema } from '@bff/schemas/unsubscribe';
import { RATE_LIMITS, byEmail, rateLimit } from '@bff/http/rate-limits';
import { refusal } from '@bff/http/refusals';
import { noStore } from '@bff/session/session';
import type { UnsubscribePage } from '@bff/view-models';

/** The reasons change rarely: cached for everyone. */
const FEEDBACK_TTL_SECONDS = 60 * 60;

const REASON_UNKNOWN = 'Please select a reason';
/** The shared form schema, plus the link's token and a reason that is an id or 'other'. */
const UnsubscribeRequestSchema = v.intersect([
  UnsubscribeLinkSchema,
  v.object({ feedback: v.union([v.literal(OTHER_FEEDBACK), v.pipe(v.string(), v.regex(/^\d{1,9}$/))], REASON_UNKNOWN) }),
  UnsubscribeSchema,
]);

const RequestSchema = v.object({ email: EmailSchema() });

// One limiter for the token check and the unsubscribe itself: both try a token.
const tokenAttempts = rateLimit(RATE_LIMITS.unsubscribeToken);

/** The upstream takes a reason id, or 'other' with a message. */
function upstreamFeedback(feedback: string): number | 'other' {
  return feedback === OTHER_FEEDBACK ? 'other' : Number(feedback);
}

/**
 * Leaving the newsletter by mailed link: `/api/unsubscribe`. The mail is limited per asking client
 * and per recipient; token checks are limited like every guessing call. The token travels in the
 * JSON body, never in the path.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .use(noStore)
  .post(
    '/request',
    rateLimit(RATE_LIMITS.unsubscribeEmail),
    validate('json', RequestSchema),
    rateLimit(RATE_LIMITS.unsubscribeEmailPerRecipient, byEmail),
    async (c) => {
      try {
        const answer = await c.var.upstream.post('send-unsubscription-email', { json: c.req.valid('json'), successFalseRefuses: true });
        return c.json({ message: answer.message });
      } catch (error) {
        throw refusal(error, 'unsubscribe_request_refused');
      }
    },
  )
  .post('/check', tokenAttempts, validate('json', UnsubscribeLinkSchema), async (c) => {
    const upstream = c.var.upstream;
    const { token } = c.req.valid('json');
    try {
      const [check, feedback] = await Promise.all([
        upstream.get('check-unsubscription-token-validity/{token}', { path: { token }, successFalseRefuses: true }),
        upstream.getCached('feedback', { ttlSeconds: FEEDBACK_TTL_SECONDS }),
      ]);
      return c.json<UnsubscribePage>({
        message: check.message,
        // The token check's address is an assumed field: an answer without it names no address.
        email: check.data?.email ?? null,
        reasons: feedback.data.map(({ id, title }) => ({ id, title })),
      });
    } catch (error) {
      // A bad, used or expired link is refused with the upstream's message: the page shows it, then /not-found.
      throw refusal(error, 'unsubscribe_link_refused');
    }
  })
  .post('/', tokenAttempts, validate('json', UnsubscribeRequestSchema), async (c) => {
    const { token, feedback, message } = c.req.valid('json');
    const reason = upstreamFeedback(feedback);
    try {
      const answer = await c.var.upstream.post('unsubscribe', {
        json: { token, feedback: reason, message: message === '' ? null : message },
        successFalseRefuses: true,
      });
      return c.json({ message: answer.message });
    } catch (error) {
      throw refusal(error, 'unsubscribe_refused');
    }
  });
